/**
 * The approval trail as the calls present it (ours): records oldest first, each version numbered in the
 * order its creative's trail first names it (the current version last when no record names it yet), and the CSV of a
 * campaign's records (papaparse; cells a spreadsheet would run as a formula are escaped).
 */
import Papa from 'papaparse';
import { APPROVAL_TRAIL_CSV_COLUMNS, type ApprovalRecordDto } from '@shared/contracts/creatives';
import { revokeActionLabel, revokeCauseText, versionNumbers } from '@shared/domain/approvals';
import type { ApprovalRecord } from './approval-records';

export const byRecordId = (a: ApprovalRecord, b: ApprovalRecord) => a.id.localeCompare(b.id);

export function presentRecord(r: ApprovalRecord, numbers: ReadonlyMap<string, number>): ApprovalRecordDto {
  return {
    _id: r.id,
    campaignId: r.campaignId,
    creativeId: r.creativeId,
    subject: r.subject,
    creativeName: r.creativeName,
    ...(r.treeId ? { treeId: r.treeId } : {}),
    ...(r.variantId ? { variantId: r.variantId } : {}),
    version: r.version,
    versionNumber: numbers.get(r.version) ?? 0,
    kind: r.kind,
    level: r.level,
    ...(r.cause ? { cause: r.cause } : {}),
    ...(r.causeName ? { causeName: r.causeName } : {}),
    ...(r.causeVersion ? { causeVersion: r.causeVersion } : {}),
    userId: r.userId,
    userName: r.userName,
    userEmail: r.userEmail,
    role: r.role,
    at: new Date(r.at).toISOString(),
    ...(r.comment ? { comment: r.comment } : {}),
  };
}

/** Each creative's versions numbered in its own trail. */
export function numberedByCreative(records: readonly ApprovalRecord[]): ApprovalRecordDto[] {
  const versions = new Map<string, string[]>();
  for (const r of records) versions.set(r.creativeId, [...(versions.get(r.creativeId) ?? []), r.version]);
  const numbers = new Map([...versions].map(([id, list]) => [id, versionNumbers(list)]));
  return records.map((r) => presentRecord(r, numbers.get(r.creativeId)!));
}

const ACTION_LABELS: Record<ApprovalRecordDto['kind'], string> = { approve: 'Approved', reject: 'Rejected', revoke: 'Revoked', request: 'Approval requested' };

/** One row per record, in APPROVAL_TRAIL_CSV_COLUMNS' order. */
export function trailCsv(records: readonly ApprovalRecordDto[]): string {
  const rows = records.map((r) => [
    r.at,
    r.creativeName,
    r.creativeId,
    r.variantId ?? '',
    r.version,
    r.versionNumber || '',
    r.kind === 'revoke' ? revokeActionLabel(r) : ACTION_LABELS[r.kind],
    r.level === 'final' ? 'Final' : 'Interim',
    r.userName,
    r.userEmail,
    r.role,
    r.comment ?? '',
    revokeCauseText(r),
  ]);
  return Papa.unparse({ fields: [...APPROVAL_TRAIL_CSV_COLUMNS], data: rows }, { escapeFormulae: true });
}
