/**
 * The social video CSV of an import: parsed with papaparse, checked by shared/domain/assemblies.ts in the spec's order
 * (columns, empty cells, CTA and the other column checks, one-to-one segments and ad sets) before anything is asked of
 * Meta; only a file that passes those asks Meta which campaigns the campaign's ad account holds and which ad sets
 * belong to the file's campaigns, then gets the last two checks with that context ('campaign ids must be accessible
 * to the user', 'ad set must belong to the campaign').
 */
import Papa from 'papaparse';
import { checkAssemblyContext, validateAssemblyCsv, type AssemblyCsvContext, type AssemblyRow } from '@shared/domain/assemblies';

export interface ParsedCsv {
  header: string[];
  rows: string[][];
}

export function parseCsv(text: string): ParsedCsv {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = data;
  return { header, rows };
}

/** What Meta holds for the file: the ad account's campaigns, and the ad sets of the file's accessible campaigns. */
export type MetaContext = (fbCampaignIds: readonly string[]) => Promise<Required<AssemblyCsvContext>>;

export async function checkAssemblyCsv(text: string, meta: MetaContext): Promise<AssemblyRow[]> {
  const { header, rows } = parseCsv(text);
  const records = validateAssemblyCsv(header, rows);
  const context = await meta([...new Set(records.map((r) => r['FB Campaign ID']))]);
  return checkAssemblyContext(records, context);
}
