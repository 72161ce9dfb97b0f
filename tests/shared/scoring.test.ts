/** The pure scoring rules (shared/domain/scoring.ts) on known answers. */
import {
  aestheticsScore,
  bandLift,
  bandOf,
  contrastRatio,
  cornerMark,
  coveredShare,
  fittedRect,
  memorabilityScore,
  performanceByBand,
  pixelStats,
  platformZones,
  relativeLuminance,
  safeRegions,
  type SaliencyGrid,
} from '@shared/domain/scoring';

const grid = (size: number, salient: [number, number][]): SaliencyGrid => {
  const cells = Array.from({ length: size * size }, () => false);
  for (const [x, y] of salient) cells[y * size + x] = true;
  return { size, salient: cells };
};
const flat = (w: number, h: number, rgb: [number, number, number]) => ({ width: w, height: h, data: new Uint8Array(Array.from({ length: w * h }, () => rgb).flat()) });

describe('measures', () => {
  it('covers the union of boxes once (overlaps not counted twice), clipped to the frame', () => {
    expect(coveredShare([{ x0: 0, y0: 0, x1: 50, y1: 100 }], 100, 100)).toBe(0.5);
    expect(coveredShare([{ x0: 0, y0: 0, x1: 50, y1: 100 }, { x0: 25, y0: 0, x1: 75, y1: 100 }], 100, 100)).toBe(0.75);
    expect(coveredShare([{ x0: -20, y0: -20, x1: 200, y1: 10 }], 100, 100)).toBeCloseTo(0.1);
    expect(coveredShare([], 100, 100)).toBe(0);
  });

  it('gives WCAG ratios: black on white 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio(relativeLuminance(0, 0, 0), relativeLuminance(255, 255, 255))).toBeCloseTo(21, 5);
    expect(contrastRatio(relativeLuminance(10, 120, 200), relativeLuminance(10, 120, 200))).toBe(1);
  });

  it('reads a flat grey frame as not colourful, without contrast, edges or sharpness', () => {
    expect(pixelStats(flat(20, 20, [128, 128, 128]))).toEqual({ colourfulness: 0, contrast: 0, sharpness: 0, clutter: 0 });
    // pure red: rg = 255, yb = 127.5, no spread: 0.3 x sqrt(255² + 127.5²)
    expect(pixelStats(flat(20, 20, [255, 0, 0])).colourfulness).toBeCloseTo(85.53, 1);
  });
});

describe('safe space, zones, logo', () => {
  it('measures free bands from each side', () => {
    const regions = safeRegions(grid(4, [[1, 1], [2, 2]]));
    expect(regions).toEqual([
      { side: 'top', x: 0, y: 0, width: 1, height: 0.25 },
      { side: 'bottom', x: 0, y: 0.75, width: 1, height: 0.25 },
      { side: 'left', x: 0, y: 0, width: 0.25, height: 1 },
      { side: 'right', x: 0.75, y: 0, width: 0.25, height: 1 },
    ]);
  });

  it("checks a 9:16 frame's Meta story zones, and none for other ratios", () => {
    const bottomCovered = grid(16, [[5, 15]]);
    expect(platformZones(1080, 1920, bottomCovered).map((z) => [z.side, z.free])).toEqual([['top', true], ['bottom', false]]);
    expect(platformZones(1080, 1080, bottomCovered)).toEqual([]);
  });

  it('finds a mark alone in a corner, not content reaching into the frame', () => {
    expect(cornerMark(grid(16, [[14, 14], [15, 14]]))).toEqual({ present: true, share: 2 / 256, source: 'corner-mark' });
    expect(cornerMark(grid(16, [[14, 14], [12, 14]])).present).toBe(false);
  });
});

describe('scores', () => {
  const base = { colourfulness: 85, contrast: 0.2, sharpness: 1000, clutter: 0.05, textProportion: 0.1, textContrast: 4.5, logo: { present: true, share: 0.05, source: 'corner-mark' as const } };
  it('are 100 when every part is at its best, with the weights documented', () => {
    const a = aestheticsScore(base);
    expect(a.score).toBe(100);
    expect(a.parts.map((p) => [p.key, p.weight])).toEqual([['colourfulness', 0.2], ['contrast', 0.2], ['sharpness', 0.2], ['clutter', 0.2], ['textProportion', 0.1], ['textContrast', 0.1]]);
    expect(memorabilityScore(base).score).toBe(100);
  });
  it('leave text contrast out without text and count a missing logo as 0', () => {
    const noText = aestheticsScore({ ...base, textProportion: 0, textContrast: null });
    expect(noText.parts.map((p) => p.key)).not.toContain('textContrast');
    expect(noText.score).toBe(100);
    expect(memorabilityScore({ ...base, logo: { present: false, share: 0, source: 'none' } }).score).toBe(70);
  });
});

describe('performance by band', () => {
  it('sums rates per band and compares high over low', () => {
    const facts = [
      { property: { aesthetics: 80, memorability: 50, textProportion: 10 }, impressions: 10_000, clicks: 200, completions: 0 },
      { property: { aesthetics: 20, memorability: 50, textProportion: 10 }, impressions: 10_000, clicks: 100, completions: 0 },
    ];
    const bands = performanceByBand(facts);
    expect(bands.aesthetics.map((b) => [b.band, b.creatives, b.ctr])).toEqual([['low', 1, 0.01], ['medium', 0, null], ['high', 1, 0.02]]);
    expect(bandLift(bands.aesthetics, 'ctr')).toBe(2);
    // everything in one band: nothing to compare
    expect(bandLift(bands.memorability, 'ctr')).toBeNull();
    expect(bandOf(70)).toBe('high');
    expect(bandOf(69)).toBe('medium');
    expect(bandOf(39)).toBe('low');
  });

  it('finds a template inside its thumbnail', () => {
    expect(fittedRect({ width: 970, height: 250 }, { width: 500, height: 500 })).toEqual({ left: 0, top: 185, width: 500, height: 129 });
  });
});
