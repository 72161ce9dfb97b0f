/**
 * What a variant format's performance cell says (001 2, 001 9): 'No data' with nothing measured, 'Gathering data' until
 * the gathering metric exceeds 50 (the server's `state`), then CTR and VTR as percentages (the engine answers ratios).
 */
import { MESSAGES } from '@shared/messages';
import type { FormatPerformance } from '../api/types';

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

export function performanceLines(entry: Pick<FormatPerformance, 'ctr' | 'vtr' | 'state'> | undefined): string[] {
  if (!entry || entry.state === 'none') return [MESSAGES.noData];
  if (entry.state === 'gathering') return [MESSAGES.gatheringData];
  const lines: string[] = [];
  if (entry.ctr !== null) lines.push(`CTR ${percent(entry.ctr)}`);
  if (entry.vtr !== null) lines.push(`VTR ${percent(entry.vtr)}`);
  return lines.length ? lines : [MESSAGES.noData];
}
