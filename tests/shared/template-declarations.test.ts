/**
 * The template contract beyond the refusals (tests/shared/templates.test.ts): the literal reader on what real
 * templates write, Studio profiles in both forms with the types their shapes give, every warning, and where the
 * player's bootstrap goes.
 */
import { readLiteral } from '@shared/domain/template-literals';
import { parseTemplateHtml, playerHtml, TemplateParseError } from '@shared/domain/templates';

const SIZE = { width: 300, height: 250 };
const META = '<meta name="ad.size" content="width=300,height=250">';
const html = (script: string, head = META, body = '<script>var clickTag = "https://example.com";</script>') =>
  `<!doctype html><html><head>${head}<script>${script}</script></head><body>${body}</body></html>`;
const codes = (parsed: { warnings: { code: string }[] }) => parsed.warnings.map((w) => w.code);

describe('the literal reader', () => {
  it.each([
    [`"a\\"b\\n\\t\\u00e9\\u{1F680}\\x41"`, 'a"b\n\té🚀A'],
    ["'it\\'s'", "it's"],
    ['`plain template`', 'plain template'],
    ['"line \\\ncontinued"', 'line continued'],
    ['-12.5e1', -125],
    ['0x1F', 31],
    ['[1, "two", true, null, ]', [1, 'two', true, null]],
    ['{ /* c */ a: 1, // c\n "b c": { d: [] }, 3: "x", }', { a: 1, 'b c': { d: [] }, 3: 'x' }],
  ])('reads %s', (source, value) => {
    expect(readLiteral(`x = ${source};`, 4).value).toEqual(value);
  });

  it.each(['"unclosed', '{ a: 1', '{ a: b }', '"\\1"', '{ a: 1 } + 1', 'f()', '[1, 2', '{ a: 1 }.a', '"a" + b'])('refuses %s', (source) => {
    expect(() => readLiteral(source, 0)).toThrow();
  });

  it('does not let a key named __proto__ change the object', () => {
    const { value } = readLiteral('{ __proto__: "x", a: "1" }', 0);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(['__proto__', 'a']);
  });

  it('refuses nesting deeper than a declaration needs', () => {
    expect(() => readLiteral('['.repeat(40) + ']'.repeat(40), 0)).toThrow('Nested too deep');
  });
});

describe('where declarations are found', () => {
  it('window.x =, a bare assignment, any script; not commented out, not in a src or non-JS script, not in an HTML comment', () => {
    const page = `<html><head>${META}
      <!-- <script>var defaultValues = { commented: "x" };</script> -->
      <script type="text/template">var defaultValues = { template: "x" };</script>
      <script src="ad.js">var defaultValues = { ignored: "x" };</script>
      <script>/* var defaultValues = { blockComment: "x" }; */ var clickTag = "https://e.com";</script>
      <script>
        // var defaultValues = { lineComment: "x" };
        window.defaultValues = { frame1Headline: "Hello", }
        defaultValues = { later: "assignment" };
      </script></head></html>`;
    expect(parseTemplateHtml(page, SIZE).defaultValues).toEqual({ frame1Headline: 'Hello' });
    expect(parseTemplateHtml(html('defaultValues = { a: "1" }'), SIZE).defaultValues).toEqual({ a: '1' });
  });

  it('warns that let and const declarations cannot receive injected values', () => {
    const parsed = parseTemplateHtml(html('const defaultValues = { a: "1" }; let possibleValues = { a: "1,2" };'), SIZE);
    expect(parsed.warnings.map((w) => w.message)).toEqual([
      'defaultValues is declared with const: the player cannot inject values; declare it with var',
      'possibleValues is declared with let: the player cannot inject values; declare it with var',
    ]);
  });
});

describe('Studio-style devDynamicContent profiles', () => {
  it('reads row 0 of the first sheet in literal form, types from the value shapes', () => {
    const parsed = parseTemplateHtml(
      html(`var devDynamicContent = { Feed: [{
        _id: 0,
        Headline: "Hi",
        Price: 2,
        Hero: { Type: "file", Url: "hero.jpg" },
        Intro: { Type: "video", Progressive_Url: "intro.mp4", Stream_Url: "" },
        Jingle: { Type: "file", Url: "jingle.mp3" },
        Exit_URL: { Url: "https://example.com" },
        Logo: { Url: "brand.png" },
        Start: { RawValue: "2026-06-01", UtcValue: 1780272000000 },
      }, { _id: 1, Headline: "row 1 is data, not defaults" }], Other_Sheet: [{ Ignored: "x" }] };`),
      SIZE,
    );
    expect(parsed.dynamicFields.map((f) => [f.name, f.type, f.defaultValue, f.source])).toEqual([
      ['Headline', 'text', 'Hi', 'devDynamicContent'],
      ['Price', 'text', '2', 'devDynamicContent'],
      ['Hero', 'image', 'hero.jpg', 'devDynamicContent'],
      ['Intro', 'video', 'intro.mp4', 'devDynamicContent'],
      ['Jingle', 'audio', 'jingle.mp3', 'devDynamicContent'],
      ['Exit_URL', 'url', 'https://example.com', 'devDynamicContent'],
      ['Logo', 'image', 'brand.png', 'devDynamicContent'],
      ['Start', 'text', '2026-06-01', 'devDynamicContent'],
    ]);
  });

  it('reads the statement form after the sheet literal, and defaultValues win a name both declare', () => {
    const parsed = parseTemplateHtml(
      html(`var defaultValues = { Headline: "from defaultValues" };
        var devDynamicContent = {};
        devDynamicContent.Feed = [{ _id: 0, Headline: "from the profile", Body: "b" }];
        devDynamicContent.Feed[0].Video = {};
        devDynamicContent.Feed[0].Video.Type = "video";
        devDynamicContent.Feed[0].Video.Progressive_Url = "v.mp4";
        devDynamicContent.Feed[1].Body = "row 1";
        devDynamicContent.Other[0].Body = "another sheet";`),
      SIZE,
    );
    expect(parsed.dynamicFields.map((f) => [f.name, f.type, f.defaultValue])).toEqual([
      ['Headline', 'text', 'from defaultValues'],
      ['Body', 'text', 'b'],
      ['Video', 'video', 'v.mp4'],
    ]);
  });

  it.each([
    ['a sheet that is not a list', 'var devDynamicContent = { Feed: { Headline: "x" } };'],
    ['an asset with a nested object', 'var devDynamicContent = { Feed: [{ Hero: { Url: { x: 1 } } }] };'],
    ['an object of no known shape', 'var devDynamicContent = { Feed: [{ Hero: { Width: 300 } }] };'],
    ['a list as a value', 'var devDynamicContent = {}; devDynamicContent.Feed = [{}]; devDynamicContent.Feed[0].Tags = ["a"];'],
    ['not an object', 'var devDynamicContent = "x";'],
  ])("%s: 'Wrong template default values'", (_label, script) => {
    expect(() => parseTemplateHtml(html(script), SIZE)).toThrow(new TemplateParseError('defaultValues'));
  });
});

describe('warnings', () => {
  it('none for a clean template', () => {
    expect(parseTemplateHtml(html('var defaultValues = { a: "1" };'), SIZE).warnings).toEqual([]);
  });

  it('ad.size: mismatch, malformed, missing (the ads manager requires it)', () => {
    const mismatch = parseTemplateHtml(html('', '<meta content="width=728,height=90" name="ad.size">'), SIZE);
    expect(mismatch.adSize).toEqual({ width: 728, height: 90 });
    expect(mismatch.warnings).toEqual([{ code: 'adSizeMismatch', message: 'The ad.size meta tag says 728x90 but the template name says 300x250' }]);
    expect(codes(parseTemplateHtml(html('', '<meta name="ad.size" content="300x250">'), SIZE))).toEqual(['adSizeMalformed']);
    expect(parseTemplateHtml(html('', ''), SIZE).warnings).toEqual([
      { code: 'adSizeMissing', platform: 'gads', message: 'No <meta name="ad.size" content="width=300,height=250"> tag: The ads manager requires it' },
    ]);
  });

  it('clickTag: missing, or spelled otherwise', () => {
    expect(parseTemplateHtml(html('', META, '<a href="https://example.com">x</a>'), SIZE).warnings).toEqual([
      { code: 'clickTagMissing', message: 'No clickTag variable: clicks on the ad will not open its landing page' },
    ]);
    const spelled = parseTemplateHtml(html('', META, '<script>var clickTAG = "https://example.com";</script>'), SIZE);
    expect(spelled.hasClickTag).toBe(false);
    expect(spelled.warnings.map((w) => w.message)).toEqual(['The click variable is spelled clickTAG: ad servers pass clickTag']);
  });

  it('a default outside its possible values, an image size for no field, resources from other origins', () => {
    const parsed = parseTemplateHtml(
      html(
        'var defaultValues = { trigger: "up", frame1Image: "a.png" }; var possibleValues = { trigger: "left,right" }; var dynamicImageSizes = { frame9Image: "1x1" };',
        `${META}<script src="https://s0.2mdn.net/ads/studio/Enabler.js"></script><link rel="stylesheet" href="//fonts.example.com/a.css"><link rel="canonical" href="https://example.com/">`,
        '<script>var clickTag = "https://example.com";</script><img src="images/local.png"><img src="http://cdn.example.com/x.png">',
      ),
      SIZE,
    );
    expect(parsed.warnings.map((w) => w.message)).toEqual([
      'The default value of trigger is not one of its possible values',
      'Dynamic image size given for frame9Image, which is not a dynamic field',
      'The template loads https://s0.2mdn.net/ads/studio/Enabler.js from outside its zip: previews and thumbnails block it',
      'The template loads //fonts.example.com/a.css from outside its zip: previews and thumbnails block it',
      'The template loads http://cdn.example.com/x.png from outside its zip: previews and thumbnails block it',
    ]);
  });
});

describe('where playerHtml puts its bootstrap', () => {
  const at = (source: string) => playerHtml(source).indexOf('<script>(function () {');
  it.each([
    ['right after <head>', '<!doctype html><html><head><title>t</title></head></html>', '<!doctype html><html><head>'.length],
    ['after a leading meta charset', '<html><head>\n  <meta charset="utf-8"><script>x</script></head></html>', '<html><head>\n  <meta charset="utf-8">'.length],
    ['after <html> without a head', '<!doctype html><html lang="en"><body>x</body></html>', '<!doctype html><html lang="en">'.length],
    ['after the doctype alone', '<!DOCTYPE html>\n<p>x</p>', '<!DOCTYPE html>'.length],
    ['at the start of a fragment', '<p>x</p>', 0],
    ['after a byte-order mark', '\uFEFF<p>x</p>', 1],
    ['not in a commented-out head', '<!-- <head> --><html><head></head></html>', '<!-- <head> --><html><head>'.length],
  ])('%s', (_label, source, index) => {
    expect(at(source)).toBe(index);
  });

  it('keeps the template byte for byte around it', () => {
    const source = '<!doctype html><html><head><script>var defaultValues = {a: "1"};</script></head><body>é</body></html>';
    const out = playerHtml(source);
    const start = at(source);
    const end = out.indexOf('</script>', start) + '</script>'.length;
    expect(out.slice(0, start) + out.slice(end)).toBe(source);
  });
});

describe('hostile entry HTML', () => {
  // Each of these once cost a pass over the rest of the text per token (minutes at this size); each is one pass now.
  it.each([
    ['blank lines', `<script>${'\n'.repeat(200_000)}</script>`],
    ['unclosed meta tags', '<meta '.repeat(50_000)],
    ['unclosed script tags', '<script'.repeat(50_000)],
    ['unclosed comments', '<!--'.repeat(50_000)],
    ['comments before no doctype', `${'<!---->'.repeat(40)}x`],
    ['commented-out declarations', `<script>${'// var defaultValues = {}\n'.repeat(50_000)}</script>`],
    ['an endless Studio profile', `<script>${'devDynamicContent.S[0].a = 1;\n'.repeat(20_000)}</script>`],
  ])('%s: an answer, not a hang', (_label, source) => {
    let answer: unknown;
    try {
      answer = parseTemplateHtml(source, SIZE);
    } catch (error) {
      answer = error;
    }
    expect(answer instanceof TemplateParseError || (answer as { isStatic?: boolean }).isStatic === true).toBe(true);
    expect(playerHtml(source).length).toBeGreaterThan(source.length);
  });
});

describe('declarations in the template own script files', () => {
  const entry = `<!doctype html><html><head>${META}
    <script src="https://code.example.com/lib.min.js"></script>
    <script src="./js/ad.js?v=3"></script>
    <script src="js/missing.js"></script>
    <script src="../outside.js"></script>
    <script type="text/plain" src="js/notes.js"></script>
  </head><body><script>var possibleValues = { trigger: "left,right" };</script></body></html>`;
  const scripts = {
    'js/ad.js': 'var defaultValues = { frame1Headline: "From ad.js", trigger: "left" };\nvar clickTag = "https://example.com";',
    'js/notes.js': 'var defaultValues = { notes: "not a script" };',
    'outside.js': 'var defaultValues = { outside: "x" };',
  };

  it('reads a local <script src> the caller gives, in document order; other origins, missing and non-JS files are skipped', () => {
    const parsed = parseTemplateHtml(entry, SIZE, { scripts });
    expect(parsed.defaultValues).toEqual({ frame1Headline: 'From ad.js', trigger: 'left' });
    expect(parsed.possibleValues).toEqual({ trigger: ['left', 'right'] });
    expect(parsed.hasClickTag).toBe(true);
    expect(codes(parsed)).toEqual(['externalResource']);
  });

  it('without the files the same entry declares possible values without defaults', () => {
    expect(() => parseTemplateHtml(entry, SIZE)).toThrow('Wrong template default values');
  });

  it('a malformed declaration in a file is refused like one inline', () => {
    expect(() => parseTemplateHtml(entry, SIZE, { scripts: { 'js/ad.js': 'var defaultValues = load();' } })).toThrow('Wrong template default values');
  });
});

describe('plain banners from authoring tools upload as static templates, with warnings saying what is missing', () => {
  it('a canvas banner with its library from a CDN (the shape Animate exports)', () => {
    const exported = `<!DOCTYPE html>
<html><head><meta charset="UTF-8"><meta name="authoring-tool" content="Adobe_Animate_CC">
<meta name="ad.size" content="width=300,height=250"><title>banner</title>
<script>var clickTag = "https://www.example.com";</script>
<script src="https://code.createjs.com/1.0.0/createjs.min.js"></script>
<script src="banner.js"></script>
<script>var canvas, stage, exportRoot; function init() { canvas = document.getElementById("canvas"); }</script>
</head><body onload="init();" style="margin:0px;">
<a href="javascript:window.open(window.clickTag)"><div id="animation_container"><canvas id="canvas" width="300" height="250"></canvas></div></a>
</body></html>`;
    const parsed = parseTemplateHtml(exported, SIZE, { scripts: { 'banner.js': '(function (cjs, an) { var p; })(createjs = createjs||{}, AdobeAn = AdobeAn||{});' } });
    expect(parsed).toMatchObject({ isStatic: true, hasClickTag: true, adSize: SIZE });
    expect(parsed.warnings.map((w) => w.message)).toEqual([
      'The template loads https://code.createjs.com/1.0.0/createjs.min.js from outside its zip: previews and thumbnails block it',
    ]);
  });

  it('a generic ad with exit actions and no ad.size tag (the shape Web Designer exports)', () => {
    const exported = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="generator" content="Google Web Designer"><meta name="environment" content="gwd-genericad">
<style type="text/css" id="gwd-text-style">p { margin: 0px; }</style>
<script data-source="googbase_min.js" src="googbase_min.js"></script>
<script type="text/javascript" gwd-events="handlers">
  window.gwd = window.gwd || {};
  gwd.auto_TapAreaAction = function (event) { gwd.actions.gwdGenericad.exit("gwd-ad", "https://www.example.com", true, true); };
</script></head>
<body><gwd-genericad id="gwd-ad" polite-load=""><gwd-page id="page1" class="gwd-page-wrapper"><gwd-taparea id="tap"></gwd-taparea></gwd-page></gwd-genericad></body></html>`;
    const parsed = parseTemplateHtml(exported, SIZE);
    expect(parsed).toMatchObject({ isStatic: true, hasClickTag: false });
    expect(parsed.warnings.map((w) => w.code)).toEqual(['adSizeMissing', 'clickTagMissing']);
  });
});
