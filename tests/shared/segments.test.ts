import { segmentTypesFor, validateSegmentCsv } from '@shared/domain/segments';

describe('user segment CSV (001 5, 002 5)', () => {
  it('reads each row as a segment of the column type, values split on commas, with its campaign ids', () => {
    const segments = validateSegmentCsv(['Segment name', 'Campaign Ids', 'DV360 Line Item'], [[' Runners ', 'c1, c2', '111,222'], ['Walkers', 'c1', '333']], 'google');
    expect(segments).toEqual([
      { name: 'Runners', type: 'DV360 Line Item', typeKey: 'dv360LineItem', values: ['111', '222'], campaignIds: ['c1', 'c2'] },
      { name: 'Walkers', type: 'DV360 Line Item', typeKey: 'dv360LineItem', values: ['333'], campaignIds: ['c1'] },
    ]);
  });

  it('lets the ad server use every type but Meta ad sets, and Meta only those (the legacy label too)', () => {
    expect(segmentTypesFor('google')).not.toContain('Meta Ad Set');
    expect(segmentTypesFor('google')).toContain('CM Placement');
    expect(segmentTypesFor('facebook')).toEqual(['Meta Ad Set', 'FB Ad Set']);
    expect(validateSegmentCsv(['Segment name', 'Campaign Ids', 'FB Ad Set'], [['Fans', '9', '123']], 'facebook')[0].typeKey).toBe('fbAdSet');
    expect(() => validateSegmentCsv(['Segment name', 'Campaign Ids', 'Meta Ad Set'], [['Fans', '9', '123']], 'google')).toThrow('Upload failed. Check column names ["Meta Ad Set"] (rows: [1])');
  });

  it('needs the segment name first, a known type column and, for line items and ad sets, campaign ids', () => {
    expect(() => validateSegmentCsv(['Name', 'Custom'], [['a', 'b']], 'google')).toThrow('Upload failed. CSV is missing the following columns: ["Segment name"].');
    expect(() => validateSegmentCsv(['Segment name'], [['a']], 'facebook')).toThrow('Upload failed. CSV is missing the following columns: ["Meta Ad Set", "FB Ad Set"].');
    expect(() => validateSegmentCsv(['Segment name', 'Colour'], [['a', 'b']], 'google')).toThrow('Upload failed. Check column names ["Colour"] (rows: [1])');
    expect(() => validateSegmentCsv(['Segment name', 'DV360 Line Item'], [['a', '1']], 'google')).toThrow('Upload failed. CSV is missing the following columns: ["Campaign Ids"].');
  });

  it('needs a data row, rows as long as the header, and a value in each row', () => {
    expect(() => validateSegmentCsv(['Segment name', 'Custom'], [], 'google')).toThrow('Upload failed. Please make sure you have included all required values (column "Segment name", row 2).');
    expect(() => validateSegmentCsv(['Segment name', 'Custom'], [['a', 'x'], ['b']], 'google')).toThrow('Upload failed. Check column names ["Segment name", "Custom"] (rows: [3])');
    expect(() => validateSegmentCsv(['Segment name', 'Custom'], [['a', 'x'], ['b', ' ']], 'google')).toThrow('Upload failed. Please make sure you have included all required values (column "Custom", row 3).');
    expect(() => validateSegmentCsv(['Segment name', 'Campaign Ids', 'Meta Ad Set'], [['a', '', '1']], 'facebook')).toThrow(
      'Upload failed. Please make sure you have included all required values (column "Campaign Ids", row 2).',
    );
  });

  it('refuses names with line breaks or invisible characters, empty names and names used twice', () => {
    const rows = [['ok', '1'], ['two\nlines', '2'], ['zero\u200bwidth', '3'], ['', '4'], ['OK', '5']];
    expect(() => validateSegmentCsv(['Segment name', 'Custom'], rows, 'google')).toThrow('Upload failed. Check column ["Segment name"] (rows: [3, 4, 5, 6])');
  });
});
