/**
 * Live feeds ('Beyond the seeds', 001 7 'datasources/live'): a CSV whose rows become variants of a campaign.
 * Each refresh compares the feed with what the campaign holds and yields per row a change with the feed status of
 * 002 4 (1 new, 2 update, 3 archive). Every change is held for review: it lands as the row's pending state and reaches
 * the live state (what a live variant shows) only when approved.
 *
 * The feed's columns are ours (the spec shows none): `id` (required, the row's stable key), `name` (optional, the
 * variant's name) and one column per dynamic field, named as the template's fields. Headers are case-insensitive for
 * `id` and `name`; the field columns keep their names. Problems are answered in the CSV message forms of 002 5
 * (row number = index + 2). Pure: the caller parses the text (papaparse) and persists.
 */
import { LIVE_FEED_MAX_ROWS } from '../constants';
import { fillMessage, MESSAGES } from '../messages';

export const FEED_STATUS = { new: 1, update: 2, archive: 3 } as const;
export type FeedStatus = (typeof FEED_STATUS)[keyof typeof FEED_STATUS];
export const FEED_STATUS_LABELS: Record<FeedStatus, string> = { 1: 'New', 2: 'Update', 3: 'Archive' };

export const FEED_KEY_COLUMN = 'id';
export const FEED_NAME_COLUMN = 'name';

export class LiveFeedCsvError extends Error {}

export type FieldValues = Record<string, string>;

export interface FeedRow {
  key: string;
  name: string;
  values: FieldValues;
}

const rowNumber = (index: number) => index + 2;
const fail = (text: string, values: Record<string, string | number> = {}) => new LiveFeedCsvError(fillMessage(text, values));

/** Checks a parsed feed (header and rows of cells) and answers its rows; the first problem is thrown in the spec's form. */
export function checkFeedRows(header: readonly string[], rows: readonly (readonly string[])[]): { fields: string[]; rows: FeedRow[] } {
  const names = header.map((h) => h.trim());
  const lower = names.map((n) => n.toLowerCase());
  const keyAt = lower.indexOf(FEED_KEY_COLUMN);
  if (keyAt < 0) throw fail(MESSAGES.csvMissingColumns, { 0: FEED_KEY_COLUMN });
  const dupes = names.filter((n, i) => n === '' || lower.indexOf(n.toLowerCase()) !== i);
  if (dupes.length) throw fail(MESSAGES.csvCheckColumnNames, { 0: dupes.join('", "'), 1: 1 });
  if (rows.length === 0) throw fail(MESSAGES.feedEmpty);
  if (rows.length > LIVE_FEED_MAX_ROWS) throw fail(MESSAGES.liveFeedTooManyRows, { max: LIVE_FEED_MAX_ROWS });

  const ragged = rows.flatMap((row, index) => (row.length !== names.length ? [rowNumber(index)] : []));
  if (ragged.length) throw fail(MESSAGES.csvCheckColumnNames, { 0: names.join('", "'), 1: ragged.join(', ') });
  const emptyKey = rows.findIndex((row) => row[keyAt].trim() === '');
  if (emptyKey >= 0) throw fail(MESSAGES.csvRequiredValue, { 0: names[keyAt], 1: rowNumber(emptyKey) });
  const first = new Map<string, number>();
  const repeated = new Set<number>();
  rows.forEach((row, index) => {
    const key = row[keyAt].trim();
    const seen = first.get(key);
    if (seen === undefined) first.set(key, index);
    else repeated.add(seen).add(index);
  });
  if (repeated.size) throw fail(MESSAGES.csvCheckColumn, { 0: names[keyAt], 1: [...repeated].sort((a, b) => a - b).map(rowNumber).join(', ') });

  const nameAt = lower.indexOf(FEED_NAME_COLUMN);
  const fieldAt = names.map((n, i) => [n, i] as const).filter(([, i]) => i !== keyAt && i !== nameAt);
  return {
    fields: fieldAt.map(([n]) => n),
    rows: rows.map((row) => {
      const key = row[keyAt].trim();
      const name = nameAt >= 0 && row[nameAt].trim() ? row[nameAt].trim() : key;
      return { key, name, values: Object.fromEntries(fieldAt.map(([n, i]) => [n, row[i].trim()])) };
    }),
  };
}

/** What the campaign holds for a row: the approved state a live variant shows, and a change waiting for review. */
export interface RowState {
  key: string;
  /** The approved row (null before its first approval). */
  live: { name: string; values: FieldValues; archived: boolean } | null;
  /** The change held for review (null when nothing waits). */
  pending: { status: FeedStatus; name: string; values: FieldValues } | null;
}

export interface FeedChange {
  key: string;
  status: FeedStatus;
  name: string;
  values: FieldValues;
  /** What the row showed before this change (its pending or live state), null for a new row. */
  before: { name: string; values: FieldValues } | null;
}

const sameValues = (a: FieldValues, b: FieldValues) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};

/** The state a refresh compares with: the pending change when one waits (the latest the feed said), else the live state. */
function latest(state: RowState): { name: string; values: FieldValues; archived: boolean } | null {
  if (state.pending) return { name: state.pending.name, values: state.pending.values, archived: state.pending.status === FEED_STATUS.archive };
  return state.live;
}

/**
 * The changes a feed makes to what the campaign holds: a row never seen is new (1); a row whose name or values differ,
 * or that comes back after being archived, is an update (2); a row the feed no longer has is archived (3). Rows that
 * did not change yield nothing. Order: the feed's rows, then the archived ones by key.
 */
export function diffFeed(current: readonly RowState[], next: readonly FeedRow[]): FeedChange[] {
  const byKey = new Map(current.map((s) => [s.key, s]));
  const changes: FeedChange[] = [];
  for (const row of next) {
    const state = byKey.get(row.key);
    const was = state ? latest(state) : null;
    if (!was) changes.push({ ...row, status: FEED_STATUS.new, before: null });
    else if (was.archived || was.name !== row.name || !sameValues(was.values, row.values)) {
      changes.push({ ...row, status: FEED_STATUS.update, before: { name: was.name, values: was.values } });
    }
  }
  const inFeed = new Set(next.map((r) => r.key));
  const gone = current.filter((s) => !inFeed.has(s.key)).sort((a, b) => a.key.localeCompare(b.key));
  for (const state of gone) {
    const was = latest(state);
    if (was && !was.archived) changes.push({ key: state.key, status: FEED_STATUS.archive, name: was.name, values: was.values, before: { name: was.name, values: was.values } });
  }
  return changes;
}

/**
 * A change applied to a row: it becomes the row's pending state (held for review), never its live one. A change that
 * brings the row back to exactly its live state leaves nothing to review; a row never approved and now archived has
 * nothing left to show either.
 */
export function applyChange(state: RowState | undefined, change: FeedChange): RowState {
  const live = state?.live ?? null;
  const backToLive =
    live &&
    ((change.status === FEED_STATUS.archive && live.archived) ||
      (change.status !== FEED_STATUS.archive && !live.archived && live.name === change.name && sameValues(live.values, change.values)));
  if (backToLive) return { key: change.key, live, pending: null };
  if (!live && change.status === FEED_STATUS.archive) return { key: change.key, live: null, pending: null };
  // A row that was never approved stays 'new' for its reviewer, whatever the feed did to it since.
  const status = !live && change.status === FEED_STATUS.update ? FEED_STATUS.new : change.status;
  return { key: change.key, live, pending: { status, name: change.name, values: change.values } };
}

/** Approval: the pending change becomes the live state (an archive archives it); nothing waits any more. */
export function approveRow(state: RowState): RowState {
  if (!state.pending) return state;
  const { status, name, values } = state.pending;
  return { key: state.key, live: { name, values, archived: status === FEED_STATUS.archive }, pending: null };
}

/** Counts per feed status, for the change log. */
export function countChanges(changes: readonly FeedChange[]): { new: number; update: number; archive: number } {
  return {
    new: changes.filter((c) => c.status === FEED_STATUS.new).length,
    update: changes.filter((c) => c.status === FEED_STATUS.update).length,
    archive: changes.filter((c) => c.status === FEED_STATUS.archive).length,
  };
}
