/** Dominant colours with their shares: node-vibrant's quantizer (MMCQ) over the image, no swatch filter. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Swatch {
  hex: string;
  population: number;
}
interface VibrantInstance {
  getPalette(): Promise<unknown>;
  result?: { colors: Swatch[] };
}

/** At most `count` colours, largest share first, as shares of the quantized pixels; colours under 2 % (edge blends) are left out. */
export async function dominantColors(png: Buffer, count = 5): Promise<{ hex: string; share: number }[]> {
  const { Vibrant } = require('node-vibrant/node') as { Vibrant: new (src: Buffer, opts: object) => VibrantInstance };
  const vibrant = new Vibrant(png, { colorCount: 8, quality: 1, filters: [] });
  await vibrant.getPalette();
  const colors = [...(vibrant.result?.colors ?? [])].sort((a, b) => b.population - a.population);
  const total = colors.reduce((s, c) => s + c.population, 0);
  return total
    ? colors
        .map((c) => ({ hex: c.hex, share: Math.round((c.population / total) * 1000) / 1000 }))
        .filter((c) => c.share >= 0.02)
        .slice(0, count)
    : [];
}
