/**
 * Asset feeds (000 7.3 'feeds/check', 'feeds'): a CSV file naming files by URL, one asset per row. The columns are ours
 * (the spec shows none); the checks and messages follow 002 5 'CSV imports': required columns present, no empty
 * required cell (column and row, row number = index + 2), bad values reported by column with their rows.
 *
 * | column   | required | value |
 * |----------|----------|-------|
 * | name     | yes      | the asset's name (an extension is added from the content when it has none) |
 * | url      | yes      | an http(s) URL of the file, fetched by the server (public addresses only) |
 * | category | no       | brands, fonts, logos, creatives or other; empty: from the name (002 5) |
 * | tags     | no       | tags separated by ';' |
 * | nodes    | no       | business node names or ids separated by ';', added to the nodes chosen on import |
 *
 * Headers are matched case-insensitively and trimmed. Pure: the CSV text is parsed by papaparse on the server.
 */
import { ASSET_BATCH_MAX, ASSET_NAME_MAX_LENGTH, ASSET_TAG_MAX_LENGTH } from '../constants';
import { fillMessage, MESSAGES } from '../messages';
import { ASSET_CATEGORIES, type AssetCategory } from './assets';
import { hasOnlyNameCharacters, normaliseName } from './names';
import { checkFetchUrl } from './url-safety';

export const FEED_COLUMNS = ['name', 'url', 'category', 'tags', 'nodes'] as const;
export type FeedColumn = (typeof FEED_COLUMNS)[number];
export const FEED_REQUIRED_COLUMNS: readonly FeedColumn[] = ['name', 'url'];
export const FEED_LIST_SEPARATOR = ';';
/** Rows a feed may hold: the upload batch limit (000 9 'Files per upload'). */
export const FEED_MAX_ROWS = ASSET_BATCH_MAX;

export interface FeedRow {
  /** The row as a spreadsheet numbers it: the header is row 1, the first data row 2 (index + 2). */
  row: number;
  name: string;
  url: string;
  category: AssetCategory | null;
  tags: string[];
  nodeIds: string[];
  errors: string[];
}

export interface FeedReport {
  /** Problems of the whole file (missing or unknown columns, no rows, too many rows): nothing can be created. */
  errors: string[];
  /** Per column, the spec's summary form 'Check column ["url"] (rows: [3,5])'. */
  columnErrors: string[];
  rows: FeedRow[];
  /** Rows without problems: what 'Create N assets' creates. */
  validRows: number;
}

/** The node id a name or id stands for (among the nodes the caller may write), or null. */
export type NodeResolver = (nameOrId: string) => string | null;

const list = (value: string) =>
  value
    .split(FEED_LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

export function isFeedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const checkColumn = (column: string, rows: readonly number[]) => fillMessage(MESSAGES.csvCheckColumn, { 0: column, 1: rows.join(',') });

/**
 * Checks a parsed feed: `header` as the file has it, `records` one object per data row keyed by the normalised
 * (trimmed, lower-case) header. Answers every problem at once: a file-level one blocks the whole feed, a row's only itself.
 * A URL the creating fetch would refuse whatever DNS says (a loopback, private, link-local or metadata address, a
 * name such as localhost, a user:password part: url-safety.ts) is flagged here already; `allowedHosts` are the
 * fetcher's own exceptions (the embedded default's fixture server). A name that resolves to such an address can only
 * be refused when it is fetched.
 */
export function checkFeed(
  header: readonly string[],
  records: readonly Record<string, string | undefined>[],
  resolveNode: NodeResolver,
  allowedHosts: ReadonlySet<string> = new Set(),
): FeedReport {
  const columns = header.map((h) => h.trim().toLowerCase());
  const errors: string[] = [];
  const missing = FEED_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) errors.push(fillMessage(MESSAGES.csvMissingColumns, { 0: missing.join('","') }));
  const unknown = header.filter((h, i) => h.trim() && !(FEED_COLUMNS as readonly string[]).includes(columns[i]));
  if (unknown.length) errors.push(fillMessage(MESSAGES.csvCheckColumnNames, { 0: unknown.join('","'), 1: 1 }));
  if (!records.length) errors.push(MESSAGES.feedEmpty);
  if (records.length > FEED_MAX_ROWS) errors.push(MESSAGES.assetBatchTooLarge);

  const byColumn = new Map<string, number[]>();
  const flag = (row: FeedRow, column: FeedColumn) => {
    row.errors.push(checkColumn(column, [row.row]));
    byColumn.set(column, [...(byColumn.get(column) ?? []), row.row]);
  };
  const seenUrls = new Set<string>();
  const rows = records.map((record, index): FeedRow => {
    const cell = (c: FeedColumn) => (record[c] ?? '').trim();
    const row: FeedRow = { row: index + 2, name: normaliseName(cell('name')), url: cell('url'), category: null, tags: list(cell('tags')), nodeIds: [], errors: [] };
    for (const c of FEED_REQUIRED_COLUMNS) {
      if (columns.includes(c) && !cell(c)) row.errors.push(fillMessage(MESSAGES.csvRequiredValue, { 0: c, 1: row.row }));
    }
    if (row.name && (!hasOnlyNameCharacters(row.name) || row.name.length > ASSET_NAME_MAX_LENGTH)) flag(row, 'name');
    if (row.url) {
      if (!isFeedUrl(row.url) || !checkFetchUrl(row.url, undefined, allowedHosts).ok || seenUrls.has(row.url)) flag(row, 'url');
      seenUrls.add(row.url);
    }
    const category = cell('category').toLowerCase();
    if (category) {
      if ((ASSET_CATEGORIES as readonly string[]).includes(category)) row.category = category as AssetCategory;
      else flag(row, 'category');
    }
    if (row.tags.some((t) => t.length > ASSET_TAG_MAX_LENGTH)) flag(row, 'tags');
    const nodes = list(cell('nodes')).map(resolveNode);
    if (nodes.some((n) => n === null)) flag(row, 'nodes');
    row.nodeIds = [...new Set(nodes.filter((n): n is string => n !== null))];
    return row;
  });
  const columnErrors = [...byColumn].map(([column, numbers]) => checkColumn(column, numbers));
  return { errors, columnErrors, rows, validRows: errors.length ? 0 : rows.filter((r) => !r.errors.length).length };
}
