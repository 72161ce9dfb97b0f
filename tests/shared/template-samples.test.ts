/**
 * Every sample template shipped in docs/templates/samples uploads as the contract says: its zip passes the layout
 * checks (flat and wrapped in its folder), its name gives its size, and its entry HTML declares the expected fields.
 */
import { unzipSync } from 'fflate';
import { checkTemplateZip, decodeTemplateHtml, listZipEntries, parseTemplateHtml, parseTemplateName } from '@shared/domain/templates';
import { templateSampleNames, zipTemplateSample } from '@infra/local/template-samples';

const EXPECTED: Record<string, { size: string; fields: [string, string][]; possible?: Record<string, string[]>; optional?: string[]; warnings?: string[] }> = {
  '300x250-sparkle-summer': {
    size: '300x250',
    fields: [['frame1Headline', 'text'], ['frame1Subheadline', 'text'], ['frame1Image', 'image'], ['logo1', 'image'], ['ctaText1', 'text'], ['landingPage1', 'url'], ['bgColor', 'text'], ['trigger', 'text']],
    possible: { trigger: ['left', 'right', 'none'] },
    optional: ['frame1Subheadline'],
  },
  '728x90-sparkle-summer': {
    size: '728x90',
    fields: [['frame1Headline', 'text'], ['logo1', 'image'], ['frame1Packshot', 'image'], ['ctaText1', 'text'], ['ctaColor1', 'text'], ['landingPage1', 'url']],
  },
  '970x250-sparkle-summer': {
    size: '970x250',
    fields: [['Headline', 'text'], ['Body_Copy', 'text'], ['Main_Image', 'image'], ['Logo_Image', 'image'], ['Exit_URL', 'url'], ['Cta_Text', 'text']],
  },
  '300x600-sparkle-summer': {
    size: '300x600',
    fields: [['frame1Headline', 'text'], ['frame2Headline', 'text'], ['frame1Roundel', 'image'], ['frame2ProductImage', 'image'], ['logo1', 'image'], ['price1', 'text'], ['currency', 'text'], ['legal1', 'text'], ['animationType', 'text'], ['fontColor1', 'text']],
    possible: { animationType: ['fade', 'slide'] },
    optional: ['legal1'],
  },
  '1080x1080-sparkle-summer-meta': {
    size: '1080x1080',
    // the frame's fields, then Meta's publishing fields (001 3), so its creatives can be published
    fields: [['frame1Headline', 'text'], ['frame1Background', 'image'], ['frame1Packshot', 'image'], ['logo1', 'image'], ['ctaText1', 'text'], ['primaryText', 'text'], ['websiteURL', 'text'], ['callToAction', 'text']],
    warnings: ['clickTagMissing'],
  },
  '640x360-sparkle-summer-video': {
    size: '640x360',
    fields: [['videoUrl1', 'video'], ['frame1Headline', 'text'], ['ctaText1', 'text'], ['landingPage1', 'url']],
    // the ads manager takes no video inside an HTML5 zip
    warnings: ['platformFileType'],
  },
};

test('the six samples of the contract are shipped: four display master sizes, a Meta square, a video', () => {
  expect(templateSampleNames()).toEqual(Object.keys(EXPECTED).sort());
});

describe.each(Object.entries(EXPECTED))('%s', (name, expected) => {
  it.each([false, true])('uploads (wrapped in its folder: %s) with its size, fields and warnings', (wrapped) => {
    const { fileName, zip } = zipTemplateSample(name, { wrapped });
    const named = parseTemplateName(fileName);
    expect(named.sizeLabel).toBe(expected.size);
    const layout = checkTemplateZip(listZipEntries(zip), zip.length);
    expect(layout.entry).toBe(wrapped ? `${name}/index.html` : 'index.html');
    const files = unzipSync(zip);
    const parsed = parseTemplateHtml(decodeTemplateHtml(files[layout.entry]!, layout.entry), named.size);
    expect(parsed.isStatic).toBe(false);
    expect(parsed.adSize).toEqual(named.size);
    expect(parsed.dynamicFields.map((f) => [f.name, f.type])).toEqual(expected.fields);
    expect(parsed.possibleValues).toEqual(expected.possible ?? {});
    expect(parsed.dynamicFields.filter((f) => f.optional).map((f) => f.name)).toEqual(expected.optional ?? []);
    expect([...layout.warnings, ...parsed.warnings].map((w) => w.code)).toEqual(expected.warnings ?? []);
    // every image and video default is a file of the zip
    for (const field of parsed.dynamicFields.filter((f) => f.type === 'image' || f.type === 'video')) {
      expect(files[layout.root + field.defaultValue], field.name).toBeDefined();
    }
  });
});

test('the video sample is small and its mp4 is named as a video template', () => {
  const { zip } = zipTemplateSample('640x360-sparkle-summer-video');
  const mp4 = listZipEntries(zip).find((e) => e.path.endsWith('.mp4'))!;
  expect(parseTemplateName(mp4.path).sizeLabel).toBe('640x360');
  expect(mp4.size).toBeLessThan(100 * 1024);
});
