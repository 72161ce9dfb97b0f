import { acceptAttribute, isAcceptedFileName } from '@shared/domain/brief-assets';

describe('accepted file types per brief category (000 5)', () => {
  it.each([
    ['brands', 'guidelines.pdf', true],
    ['brands', 'guidelines.docx', true],
    ['brands', 'logo.png', false],
    ['fonts', 'Brand-Regular.woff2', true],
    ['fonts', 'family.zip', true],
    ['fonts', 'font.pdf', false],
    ['logos', 'mark.SVG', true],
    ['logos', 'mark.eps', true],
    ['logos', 'mark.mp4', false],
    ['creatives', 'hero.psb', true],
    ['creatives', 'clip.mov', true],
    ['creatives', 'jingle.mp3', true],
    ['creatives', 'guidelines.pdf', true],
    ['creatives', 'sheet.xlsx', false],
    ['other', 'plan.pptx', true],
    ['other', 'photo.webp', true],
    ['other', 'setup.exe', false],
    ['other', 'noextension', false],
  ] as const)('%s takes %s: %s', (category, name, accepted) => {
    expect(isAcceptedFileName(category, name)).toBe(accepted);
  });

  it('offers the types in the file input', () => {
    expect(acceptAttribute('fonts')).toBe('.ttf,.otf,.woff,.woff2,.zip');
    expect(acceptAttribute('other')).toContain('video/*');
  });
});
