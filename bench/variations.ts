/**
 * `npm run bench -- variations`: the campaign issue's figure for variation generation: 10,000 distinct variations
 * (the ad server's limit) drawn from 10^30 permutations within the 10 million iteration cap (goal < 1 s), the same
 * 10,000 in order, and 10,000 drawn over a tree's 4 sizes and hashed as generate-variations does, each over a plain
 * loop that builds the same number of value objects in the same run; and a 10,000-row assembly CSV validated, over
 * papaparse parsing it alone.
 */
import Papa from 'papaparse';
import { ASSEMBLY_CSV_HEADERS, validateAssemblyCsv } from '@shared/domain/assemblies';
import { variationsForPermutations } from '@shared/domain/personalize';
import { generateVariations, type ElementValues } from '@shared/domain/variations';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function timed(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  return median(times);
}

export async function variationsBench(): Promise<void> {
  const elements: ElementValues[] = Array.from({ length: 30 }, (_, i) => ({ name: `field${i}`, values: Array.from({ length: 10 }, (_, v) => `value ${i}.${v}`) }));
  // the reference: the same 10,000 objects of 30 values, built by a bare loop with nothing to check
  const plain = timed(() => {
    const out: Record<string, string>[] = [];
    for (let n = 0; n < 10_000; n++) out.push(Object.fromEntries(elements.map((e, i) => [e.name, e.values[(n + i) % 10]])));
    return out;
  });
  const shuffled = timed(() => generateVariations(elements, { platform: 'google', shuffleSeed: 1 }));
  const ordered = timed(() => generateVariations(elements, { platform: 'google' }));
  const { iterations } = generateVariations(elements, { platform: 'google', shuffleSeed: 1 });
  console.log(`\nVariations: 10,000 of 10^30 permutations, median of ${ROUNDS}`);
  console.log(`  shuffled (seeded draws): ${shuffled.toFixed(1)} ms (goal < 1000 ms), ${(shuffled / plain).toFixed(2)}x a plain loop building the same objects (${plain.toFixed(1)} ms); ${iterations.toLocaleString('en')} draws of the 10,000,000 allowed`);
  console.log(`  in order: ${ordered.toFixed(1)} ms, ${(ordered / plain).toFixed(2)}x the plain loop`);
  // what generate-variations computes before writing: the draws, then each variation's hash (MurmurHash3 x86_128 of
  // its values, _version_formatSuffix) and reportingHash, for a tree of 4 sizes sharing the 10,000 (2,500 each)
  const sizes = ['300x250', '728x90', '300x600', '970x250'];
  const fields = elements.map((e) => e.name);
  const hashed = timed(() =>
    sizes.flatMap((size, i) => {
      const { variations } = generateVariations(elements, { platform: 'google', shuffleSeed: i + 1, limit: 2_500 });
      return variationsForPermutations('0123456789abcdef01234567', [{ templateId: size, name: size, size, version: 1, generation: 1, fields }], variations);
    }),
  );
  console.log(`  shuffled and hashed (4 sizes x 2,500, hash and reportingHash each): ${hashed.toFixed(1)} ms (goal < 1000 ms), ${(hashed / plain).toFixed(2)}x the plain loop`);

  const csv = Papa.unparse({
    fields: [...ASSEMBLY_CSV_HEADERS],
    data: Array.from({ length: 10_000 }, (_, n) => [`Segment ${n}`, '120200000000001', `1202100${n}`, `Ad ${n}`, 's.mp4', 'h.mp4', 'v.mp4', 'Text', 'https://example.com', 'shop now', 'Headline', '', 'example.com']),
  });
  const parseOnly = timed(() => Papa.parse<string[]>(csv, { skipEmptyLines: true }));
  const validated = timed(() => {
    const [header, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    return validateAssemblyCsv(header, rows);
  });
  console.log(`  assembly CSV, 10,000 rows parsed and validated: ${validated.toFixed(1)} ms, ${(validated / parseOnly).toFixed(2)}x papaparse parsing it alone (${parseOnly.toFixed(1)} ms)`);
}
