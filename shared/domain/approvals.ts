/**
 * Creative approval rules (001 3 'Campaign approval tag', 001 4 'Creative statuses', 'Creative approval', edit
 * consequences; 001 6 and 002 6 'Creatives approval' and 'Creative view'; the approval gate). Pure: the server
 * enforces them, the creatives screen reads them for its toggles.
 *
 * A creative's approvals belong to one exact content version. Each approve, reject or revoke is an append-only record;
 * the creative carries the fold of the records of its current version (`CreativeApprovalState`), written in the same
 * transaction as the record. The gate: final-approved only when that state is of the current version and its latest
 * final decision is an approval.
 */
import type { ApprovalLevel, ApprovalRecordKind, ApprovalTag, CreativeStatus, RevokeCause, ViewMode } from '../contracts/creatives';
import type { Role } from './roles';
import { neutraliseBidi } from './bidi';

/* ---------------------------------------------------------------- who may do what -------------------------------- */

/** 001 6 / 002 6 'Creatives approval': interim and final, interim only, final only, none. */
const LEVELS: Record<Role, readonly ApprovalLevel[]> = {
  super: ['interim', 'final'],
  admin: ['interim', 'final'],
  selfServiceAdmin: ['interim', 'final'],
  selfServiceManager: ['interim', 'final'],
  selfServiceReviewer: ['interim'],
  manager: ['final'],
  reviewer: ['interim'],
  analyst: [],
};

/** 001 6 'Creative view': both, admin only, client only, none (admin first: it is the default when allowed). */
const VIEWS: Record<Role, readonly ViewMode[]> = {
  super: ['admin', 'client'],
  admin: ['admin', 'client'],
  selfServiceAdmin: ['admin', 'client'],
  selfServiceManager: ['admin', 'client'],
  selfServiceReviewer: ['admin'],
  manager: ['client'],
  reviewer: ['client'],
  analyst: [],
};

/** 001 3 'Campaign approval tag': Final applies to manager and top admin roles; others get Interim. */
const FINAL_TAG_ROLES: readonly Role[] = ['super', 'admin', 'manager'];

export const approvalLevelsOf = (role: Role): readonly ApprovalLevel[] => LEVELS[role];
export const viewModesOf = (role: Role): readonly ViewMode[] => VIEWS[role];
export const mayApprove = (role: Role, level?: ApprovalLevel): boolean => (level ? LEVELS[role].includes(level) : LEVELS[role].length > 0);

/** The level a role's approval carries when it does not choose: Final for manager and top admins, else Interim (001 3). */
export function defaultLevelOf(role: Role): ApprovalLevel {
  if (FINAL_TAG_ROLES.includes(role)) return 'final';
  return LEVELS[role].includes('interim') ? 'interim' : 'final';
}

export const tagTypeOf = (level: ApprovalLevel): ApprovalTag['type'] => (level === 'final' ? 'Final' : 'Interim');

export type LevelRefusal = 'none' | 'finalNotAllowed' | 'interimNotAllowed';

/** The level of an approval call (the `final` flag, else the role's default), or why the role may not give it. */
export function approvalLevelFor(role: Role, final: boolean | undefined): { level: ApprovalLevel } | { refused: LevelRefusal } {
  if (!mayApprove(role)) return { refused: 'none' };
  const level: ApprovalLevel = final === undefined ? defaultLevelOf(role) : final ? 'final' : 'interim';
  if (mayApprove(role, level)) return { level };
  return { refused: level === 'final' ? 'finalNotAllowed' : 'interimNotAllowed' };
}

/** The view mode asked for, or the role's default; null when the role may not open it. */
export function viewModeFor(role: Role, asked: ViewMode | undefined): ViewMode | null {
  const modes = VIEWS[role];
  if (asked) return modes.includes(asked) ? asked : null;
  return modes[0] ?? null;
}

/* ---------------------------------------------------------------- the state of one version ------------------------ */

/** One user's standing decision on a version. */
export interface ApprovalDecision {
  userId: string;
  name: string;
  email: string;
  role: string;
  level: ApprovalLevel;
  /** 1 approved, -1 rejected. */
  value: 1 | -1;
  /** Epoch ms. */
  at: number;
}

/** What a creative carries: the version its decisions are about, and the standing decision of each user. */
export interface CreativeApprovalState {
  version: string;
  decisions: ApprovalDecision[];
}

/** What a record says, as the fold reads it. */
export interface ApprovalFact {
  kind: ApprovalRecordKind;
  level: ApprovalLevel;
  version: string;
  userId: string;
  name: string;
  email: string;
  role: string;
  at: number;
  /** A revoke: 'withdrawn' takes the user's own decision back; a content change ('edit', 'template', 'feed') every decision on the version. */
  cause?: RevokeCause;
}

/**
 * The next state after one fact. A fact about another version than the state's starts afresh from it (an edit made a
 * new version); requests change nothing. Approve or reject replaces the user's decision; a withdrawal removes it; a
 * revoke for an edit empties the version.
 */
export function applyFact(state: CreativeApprovalState | undefined, fact: ApprovalFact): CreativeApprovalState | undefined {
  if (fact.kind === 'request') return state;
  const base: CreativeApprovalState = state && state.version === fact.version ? state : { version: fact.version, decisions: [] };
  const others = base.decisions.filter((d) => d.userId !== fact.userId);
  if (fact.kind === 'revoke') return fact.cause === 'withdrawn' ? { version: fact.version, decisions: others } : { version: fact.version, decisions: [] };
  const decision: ApprovalDecision = { userId: fact.userId, name: fact.name, email: fact.email, role: fact.role, level: fact.level, value: fact.kind === 'approve' ? 1 : -1, at: fact.at };
  return { version: fact.version, decisions: [...others, decision] };
}

/** Who decides, as records and tags name them. */
export interface Approver {
  userId: string;
  name: string;
  email: string;
  role: string;
}

/**
 * The fact one toggle makes on the current version (001 4: 1 approve, -1 reject, 0 neutral = take one's own decision
 * back), or null when it changes nothing (the same toggle at the same level again, or neutral with no decision).
 */
export function factFor(state: CreativeApprovalState | undefined | null, version: string, who: Approver, value: -1 | 0 | 1, level: ApprovalLevel, at: number): ApprovalFact | null {
  const mine = currentDecisions(state, version).find((d) => d.userId === who.userId);
  const base = { version, userId: who.userId, name: who.name, email: who.email, role: who.role, at };
  if (value === 0) return mine ? { ...base, kind: 'revoke', cause: 'withdrawn', level: mine.level } : null;
  if (mine && mine.value === value && mine.level === level) return null;
  return { ...base, kind: value === 1 ? 'approve' : 'reject', level };
}

/** The state of `version` from a creative's facts, oldest first. */
export function foldFacts(facts: readonly ApprovalFact[], version: string): CreativeApprovalState {
  let state: CreativeApprovalState | undefined;
  for (const f of facts) if (f.version === version) state = applyFact(state, f);
  return state ?? { version, decisions: [] };
}

/** The decisions that count for the current version (none when the state is of another one). */
export const currentDecisions = (state: CreativeApprovalState | undefined | null, currentVersion: string): readonly ApprovalDecision[] =>
  state && state.version === currentVersion ? state.decisions : [];

/** The latest decision at a level: 1, -1, or 0 when there is none. */
function latestAt(decisions: readonly ApprovalDecision[], level: ApprovalLevel): 1 | -1 | 0 {
  let latest: ApprovalDecision | undefined;
  for (const d of decisions) if (d.level === level && (!latest || d.at >= latest.at)) latest = d;
  return latest?.value ?? 0;
}

export interface ApprovalSummary {
  /** The gate: the latest final decision on the current version is an approval. */
  finalApproved: boolean;
  finalRejected: boolean;
  interimApproved: boolean;
  interimRejected: boolean;
  /** 001 3 tags: one per user who approved the current version. */
  tags: ApprovalTag[];
}

export function summarise(state: CreativeApprovalState | undefined | null, currentVersion: string): ApprovalSummary {
  const decisions = currentDecisions(state, currentVersion);
  const final = latestAt(decisions, 'final');
  const interim = latestAt(decisions, 'interim');
  return {
    finalApproved: final === 1,
    finalRejected: final === -1,
    interimApproved: interim === 1,
    interimRejected: interim === -1,
    tags: decisions.filter((d) => d.value === 1).map((d) => ({ userId: d.userId, name: d.name, email: d.email, type: tagTypeOf(d.level) })),
  };
}

/** The approval gate of one creative: its current version has a final approval that was not revoked. */
export const isFinalApproved = (state: CreativeApprovalState | undefined | null, currentVersion: string): boolean => summarise(state, currentVersion).finalApproved;

/** The caller's own toggle on the current version (001 4: -1 rejected, 0 neutral, 1 approved). */
export function toggleOf(state: CreativeApprovalState | undefined | null, currentVersion: string, userId: string): -1 | 0 | 1 {
  return currentDecisions(state, currentVersion).find((d) => d.userId === userId)?.value ?? 0;
}

/** Whether an edit must append a revoke: someone decided on the version the edit replaces. */
export const hasDecisions = (state: CreativeApprovalState | undefined | null, version: string): boolean => currentDecisions(state, version).length > 0;

/** The level a revoke for an edit names: final when the version had a final decision, else interim. */
export const revokedLevel = (state: CreativeApprovalState | undefined | null, version: string): ApprovalLevel =>
  currentDecisions(state, version).some((d) => d.level === 'final') ? 'final' : 'interim';

/* ---------------------------------------------------------------- statuses --------------------------------------- */

/**
 * 001 4 'Creative statuses' of one creative: archived first; then what its variant does (live, scheduled) when it is
 * final-approved; then the approval: rejected, approved (final), interimRejected, interimApproved, unapproved.
 * publishing and error come from publishing and are passed in when known.
 */
export function creativeStatus(input: { archived: boolean; live: boolean; scheduled: boolean; publishing?: 'publishing' | 'error' | null; summary: ApprovalSummary }): CreativeStatus {
  const { summary } = input;
  if (input.archived) return 'archived';
  if (input.publishing) return input.publishing;
  if (summary.finalApproved && input.live) return 'live';
  if (summary.finalApproved && input.scheduled) return 'scheduled';
  if (summary.finalRejected) return 'rejected';
  if (summary.finalApproved) return 'approved';
  if (summary.interimRejected) return 'interimRejected';
  if (summary.interimApproved) return 'interimApproved';
  return 'unapproved';
}

/** 002 3 'Variation' approval status: clientApproved (final), interimApproved, nonApproved. */
export function variationApprovalStatus(summary: ApprovalSummary): 'nonApproved' | 'interimApproved' | 'clientApproved' {
  if (summary.finalApproved) return 'clientApproved';
  if (summary.interimApproved) return 'interimApproved';
  return 'nonApproved';
}

/**
 * The stored variant-format status the personalize grid reads ('approved' / 'rejected' / 'unapproved' plus the interim
 * ones): the creative status without what its variant does.
 */
export const formatStatusOf = (summary: ApprovalSummary) => creativeStatus({ archived: false, live: false, scheduled: false, summary }) as 'approved' | 'rejected' | 'interimApproved' | 'interimRejected' | 'unapproved';

/** 1, 2, 3... for each version in the order the trail first names it ('' for requests is 0). */
export function versionNumbers(versions: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of versions) if (v && !out.has(v)) out.set(v, out.size + 1);
  return out;
}

/* ---------------------------------------------------------------- how the trail names a revoke -------------------- */

/** What names a revoke's cause (a record's cause, causeName, causeVersion). */
export interface RevokeCauseOf {
  kind: ApprovalRecordKind;
  cause?: RevokeCause;
  causeName?: string;
  causeVersion?: number;
}

/** The CSV's action of a revoke (each cause labelled distinctly): 'Revoked (edited)', 'Revoked (template version 3)'... */
export function revokeActionLabel(r: RevokeCauseOf): string {
  switch (r.cause) {
    case 'edit':
      return 'Revoked (edited)';
    case 'template':
      return r.causeVersion ? `Revoked (template version ${r.causeVersion})` : 'Revoked (template changed)';
    case 'feed':
      return 'Revoked (live feed)';
    default:
      return 'Revoked';
  }
}

/** A template's or feed's name inside the sentence: its bidi controls neutralised, so it cannot reorder the words around it. */
const named = (name: string | undefined) => (name ? ` "${neutraliseBidi(name)}"` : '');

/** A revoke's cause in words, with what made it (the trail screen and the CSV's Cause column); '' for other records. */
export function revokeCauseText(r: RevokeCauseOf): string {
  if (r.kind !== 'revoke') return '';
  switch (r.cause) {
    case 'edit':
      return 'Edited in personalize';
    case 'withdrawn':
      return 'Withdrawn by the approver';
    case 'template':
      return `Template${named(r.causeName)}${r.causeVersion ? ` moved to version ${r.causeVersion}` : ' changed'}`;
    case 'feed':
      return `Live feed${named(r.causeName)} updated its values`;
    default:
      return '';
  }
}
