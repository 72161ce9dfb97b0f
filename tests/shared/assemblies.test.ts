import { ASSEMBLY_CSV_HEADERS, validateAssemblyCsv } from '@shared/domain/assemblies';

const header = [...ASSEMBLY_CSV_HEADERS];
const row = (over: Partial<Record<(typeof ASSEMBLY_CSV_HEADERS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    UserSegment: 'Runners',
    'FB Campaign ID': '120200000000001',
    'Ad Set ID': '120210000000001',
    'Ad Name': 'Sparkle Zero runners',
    'Square video': 'square.mp4',
    'Horizontal video': 'horizontal.mov',
    'Vertical video': 'vertical.mp4',
    'Primary text': 'Zero sugar, all the sparkle',
    'Website URL': 'https://sparkle.example/zero',
    CTA: 'shop now',
    Headline: 'Sparkle Zero',
    Description: '',
    'Display Link': 'sparkle.example',
  };
  const cells: Record<string, string | undefined> = { ...base, ...over };
  return header.map((h) => cells[h] ?? '');
};

describe('the social video (assembly) CSV (001 5, 002 5)', () => {
  it('answers the rows by header name, in any column order, CTA optional', () => {
    const reversed = [...header].reverse();
    const cells = row({ CTA: '' });
    const rows = validateAssemblyCsv(reversed, [[...cells].reverse()]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ UserSegment: 'Runners', 'Ad Set ID': '120210000000001', CTA: '', 'Website URL': 'https://sparkle.example/zero' });
  });

  it('names every missing required column', () => {
    const without = header.filter((h) => h !== 'Ad Name' && h !== 'CTA');
    expect(() => validateAssemblyCsv(without, [])).toThrow('Upload failed. CSV is missing the following columns: ["Ad Name", "CTA"].');
  });

  it('gives the column and row (index + 2) of an empty non-nullable cell', () => {
    expect(() => validateAssemblyCsv(header, [row(), row({ UserSegment: 'Walkers', 'Ad Set ID': '2', 'Ad Name': '' })])).toThrow(
      'Upload failed. Please make sure you have included all required values (column "Ad Name", row 3).',
    );
  });

  it('lists the rows whose CTA is not a call-to-action option', () => {
    const rows = [row(), row({ UserSegment: 'B', 'Ad Set ID': 'b', CTA: 'buy it now' }), row({ UserSegment: 'C', 'Ad Set ID': 'c', CTA: 'Learn More' }), row({ UserSegment: 'D', 'Ad Set ID': 'd', CTA: 'nope' })];
    expect(() => validateAssemblyCsv(header, rows)).toThrow('Upload failed. Check column ["CTA"] (rows: [3, 5])');
  });

  it('checks ad name length, website protocol and video extensions by column', () => {
    expect(() => validateAssemblyCsv(header, [row({ 'Ad Name': 'x'.repeat(257) })])).toThrow('Upload failed. Check column ["Ad Name"] (rows: [2])');
    expect(() => validateAssemblyCsv(header, [row({ 'Website URL': 'sparkle.example' })])).toThrow('Upload failed. Check column ["Website URL"] (rows: [2])');
    expect(() => validateAssemblyCsv(header, [row({ 'Vertical video': 'vertical.png' })])).toThrow('Upload failed. Check column ["Vertical video"] (rows: [2])');
    expect(() => validateAssemblyCsv(header, [row({ 'Square video': '', 'Horizontal video': '', 'Vertical video': '' })])).toThrow(
      'Upload failed. Check column names ["Square video", "Horizontal video", "Vertical video"] (rows: [2])',
    );
  });

  it('keeps UserSegment and Ad Set ID one-to-one', () => {
    const rows = [row(), row({ 'Ad Set ID': 'other' }), row({ UserSegment: 'Walkers', 'Ad Set ID': 'w' })];
    expect(() => validateAssemblyCsv(header, rows)).toThrow('Upload failed. Check column names ["UserSegment", "Ad Set ID"] (rows: [2, 3])');
  });

  it('refuses campaigns the user may not access and ad sets of another campaign', () => {
    const context = { accessibleCampaignIds: new Set(['120200000000001']), adSetCampaigns: new Map([['120210000000001', '120200000000001'], ['s2', 'elsewhere']]) };
    expect(validateAssemblyCsv(header, [row()], context)).toHaveLength(1);
    expect(() => validateAssemblyCsv(header, [row(), row({ UserSegment: 'B', 'Ad Set ID': 'b', 'FB Campaign ID': '999' })], context)).toThrow(
      'Upload failed. Check column ["FB Campaign ID"] (rows: [3])',
    );
    expect(() => validateAssemblyCsv(header, [row({ 'Ad Set ID': 's2' })], context)).toThrow('Upload failed. Check column ["Ad Set ID"] (rows: [2])');
  });
});
