/**
 * The template contract (shared/domain/templates.ts, docs/templates.md): every message it can answer, the field types
 * of 002's variable naming, the zip layout and its refusals, the player's bootstrap placement.
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { TEMPLATE_MESSAGES } from '@shared/messages';
import {
  checkTemplateZip,
  decodeTemplateHtml,
  encodePlayerValues,
  inferFieldType,
  listZipEntries,
  parseTemplateHtml,
  parseTemplateName,
  playerHtml,
  templateFileType,
  TemplateParseError,
  type ZipEntryInfo,
} from '@shared/domain/templates';

const SIZE = { width: 300, height: 250 };
const page = (script: string, head = '<meta name="ad.size" content="width=300,height=250">') =>
  `<!doctype html><html><head>${head}<script>${script}</script></head><body><a href="#" onclick="window.open(clickTag)">Go</a></body></html>`;
const parse = (script: string) => parseTemplateHtml(page(script), SIZE);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateParseError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};
const entry = (path: string, size = 100, extra: Partial<ZipEntryInfo> = {}): ZipEntryInfo => ({
  path, size, compressedSize: Math.ceil(size / 2), isSymlink: false, isDirectory: path.endsWith('/'), ...extra,
});

describe('template names (002 8, 001 9)', () => {
  it('reads the size from WxH-name', () => {
    expect(parseTemplateName('300x250-sparkle-summer.zip')).toEqual({
      name: '300x250-sparkle-summer', shortName: 'sparkle-summer', size: { width: 300, height: 250 }, sizeLabel: '300x250', kind: 'fixed',
    });
    expect(parseTemplateName('C:\\fakepath\\728x90-leaderboard.zip').size).toEqual({ width: 728, height: 90 });
    expect(parseTemplateName('1080x1080-meta-square.html').sizeLabel).toBe('1080x1080');
  });

  it.each(['responsive-summer.zip', 'vpaid-intro.mp4', 'responsiveDisplay-x.zip', 'gaResponsiveDisplay-y.zip'])('%s defaults to 640x360', (file) => {
    expect(parseTemplateName(file).size).toEqual({ width: 640, height: 360 });
  });

  it.each(['summer.zip', '300x250.zip', '300x250-.zip', '-summer.zip', ''])("'%s': the name's format message", (file) => {
    expect(refusal(() => parseTemplateName(file))).toBe('Template parse error: template name has wrong format');
  });

  it.each(['summer-300x250.zip', '300-summer.zip', '300x250x1-summer.zip', '0x250-summer.zip', 'ax250-summer.zip', '300x-summer.zip'])(
    "'%s': the size's format message",
    (file) => {
      expect(refusal(() => parseTemplateName(file))).toBe('size in template name has wrong format');
    },
  );
});

describe('template files', () => {
  it('a zip is an HTML5 template, an mp4, mov, webm or m4v a video template; anything else is refused', () => {
    expect(['300x250-a.zip', '640x360-b.MP4', '640x360-c.mov', '640x360-d.webm', '640x360-e.m4v'].map(templateFileType)).toEqual([
      'html5', 'video', 'video', 'video', 'video',
    ]);
    for (const file of ['300x250-a.html', '300x250-a.rar', '300x250-a']) {
      expect(refusal(() => templateFileType(file))).toBe('A template is a zip of an HTML5 creative or a video (mp4, mov, webm or m4v)');
    }
  });
});

describe('field types from 002 Template dynamic variable naming', () => {
  it.each([
    ['frame1Headline', 'text'], ['frame1Headline5', 'text'], ['frame2Subheadline', 'text'], ['frame1Image', 'image'],
    ['frame3Background', 'image'], ['frame1Packshot', 'image'], ['frame1FlashSaleImg', 'image'], ['flashSaleImg1', 'image'],
    ['frame1Roundel', 'image'], ['frame1FontSize', 'text'], ['frame1UiElement', 'text'], ['frame1BackgroundMask', 'image'],
    ['frame1Overlay', 'text'], ['frame1ProductImage', 'image'], ['logo1', 'image'], ['logo6', 'image'], ['currencyRate1', 'text'],
    ['subLogo', 'image'], ['ctaText1', 'text'], ['animationType', 'text'], ['trigger1', 'text'], ['landingPage1', 'url'],
    ['landingPage4', 'url'], ['dateVariable', 'text'], ['customVariable5', 'text'], ['locationName', 'text'], ['videoUrl1', 'video'],
    ['videoUrl4', 'video'], ['baseVideo10', 'video'], ['baseAudio1', 'audio'], ['baseImage6', 'image'], ['ctaImage1', 'image'],
    ['imageTags', 'text'], ['fontColor1', 'text'], ['ctaColor1', 'text'], ['startDate', 'text'], ['endDate', 'text'],
    ['readableLabel', 'text'], ['bgColor', 'text'], ['legal1', 'text'], ['legalButton', 'text'], ['price3', 'text'],
    ['fontName', 'text'], ['currency', 'text'], ['city', 'text'], ['disclaimer', 'text'], ['disclaimerColor', 'text'],
    ['disclaimerSize', 'text'], ['boilerplate', 'image'], ['image1', 'image'], ['background', 'image'],
  ] as const)('%s is %s', (name, type) => {
    expect(inferFieldType(name)).toBe(type);
  });
});

describe('declarations in the entry HTML', () => {
  it('reads defaultValues and possibleValues written as real templates write them', () => {
    const parsed = parse(`
      // values the ad shows when nothing is injected
      var defaultValues = {
        frame1Headline: "Summer's here",
        'frame1Image': 'images/summer.png', /* a still */
        "landingPage1": "https://example.com/?a=1&b=2",
        trigger: 'left',
        price1: 2.5,
        showLegal: true,
        legal1: 'Terms ' +
          'apply',
      };
      var possibleValues = { trigger: "left, right,none", price1: [2.5, '3.5'], };
      var defaultValuesCommented; // var defaultValues = {nope: 1}
    `);
    expect(parsed.isStatic).toBe(false);
    expect(parsed.defaultValues).toEqual({
      frame1Headline: "Summer's here", frame1Image: 'images/summer.png', landingPage1: 'https://example.com/?a=1&b=2', trigger: 'left',
      price1: '2.5', showLegal: 'true', legal1: 'Terms apply',
    });
    expect(parsed.dynamicFields.map((f) => [f.name, f.type])).toEqual([
      ['frame1Headline', 'text'], ['frame1Image', 'image'], ['landingPage1', 'url'], ['trigger', 'text'], ['price1', 'text'],
      ['showLegal', 'text'], ['legal1', 'text'],
    ]);
    expect(parsed.dynamicFields.find((f) => f.name === 'trigger')!.possibleValues).toEqual(['left', 'right', 'none']);
    expect(parsed.possibleValues).toEqual({ trigger: ['left', 'right', 'none'], price1: ['2.5', '3.5'] });
    expect(parsed.warnings).toEqual([]);
  });

  it.each([
    ['a call', 'var defaultValues = getDefaults();'],
    ['a nested object', 'var defaultValues = { frame1Headline: { text: "x" } };'],
    ['a variable', 'var defaultValues = { frame1Headline: headline };'],
    ['an unclosed object', 'var defaultValues = { frame1Headline: "x" '],
    ['an expression after the literal', 'var defaultValues = { a: "x" } || window.other;'],
    ['a template substitution', 'var defaultValues = { a: `x${1}` };'],
    ['not an object', 'var defaultValues = ["x"];'],
    ['possible values without defaults', 'var possibleValues = { trigger: "left,right" };'],
    ['a malformed Studio profile', 'var devDynamicContent = {}; devDynamicContent.Feed[0].Headline = makeHeadline();'],
  ])("%s: 'Wrong template default values'", (_label, script) => {
    expect(refusal(() => parse(script))).toBe('Wrong template default values');
  });

  it.each([
    ['a call', 'var defaultValues = { trigger: "left" }; var possibleValues = build();'],
    ['an empty option', 'var defaultValues = { trigger: "left" }; var possibleValues = { trigger: "left,,right" };'],
    ['a number list with objects', 'var defaultValues = { trigger: "left" }; var possibleValues = { trigger: [{}] };'],
    ['a field that is not declared', 'var defaultValues = { trigger: "left" }; var possibleValues = { animationType: "fade,slide" };'],
  ])("%s: 'Wrong template possible values'", (_label, script) => {
    expect(refusal(() => parse(script))).toBe('Wrong template possible values');
  });

  it('reads dynamic image sizes as "WxH", [W, H] or {width, height}', () => {
    const parsed = parse(`var defaultValues = { frame1Image: 'a.png', logo1: 'l.png', frame1Background: 'b.png' };
      var dynamicImageSizes = { frame1Image: "300x125", logo1: [120, 60], frame1Background: { width: 300, height: 250 } };`);
    expect(parsed.dynamicImageSizes).toEqual({ frame1Image: { width: 300, height: 125 }, logo1: { width: 120, height: 60 }, frame1Background: SIZE });
  });

  it.each(['"300x"', '[300]', '[300, 250.5]', '["300", "250"]', '{ width: 300 }', '[0, 250]', 'true', 'makeSize()'])(
    "dynamic image size %s: 'Template has malformed dynamic image sizes code'",
    (value) => {
      expect(refusal(() => parse(`var defaultValues = { frame1Image: 'a.png' }; var dynamicImageSizes = { frame1Image: ${value} };`))).toBe(
        'Template has malformed dynamic image sizes code',
      );
    },
  );

  it('marks optional fields, and refuses optional names that are not fields', () => {
    const parsed = parse('var defaultValues = { legal1: "", frame1Headline: "Hi" }; var optionalFields = ["legal1"];');
    expect(parsed.dynamicFields.map((f) => [f.name, f.optional ?? false])).toEqual([['legal1', true], ['frame1Headline', false]]);
    expect(refusal(() => parse('var defaultValues = { legal1: "" }; var optionalFields = ["legal2"];'))).toBe(TEMPLATE_MESSAGES.optionalFields);
  });

  it('a plain banner declaring nothing is a static template', () => {
    const parsed = parseTemplateHtml(page('document.body.className = "ready";'), SIZE);
    expect(parsed).toMatchObject({ isStatic: true, dynamicFields: [], defaultValues: {}, possibleValues: {}, hasClickTag: true });
  });
});

describe('Meta publishing fields', () => {
  const META = { width: 1080, height: 1080 };
  const metaPage = (defaults: string) => page(`var defaultValues = ${defaults};`, '<meta name="ad.size" content="width=1080,height=1080">');
  const metaWarnings = (defaults: string, size = META) => parseTemplateHtml(metaPage(defaults), size).warnings.filter((w) => w.code === 'metaFieldsMissing');

  it('a Meta size without the publishing fields says at upload which ones Meta publishing needs', () => {
    expect(metaWarnings('{ frame1Headline: "Hi", ctaText1: "Shop now" }')).toEqual([
      { code: 'metaFieldsMissing', platform: 'facebook', message: 'Meta publishing needs Primary text, Website URL, Call to action: add them to defaultValues as primaryText, websiteURL and callToAction' },
    ]);
    expect(metaWarnings('{ primaryText: "Zero sugar", websiteURL: "https://x.example", headline: "Hi" }')[0]!.message).toMatch(/^Meta publishing needs Call to action:/);
  });

  it("takes the publishing names or Meta's own, and asks nothing of a display size", () => {
    expect(metaWarnings('{ primaryText: "a", websiteURL: "https://x.example", callToAction: "Shop now" }')).toEqual([]);
    expect(metaWarnings('{ "Text": "a", "Website URL": "https://x.example", CTA: "Shop now" }')).toEqual([]);
    expect(metaWarnings('{ frame1Headline: "Hi" }', SIZE)).toEqual([]);
  });
});

describe('template zips', () => {
  it('finds index.html at the root, or the only HTML there, and strips one wrapping folder', () => {
    expect(checkTemplateZip([entry('index.html'), entry('images/a.png')], 1000)).toMatchObject({ entry: 'index.html', root: '' });
    expect(checkTemplateZip([entry('300x250-summer.html'), entry('ad.js')], 1000).entry).toBe('300x250-summer.html');
    const wrapped = checkTemplateZip(
      [entry('summer/'), entry('summer/index.html'), entry('summer/images/a.png'), entry('__MACOSX/summer/._index.html'), entry('summer/.DS_Store')],
      1000,
    );
    expect(wrapped).toMatchObject({ entry: 'summer/index.html', root: 'summer/', files: ['summer/index.html', 'summer/images/a.png'] });
  });

  it('refuses a zip without an entry HTML, or with several and no index.html', () => {
    expect(refusal(() => checkTemplateZip([entry('images/a.png'), entry('pages/index.html')], 100))).toBe(
      'Template zip has no entry HTML: put index.html at the root of the zip',
    );
    expect(refusal(() => checkTemplateZip([entry('a.html'), entry('b.html')], 100))).toBe(
      'Template zip has several HTML files at its root (a.html, b.html): name the entry index.html',
    );
  });

  it.each(['../evil.html', 'images/../../evil.png', '/etc/passwd', 'C:\\Windows\\evil.dll', 'c:/evil.js', 'a\\..\\..\\evil.js'])(
    'refuses the path %s',
    (path) => {
      expect(refusal(() => checkTemplateZip([entry('index.html'), entry(path)], 100))).toBe(`Template zip entry ${path} points outside the template`);
    },
  );

  it('refuses symbolic links, read from a real zip made with a Unix link entry', () => {
    const zip = zipSync({ 'index.html': strToU8('<p>'), link: [strToU8('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] } as Zippable);
    const entries = listZipEntries(zip);
    expect(entries.map((e) => [e.path, e.isSymlink])).toEqual([['index.html', false], ['link', true]]);
    expect(refusal(() => checkTemplateZip(entries, zip.length))).toBe('Template zip entry link is a symbolic link');
  });

  it('refuses zip bombs: compression ratio, unpacked total, entry count, zip size', () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const bomb = zipSync({ 'index.html': strToU8('<p>'), 'big.bin': zeros }, { level: 9 });
    expect(refusal(() => checkTemplateZip(listZipEntries(bomb), bomb.length))).toBe(
      'Template zip entry big.bin is compressed more than 100 times: it looks like a zip bomb',
    );
    const many = Array.from({ length: 11 }, (_, i) => entry(`big${i}.bin`, 20 * 1024 * 1024, { compressedSize: 10 * 1024 * 1024 }));
    expect(refusal(() => checkTemplateZip([entry('index.html'), ...many], 5000))).toBe('Template zip unpacks to more than 200 MB');
    const lots = Array.from({ length: 1001 }, (_, i) => entry(`f${i}.js`));
    expect(refusal(() => checkTemplateZip(lots, 5000))).toBe('Template zip has more than 1000 files');
    expect(refusal(() => checkTemplateZip([entry('index.html')], 101 * 1024 * 1024))).toBe('Template zip is larger than 100 MB');
  });

  it('unzipping with fflate never unpacks more than the directory declares (the caps hold)', () => {
    const zip = zipSync({ 'index.html': strToU8('<p>'), 'a.txt': new Uint8Array(1_000_000).fill(65) }, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset);
    // the zip lies: 1,000 bytes in the local header of a.txt and in its directory entry
    const local = zip.findIndex((_, i) => view.getUint32(i, true) === 0x04034b50 && i > 0);
    view.setUint32(local + 22, 1000, true);
    const central = zip.findIndex((_, i) => i + 4 <= zip.length && view.getUint32(i, true) === 0x02014b50 && zip[i + 46] === 0x61);
    view.setUint32(central + 24, 1000, true);
    expect(listZipEntries(zip).map((e) => [e.path, e.size])).toEqual([['index.html', 3], ['a.txt', 1000]]);
    expect(unzipSync(zip)['a.txt']!.length).toBe(1000);
  });

  it('refuses what is not a zip', () => {
    expect(refusal(() => listZipEntries(strToU8('<html>not a zip</html>')))).toBe('Template file is not a readable zip');
  });

  it('warns per platform: the display ad server 100 files and 9.5 MB, the ads manager 150 KB, 40 files and its file types', () => {
    const files = [entry('index.html'), ...Array.from({ length: 120 }, (_, i) => entry(`images/${i}.png`)), entry('fonts/a.woff2')];
    const { warnings } = checkTemplateZip(files, 10 * 1024 * 1024);
    expect(warnings).toEqual([
      { code: 'platformFiles', platform: 'google', message: 'The display ad server takes at most 100 files in a zip; this one has 122' },
      { code: 'platformBytes', platform: 'google', message: 'The display ad server takes zips of at most 9.5 MB; this one is 10 MB' },
      { code: 'platformFiles', platform: 'gads', message: 'The ads manager takes at most 40 files in a zip; this one has 122' },
      { code: 'platformBytes', platform: 'gads', message: 'The ads manager takes zips of at most 150 KB; this one is 10 MB' },
      { code: 'platformFileType', platform: 'gads', message: 'The ads manager does not take .woff2 in a zip' },
    ]);
    expect(checkTemplateZip([entry('index.html'), entry('a.png')], 100 * 1024).warnings).toEqual([]);
  });
});

describe('encoding', () => {
  it('decodes UTF-8 (dropping a byte-order mark) and refuses anything else with the file named', () => {
    expect(decodeTemplateHtml(new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('<p>Grüße</p>')]), 'index.html')).toBe('<p>Grüße</p>');
    const latin1 = new Uint8Array([...strToU8('<p>Gr'), 0xfc, ...strToU8('e</p>')]);
    expect(refusal(() => decodeTemplateHtml(latin1, 'summer/index.html'))).toBe('Template HTML must be saved as UTF-8 text: summer/index.html is not');
  });
});

describe('the player bootstrap', () => {
  it('goes first in <head>, before any template script, and the values ride in the fragment', () => {
    const html = playerHtml('<!doctype html><html><head><script>var defaultValues = {a: "1"};</script></head></html>');
    expect(html.indexOf('<head><script>(function () {')).toBeGreaterThan(0);
    expect(html.indexOf("Object.defineProperty(window, name")).toBeLessThan(html.indexOf('var defaultValues = {a'));
    expect(encodePlayerValues({ frame1Headline: 'Big & bold', bgColor: '#fff' })).toBe('frame1Headline=Big+%26+bold&bgColor=%23fff');
  });
});
