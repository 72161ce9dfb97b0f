/**
 * Seeds and benches (infra/local): creatives made approved are approved the way a person would, so the gate and the
 * trail agree with the seeded state. Each format gets a final approval of its current version by the partner's
 * manager (else its first final approver), and the trail its record; the records are written in batches (new ids
 * only, the same append-only records).
 */
import type { ApprovalTag } from '@shared/contracts/creatives';
import { applyFact, defaultLevelOf, mayApprove, summarise, type Approver, type CreativeApprovalState } from '@shared/domain/approvals';
import type { VariantFormatState } from '@shared/domain/personalize';
import { newId } from '@functions/lib/ids';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { approvalRecords, type ApprovalRecord } from './approval-records';
import { variantFormatVersion, variationVersion } from './creative-version';
import { formatRecord, withApproval } from './format-approvals';

/** The partner's manager, else a user whose approval is final by default, else any final approver; null when none. */
export async function seedApprover(partnerId: string): Promise<Approver | null> {
  const users = (await usersRepository.listByPartner(partnerId)).filter((u) => u.status === 'ACTIVE' && !u.isConceptOnly && mayApprove(u.role, 'final'));
  const who = users.find((u) => u.role === 'manager') ?? users.find((u) => defaultLevelOf(u.role) === 'final') ?? users[0];
  return who ? { userId: who.id, name: who.name ?? who.email, email: who.email, role: who.role } : null;
}

/** A variant's formats final-approved by `who` at `at`, with the records to append (appendSeedRecords). */
export function seedFinalApproval(
  who: Approver,
  variant: { id: string; name: string; partnerId: string; campaignId: string; treeId: string },
  formats: Readonly<Record<string, VariantFormatState>>,
  at: number,
): { formats: Record<string, VariantFormatState>; records: ApprovalRecord[] } {
  const out: Record<string, VariantFormatState> = {};
  const records: ApprovalRecord[] = [];
  for (const [id, f] of Object.entries(formats)) {
    const fact = { kind: 'approve' as const, level: 'final' as const, version: variantFormatVersion(f), ...who, at };
    out[id] = withApproval(f, fact);
    records.push(formatRecord(fact, { partnerId: variant.partnerId, campaignId: variant.campaignId, treeId: variant.treeId, variant, format: f }));
  }
  return { formats: out, records };
}

export const appendSeedRecords = (records: readonly ApprovalRecord[]): Promise<void> => approvalRecords.appendNew(records);

/** A variation final-approved by `who` at `at` (the fields to store with it) and its record. */
export function seedVariationFinalApproval(
  who: Approver,
  v: { id: string; name: string; partnerId: string; campaignId: string; reportingHash: string; hash?: string; templateId?: string; version?: number; generation?: number; values?: unknown },
  at: number,
): { set: { approval: CreativeApprovalState; approvalUsers: ApprovalTag[]; approved: true; rejected: false }; record: ApprovalRecord } {
  const fact = { kind: 'approve' as const, level: 'final' as const, version: variationVersion(v), ...who, at };
  const approval = applyFact(undefined, fact)!;
  const record: ApprovalRecord = {
    id: newId(at),
    partnerId: v.partnerId,
    campaignId: v.campaignId,
    creativeId: v.id,
    subject: 'variation',
    creativeName: v.name,
    version: fact.version,
    kind: 'approve',
    level: 'final',
    userId: who.userId,
    userName: who.name,
    userEmail: who.email,
    role: who.role,
    at,
  };
  return { set: { approval, approvalUsers: summarise(approval, fact.version).tags, approved: true, rejected: false }, record };
}
