/** Pure rules of the rest of the asset library: feed checks, folder paths, recommendation sizes and ranking. */
import { checkFeed } from '@shared/domain/asset-feeds';
import { foldersOf, pathParts } from '@shared/domain/asset-hierarchy';
import { rankByFeedback, recommendationSizes } from '@shared/domain/asset-recommendations';

const noNodes = () => null;

describe('checkFeed', () => {
  it('numbers rows as a spreadsheet does (index + 2) and reports each problem in the spec forms', () => {
    const report = checkFeed(['name', 'URL', ' Tags '], [{ name: 'a', url: 'https://x.example/a.png', tags: 'x; y ;' }, { name: '', url: '' }], noNodes);
    expect(report.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, ['Upload failed. Please make sure you have included all required values (column "name", row 3).', 'Upload failed. Please make sure you have included all required values (column "url", row 3).']],
    ]);
    expect(report.rows[0].tags).toEqual(['x', 'y']);
    expect(report.validRows).toBe(1);
  });

  it('resolves node names and ids through the resolver and flags the unknown ones', () => {
    const resolve = (v: string) => ({ germany: 'a'.repeat(24), ['b'.repeat(24)]: 'b'.repeat(24) })[v.toLowerCase()] ?? null;
    const report = checkFeed(['name', 'url', 'nodes'], [{ name: 'a', url: 'https://x.example/a', nodes: `Germany;${'b'.repeat(24)}` }, { name: 'b', url: 'https://x.example/b', nodes: 'Mars' }], resolve);
    expect(report.rows[0]).toMatchObject({ nodeIds: ['a'.repeat(24), 'b'.repeat(24)], errors: [] });
    expect(report.rows[1].errors).toEqual(['Upload failed. Check column ["nodes"] (rows: [3])']);
  });

  it('blocks the whole feed on a file-level problem', () => {
    expect(checkFeed(['name'], [{ name: 'a' }], noNodes)).toMatchObject({ errors: ['Upload failed. CSV is missing the following columns: ["url"].'], validRows: 0 });
  });

  it('refuses names with invisible characters and URLs that are not http(s)', () => {
    const report = checkFeed(['name', 'url'], [{ name: 'a\u200b', url: 'file:///etc/passwd' }], noNodes);
    expect(report.rows[0].errors).toEqual(['Upload failed. Check column ["name"] (rows: [2])', 'Upload failed. Check column ["url"] (rows: [2])']);
  });
});

describe('folder paths', () => {
  it('takes plain relative paths and lists their folders parents first', () => {
    const paths = ['A/b/c.png', 'A/d.png', 'B/e.png', 'top.png'].map((p) => pathParts(p)!);
    expect(foldersOf(paths)).toEqual(['A', 'B', 'A/b']);
  });
  it.each(['', '/a.png', 'a/../b', 'a//b', './a', 'a\\b.png'])('refuses %j', (p) => expect(pathParts(p)).toBeNull());
});

describe('recommendation sizes and ranking', () => {
  it('takes the image sizes the concepts chose, each once; video formats need none', () => {
    const sizes = recommendationSizes([
      { facebook: { static: ['singleImage-horizontal', 'carousel'], video: ['singleVideo-square'] } },
      { google: { display: ['300x250', '970x250'] }, gads: { display: ['fixed-300x250'] } },
    ]);
    expect(sizes.map((s) => `${s.format} ${s.width}x${s.height}`)).toEqual(['horizontal 1200x628', 'square 1200x1200', '300x250 300x250', '970x250 970x250']);
  });
  it('falls back to the recommended square and vertical sizes (000 9)', () => {
    expect(recommendationSizes([{ youtube: { video: ['bumper-16x9'] } }]).map((s) => s.format)).toEqual(['square', 'vertical']);
  });
  it('sinks formats with negative feedback and keeps the order otherwise', () => {
    const items = [{ format: 'square' }, { format: 'vertical' }, { format: 'cutout' }];
    const tallies = new Map([
      ['square', { positive: 0, negative: 2 }],
      ['cutout', { positive: 1, negative: 0 }],
    ]);
    expect(rankByFeedback(items, tallies).map((i) => i.format)).toEqual(['cutout', 'vertical', 'square']);
  });
});

describe('checkFeed: URLs the fetch would refuse by their address', () => {
  const noNodes = () => null;
  it('flags loopback, private, metadata and local names at check time; the fetcher\'s allow-listed host:port passes', () => {
    const urls = ['http://169.254.169.254/latest/meta-data', 'http://[::1]/a.png', 'http://10.0.0.8/b.png', 'http://localhost:8080/c.png', 'http://user:pw@cdn.example.com/d.png', 'http://127.0.0.1:4310/e.png', 'https://cdn.example.com/f.png'];
    const report = checkFeed(['name', 'url'], urls.map((url, i) => ({ name: `f${i}.png`, url })), noNodes, new Set(['127.0.0.1:4310']));
    expect(report.rows.map((r) => r.errors.length > 0)).toEqual([true, true, true, true, true, false, false]);
    expect(report.columnErrors).toEqual(['Upload failed. Check column ["url"] (rows: [2,3,4,5,6])']);
    expect(report.validRows).toBe(2);
  });
});
