/**
 * The image analysis on generated images with known answers (issue 19): measured with the real libraries (sharp,
 * tesseract.js offline, node-vibrant), no stack needed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '@functions/lib/video/ffmpeg';
import { analyseImage } from '@functions/scoring/analyse-image';
import { analyseVideo } from '@functions/scoring/analyse-video';
import { openOcr, type OcrSession } from '@functions/scoring/ocr';

let ocr: OcrSession;
beforeAll(async () => {
  ocr = await openOcr();
});
afterAll(async () => {
  await ocr.close();
});

const svgPng = (width: number, height: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)).png().toBuffer();

/** Text lines filling the top half: black bold capitals from edge to edge, lines touching. */
const halfText = () =>
  svgPng(
    1000,
    1000,
    `<rect width="1000" height="1000" fill="#ffffff"/>` +
      ['SUMMER SALE', 'FRESH TASTE', 'ZERO SUGAR', 'BUY IT NOW', 'SPARKLE ON'].map((t, i) => `<text x="500" y="${i * 100 + 86}" text-anchor="middle" textLength="960" lengthAdjust="spacingAndGlyphs" font-family="DejaVu Sans" font-weight="bold" font-size="118" fill="#000">${t}</text>`).join(''),
  );

describe('text proportion and recognised text', () => {
  it('reads a frame half covered by rendered text as about 50 %, with its words', async () => {
    const analysis = await analyseImage(await halfText(), ocr);
    expect(analysis.textProportion).toBeGreaterThan(0.4);
    expect(analysis.textProportion).toBeLessThan(0.6);
    expect(analysis.text).toContain('SUMMER SALE');
    expect(analysis.text).toContain('ZERO SUGAR');
    // black on white: the WCAG ratio is near its maximum of 21
    expect(analysis.textContrast).toBeGreaterThan(12);
  }, 60_000);

  it('reads a frame without text as 0 % and no text contrast', async () => {
    const analysis = await analyseImage(await svgPng(600, 600, '<rect width="600" height="600" fill="#3366cc"/><circle cx="300" cy="300" r="120" fill="#ffcc00"/>'), ocr);
    expect(analysis.textProportion).toBe(0);
    expect(analysis.text).toBe('');
    expect(analysis.textContrast).toBeNull();
  }, 60_000);
});

describe('dominant colours', () => {
  it('finds the two colours of a two-colour image with their shares', async () => {
    const png = await svgPng(300, 100, '<rect width="200" height="100" fill="#ff0000"/><rect x="200" width="100" height="100" fill="#0000ff"/>');
    const { dominantColors } = await analyseImage(png, ocr);
    expect(dominantColors).toHaveLength(2);
    const [first, second] = dominantColors;
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    // red covers two thirds, blue one third (the quantizer keeps 5 bits a channel: #fc0404 is red)
    expect(rgb(first!.hex)[0]).toBeGreaterThan(240);
    expect(rgb(first!.hex)[2]).toBeLessThan(16);
    expect(first!.share).toBeCloseTo(2 / 3, 1);
    expect(rgb(second!.hex)[2]).toBeGreaterThan(240);
    expect(rgb(second!.hex)[0]).toBeLessThan(16);
    expect(second!.share).toBeCloseTo(1 / 3, 1);
  }, 60_000);
});

describe('safe space', () => {
  it('leaves the borders of a centred object free', async () => {
    const png = await svgPng(800, 800, '<rect width="800" height="800" fill="#f4f4f4"/><rect x="300" y="300" width="200" height="200" fill="#c0392b"/>');
    const { safeSpace } = await analyseImage(png, ocr);
    const sides = Object.fromEntries(safeSpace.regions.map((r) => [r.side, r]));
    for (const side of ['top', 'bottom', 'left', 'right']) expect(sides[side]?.[side === 'top' || side === 'bottom' ? 'height' : 'width']).toBeGreaterThan(0.3);
    expect(safeSpace.freeShare).toBeGreaterThan(0.8);
    // sharp's attention strategy looks at the object
    expect(safeSpace.focus!.x).toBeCloseTo(0.5, 1);
    expect(safeSpace.focus!.y).toBeCloseTo(0.5, 1);
  }, 60_000);

  it("says whether a 9:16 story's platform safe zones are free", async () => {
    const clean = await svgPng(540, 960, '<rect width="540" height="960" fill="#222"/><circle cx="270" cy="480" r="150" fill="#2ecc71"/>');
    const zones = (await analyseImage(clean, ocr)).safeSpace.platformZones;
    expect(zones.map((z) => [z.side, z.free])).toEqual([['top', true], ['bottom', true]]);
    const covered = await svgPng(540, 960, '<rect width="540" height="960" fill="#222"/><rect y="860" width="540" height="100" fill="#f1c40f"/>');
    const bottom = (await analyseImage(covered, ocr)).safeSpace.platformZones.find((z) => z.side === 'bottom');
    expect(bottom?.free).toBe(false);
    const square = (await analyseImage(await svgPng(500, 500, '<rect width="500" height="500" fill="#222"/>'), ocr)).safeSpace.platformZones;
    expect(square).toEqual([]);
  }, 60_000);
});

describe('the scores', () => {
  it('rank a blurred grey frame below a sharp, colourful, uncluttered one, with their parts', async () => {
    const grey = await sharp(await svgPng(600, 600, '<rect width="600" height="600" fill="#808080"/><circle cx="300" cy="300" r="100" fill="#888"/>')).blur(20).png().toBuffer();
    const vivid = await svgPng(600, 600, '<rect width="600" height="600" fill="#1e3799"/><circle cx="300" cy="300" r="160" fill="#f6b93b"/><rect x="505" y="505" width="60" height="60" fill="#e55039"/>');
    const [a, b] = [await analyseImage(grey, ocr), await analyseImage(vivid, ocr)];
    expect(b.aesthetics.score).toBeGreaterThan(a.aesthetics.score + 30);
    expect(b.memorability.score).toBeGreaterThan(a.memorability.score);
    expect(a.aesthetics.parts.map((p) => p.key)).toEqual(['colourfulness', 'contrast', 'sharpness', 'clutter', 'textProportion']);
    // the small square apart in the corner reads as a mark (logo heuristic)
    expect(b.logo).toMatchObject({ present: true, source: 'corner-mark' });
  }, 60_000);
});

describe('video creatives', () => {
  it("are analysed on key frames: the duration, the first frame's text, and the text of every frame", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scoring-video-'));
    try {
      // 2 s of the half-text frame, then 2 s of a plain blue frame
      writeFileSync(join(dir, 'text.png'), await halfText());
      const out = join(dir, 'creative.mp4');
      const run = await runFfmpeg(['-y', '-loop', '1', '-t', '2', '-i', join(dir, 'text.png'), '-f', 'lavfi', '-t', '2', '-i', 'color=c=0x3366cc:s=1000x1000:r=25', '-filter_complex', '[0:v]fps=25,format=yuv420p[a];[1:v]format=yuv420p[b];[a][b]concat=n=2:v=1:a=0', '-pix_fmt', 'yuv420p', out]);
      expect(run.code, run.stderr).toBe(0);
      const analysis = await analyseVideo(out, ocr);
      expect(analysis.video).toEqual({ durationMs: expect.any(Number), frames: 4, firstFrame: { text: true, logo: expect.any(Boolean) } });
      expect(analysis.video!.durationMs).toBeGreaterThan(3800);
      expect(analysis.video!.durationMs).toBeLessThan(4200);
      // the first frame's text proportion; the words of the frames that show them
      expect(analysis.textProportion).toBeGreaterThan(0.4);
      expect(analysis.text).toContain('SUMMER SALE');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
