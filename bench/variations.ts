/**
 * `npm run bench -- variations`: the campaign issue's figure for variation generation: 10,000 distinct variations
 * (the ad server's limit) drawn from 10^30 permutations within the 10 million iteration cap (goal < 1 s), and the
 * same 10,000 in order, each over a plain loop that builds the same number of value objects in the same run; and a
 * 10,000-row assembly CSV validated, over papaparse parsing it alone.
 */
import Papa from 'papaparse';
import { ASSEMBLY_CSV_HEADERS, validateAssemblyCsv } from '@shared/domain/assemblies';
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
