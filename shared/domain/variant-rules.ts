/**
 * Variant rules of the personalize view (001 4 'Personalize filter values', 'Selection state', 'Variant activation
 * rules'; 001 5; 001 8 tooltips and bulk checklist; 001 9 carousel and multi-edit limits). Pure: the clock comes in
 * as `now` (ms). The server enforces these; the web client's toggles, tooltips and menus call the same functions.
 */
import { MESSAGES } from '../messages';
import { isFinalApproved, type CreativeApprovalState } from './approvals';
import { boundInstant, DEFAULT_TIME_ZONE, isTimeZone, zonedParts } from './time-zones';
/** 001 4 'Personalize filter values'. */
export const VARIANT_FILTER_VALUES = ['active', 'scheduled', 'scheduleEnded', 'off', 'approved', 'error', 'rejected', 'unapproved', 'archived'] as const;
export type VariantFilterValue = (typeof VARIANT_FILTER_VALUES)[number];

/** 001 9: carousel frames 2 to 10, default 3. */
export const CAROUSEL_MIN_CARDS = 2;
export const CAROUSEL_MAX_CARDS = 10;
export const CAROUSEL_DEFAULT_CARDS = 3;
/** 001 9 'Multi-edit warning threshold 2'. */
export const MULTI_EDIT_WARNING_THRESHOLD = 2;
/** 001 9 'Activation error list at most 5'. */
export const MAX_ACTIVATION_ERRORS_SHOWN = 5;
/** 001 5: URLs need a protocol, except Display Link. */
export const URL_WITHOUT_PROTOCOL_FIELDS: readonly string[] = ['Display Link', 'displayLink'];

export const SIGNAL_KINDS = ['userSegment', 'schedule'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/**
 * A schedule signal's window: start and end as wall times of `timeZone` (the market's zone, shared/domain/
 * time-zones.ts) and optional days of the week (0 Sunday..6) and hours (0..23) of that zone's clock, so 09:00 stays
 * 09:00 in the market across its daylight-saving changes. A schedule without a zone (stored before market time
 * zones) keeps its ISO instants and is read in UTC, as it always was.
 */
export interface ScheduleWindow {
  startDate: string;
  endDate: string;
  daysOfWeek?: readonly number[];
  hours?: readonly number[];
  timeZone?: string;
}

const zoneOf = (s: ScheduleWindow) => (s.timeZone && isTimeZone(s.timeZone) ? s.timeZone : DEFAULT_TIME_ZONE);
const startOf = (s: ScheduleWindow) => boundInstant(s.startDate, s.timeZone);
const endOf = (s: ScheduleWindow) => boundInstant(s.endDate, s.timeZone);

/** Whether the schedule runs at the instant: within its window, on one of its days and hours of the market's clock. */
export function scheduleRunsAt(s: ScheduleWindow, now: number): boolean {
  if (now < startOf(s) || now > endOf(s)) return false;
  if (!s.daysOfWeek?.length && !s.hours?.length) return true;
  const at = zonedParts(now, zoneOf(s));
  if (s.daysOfWeek?.length && !s.daysOfWeek.includes(at.weekday)) return false;
  return !s.hours?.length || s.hours.includes(at.hour);
}

/** The first instant at or after `now` at which the schedule runs (to the hour of the market's clock), or null. */
export function nextScheduleRun(s: ScheduleWindow, now: number): number | null {
  const end = endOf(s);
  let t = Math.max(now, startOf(s));
  for (let i = 0; i < 24 * 800 && t <= end; i++) {
    if (scheduleRunsAt(s, t)) return t;
    const p = zonedParts(t, zoneOf(s));
    t = t - (p.minute * 60 + p.second) * 1000 - (t % 1000) + 3_600_000;
  }
  return null;
}

const inWindow = scheduleRunsAt;

/**
 * 001 3 'Variant' statuses. live: enabled and (no schedule, or now within one of them); scheduled: enabled and every
 * schedule still ahead; scheduleEnded: it has schedules and every one is over (whatever the toggle).
 */
export function variantStatuses(enabled: boolean, schedules: readonly ScheduleWindow[], now: number): { live: boolean; scheduled: boolean; scheduleEnded: boolean } {
  const scheduleEnded = schedules.length > 0 && schedules.every((s) => endOf(s) < now);
  if (!enabled) return { live: false, scheduled: false, scheduleEnded };
  if (schedules.length === 0) return { live: true, scheduled: false, scheduleEnded };
  return { live: schedules.some((s) => inWindow(s, now)), scheduled: schedules.every((s) => startOf(s) > now), scheduleEnded };
}

/** What the rules read of a variant format (shared/domain/personalize.ts VariantFormatState and the view alike). */
export interface RuleFormat {
  id: string;
  templateId: string;
  archived: boolean;
  approved: boolean;
  status: string;
  screenshotRenderStatus?: string;
  dynamicElements: Readonly<Record<string, { value: string; type?: string; optional?: boolean }>>;
  /**
   * The approval gate's data, which the server always gives: the creative's current content version and its
   * approval state. Without it (the browser) the stored `approved` flag stands in, which the server keeps equal.
   */
  gate?: { currentVersion: string; state?: CreativeApprovalState | null };
}
/** What the rules read of a variant. */
export interface RuleVariant {
  id: string;
  enabled: boolean;
  isFallback: boolean;
  archived: boolean;
  signals: { userSegment: readonly unknown[]; schedule: readonly unknown[] };
  formats: readonly RuleFormat[];
}
/** The tree around it: the ad server needs its fallback on before other variants (001 8 checklist). */
export interface RuleTree {
  platform: string;
  /** Whether the tree's fallback variant is on. */
  fallbackOn: boolean;
}

const AD_SERVER = 'google';
const hasSegment = (v: RuleVariant) => v.signals.userSegment.length > 0;

/** 001 5: required dynamic fields need a value unless optional (archived formats are not checked). */
export const requiredFieldsFilled = (v: Pick<RuleVariant, 'formats'>): boolean =>
  v.formats.every((f) => f.archived || Object.values(f.dynamicElements).every((e) => e.optional || e.value.trim() !== ''));

/** One creative's final approval: its current version has a final approval not revoked (the gate), else the flag. */
export const formatFinalApproved = (f: Pick<RuleFormat, 'approved' | 'gate'>): boolean => (f.gate ? isFinalApproved(f.gate.state, f.gate.currentVersion) : f.approved);

/** 001 4 'its creatives have final approval': every format that is not archived has it (of its current version). */
export const hasFinalApproval = (v: { formats: readonly Pick<RuleFormat, 'archived' | 'approved' | 'gate'>[] }): boolean => {
  const formats = v.formats.filter((f) => !f.archived);
  return formats.length > 0 && formats.every(formatFinalApproved);
};

/** Archived, or holding an archived format (001 4: none may be archived to activate). */
export const isArchivedForActivation = (v: Pick<RuleVariant, 'archived' | 'formats'>): boolean => v.archived || v.formats.some((f) => f.archived);

/**
 * 001 4 'Variant activation rules' as the toggle's tooltip: why the variant cannot be turned on, or null when it can.
 * In this order: archived; the ad server's fallback off (other variants); no user segment (unless fallback); a
 * required field empty; no final approval. A variant already on can always be turned off (null for it too).
 */
export function activationBlocker(v: RuleVariant, tree: RuleTree): string | null {
  if (v.enabled) return null;
  if (isArchivedForActivation(v)) return MESSAGES.tooltipVariantArchived;
  if (!v.isFallback && tree.platform === AD_SERVER && !tree.fallbackOn) return MESSAGES.tooltipTurnOnFallback;
  if (!v.isFallback && !hasSegment(v)) return MESSAGES.tooltipAddUserSegment;
  if (!requiredFieldsFilled(v)) return MESSAGES.tooltipFillRequiredFields;
  if (!hasFinalApproval(v)) return MESSAGES.tooltipPendingApproval;
  return null;
}

/** The 'Please check:' items (001 8) in the spec's order; the required-fields item is ours. */
export const BULK_CHECKLIST = [
  MESSAGES.checkFallbackOn,
  MESSAGES.checkUserSegment,
  MESSAGES.checkFinalApproval,
  MESSAGES.checkAllFormatsSelected,
  MESSAGES.checkNotArchived,
  MESSAGES.checkRequiredFields,
] as const;
export type BulkCheck = (typeof BULK_CHECKLIST)[number];

/** 001 4 'Selection state': checked when all its formats are selected, indeterminate when some. */
export function selectionState(v: Pick<RuleVariant, 'formats'>, selected: ReadonlySet<string>): 'checked' | 'unchecked' | 'indeterminate' {
  const n = v.formats.filter((f) => selected.has(f.id)).length;
  return n === 0 ? 'unchecked' : n === v.formats.length ? 'checked' : 'indeterminate';
}
const allSelected = (v: Pick<RuleVariant, 'formats'>, selected: ReadonlySet<string>) => selectionState(v, selected) === 'checked';

/**
 * Bulk activation (001 4; 001 8 'Please check:'): the checklist items a variant fails, empty when it can be turned
 * on. `selected` are the format ids the grid sent; archived variants and formats fail 'Creatives not archived' (an
 * archived creative is only in the batch when archived ones are included).
 */
export function bulkActivationChecks(v: RuleVariant, selected: ReadonlySet<string>, tree: RuleTree): BulkCheck[] {
  const failed: BulkCheck[] = [];
  if (!v.isFallback && tree.platform === AD_SERVER && !tree.fallbackOn) failed.push(MESSAGES.checkFallbackOn);
  if (!v.isFallback && !hasSegment(v)) failed.push(MESSAGES.checkUserSegment);
  if (!hasFinalApproval(v)) failed.push(MESSAGES.checkFinalApproval);
  if (!allSelected(v, selected)) failed.push(MESSAGES.checkAllFormatsSelected);
  if (isArchivedForActivation(v)) failed.push(MESSAGES.checkNotArchived);
  if (!requiredFieldsFilled(v)) failed.push(MESSAGES.checkRequiredFields);
  return failed;
}

/** Bulk deactivation refuses only a variant whose formats are not all selected. */
export const bulkDeactivationChecks = (v: RuleVariant, selected: ReadonlySet<string>): BulkCheck[] => (allSelected(v, selected) ? [] : [MESSAGES.checkAllFormatsSelected]);

/** The checklist items that explain a batch's failures, each once, in the spec's order. */
export const checklistOf = (failures: readonly (readonly BulkCheck[])[]): BulkCheck[] => {
  const seen = new Set(failures.flat());
  return BULK_CHECKLIST.filter((c) => seen.has(c));
};

/** What a filter value needs (001 4 'Personalize filter values'). */
export interface FilterFacts {
  enabled: boolean;
  archived: boolean;
  formats: readonly Pick<RuleFormat, 'approved' | 'archived' | 'status' | 'screenshotRenderStatus'>[];
  statuses: { live: boolean; scheduled: boolean; scheduleEnded: boolean };
}

const FILTER_TESTS: Record<Exclude<VariantFilterValue, 'archived'>, (v: FilterFacts) => boolean> = {
  active: (v) => v.statuses.live,
  scheduled: (v) => v.statuses.scheduled,
  scheduleEnded: (v) => v.statuses.scheduleEnded,
  off: (v) => !v.enabled,
  approved: (v) => hasFinalApproval(v),
  error: (v) => v.formats.some((f) => f.screenshotRenderStatus === 'error'),
  rejected: (v) => v.formats.some((f) => !f.archived && f.status === 'rejected'),
  unapproved: (v) => v.formats.some((f) => !f.archived && !f.approved && f.status !== 'rejected'),
};

/**
 * Whether a variant passes the statuses filter: archived variants only when archived is among the values; others
 * when no value is chosen or any chosen value holds for them.
 */
export function matchesStatusFilter(v: FilterFacts, values: readonly VariantFilterValue[]): boolean {
  if (v.archived) return values.includes('archived');
  const tests = values.filter((x): x is Exclude<VariantFilterValue, 'archived'> => x !== 'archived');
  if (tests.length === 0) return values.length === 0;
  return tests.some((x) => FILTER_TESTS[x](v));
}

/** Turning off the fallback turns off all other variants (001 4): the ids that go off with it. */
export const turnedOffWithFallback = (variants: readonly Pick<RuleVariant, 'id' | 'enabled' | 'isFallback'>[]): string[] =>
  variants.filter((v) => !v.isFallback && v.enabled).map((v) => v.id);

/**
 * 001 4 'Set as fallback': the menu entry shows only for a variant that is not the fallback, is not archived, has a
 * format of every template of its tree and no archived format.
 */
export function canSetAsFallback(v: Pick<RuleVariant, 'isFallback' | 'archived' | 'formats'>, treeTemplateIds: readonly string[]): boolean {
  if (v.isFallback || v.archived || v.formats.some((f) => f.archived)) return false;
  return treeTemplateIds.every((t) => v.formats.some((f) => f.templateId === t));
}

/**
 * Set as fallback must not take a live fallback off air (001 4 'Variant activation rules', 001 8 checklist): while the
 * tree's fallback is on, the new one must pass the activation checklist as a fallback would (not archived, required
 * fields filled, final approval) and takes the old one's place on. The toggle's text of the first rule it fails, or
 * null (always null while the fallback is off: nothing is live to lose).
 */
export function fallbackSwitchBlocker(next: RuleVariant, tree: RuleTree): string | null {
  if (!tree.fallbackOn) return null;
  return activationBlocker({ ...next, isFallback: true, enabled: false }, tree);
}

/** 001 4: the warning before set as fallback: the current fallback has user segments and the new one is enabled. */
export const setFallbackNeedsWarning = (current: Pick<RuleVariant, 'signals'> | null, next: Pick<RuleVariant, 'enabled'>): boolean =>
  Boolean(current && hasSegment(current as RuleVariant) && next.enabled);

/**
 * The previous fallback after another variant becomes the fallback: disabled after the warning's case (it has user
 * segments and the new one is enabled); without user segments it is off (removing the fallback role from a variant
 * with no segments turns it off); otherwise it keeps its toggle.
 */
export function previousFallbackEnabled(previous: Pick<RuleVariant, 'enabled' | 'signals'>, next: Pick<RuleVariant, 'enabled'>): boolean {
  if (!previous.enabled) return false;
  if (!hasSegment(previous as RuleVariant)) return false;
  return !setFallbackNeedsWarning(previous, next);
}

/** 001 4: turning on a variant with a schedule but no user segment while the fallback lacks one warns. */
export const scheduleWithoutSegmentWarning = (v: Pick<RuleVariant, 'signals'>, fallback: Pick<RuleVariant, 'signals'> | null): boolean =>
  v.signals.schedule.length > 0 && v.signals.userSegment.length === 0 && (!fallback || fallback.signals.userSegment.length === 0);

/**
 * 001 4 edit consequences. Editing a variant sends the edited creatives for approval; an active variant is also
 * turned off; editing the fallback turns every variant off and sends the fallback for approval.
 */
export function editConsequences(v: Pick<RuleVariant, 'enabled' | 'isFallback'>): { sendForApproval: true; turnOff: boolean; turnOffAll: boolean } {
  return { sendForApproval: true, turnOff: v.enabled || v.isFallback, turnOffAll: v.isFallback };
}

/** 001 4 'Multi-format edit warns when two or more creatives are edited'. */
export const needsMultiEditWarning = (creatives: number): boolean => creatives >= MULTI_EDIT_WARNING_THRESHOLD;

/** 001 3 'Publishing field names': a carousel card's fields. */
export const cardFieldNames = (n: number): string[] => [`card${n}Image`, `card${n}Headline`, `card${n}Description`, `card${n}WebsiteUrl`];
export const canAddCard = (count: number): boolean => count < CAROUSEL_MAX_CARDS;
export const canRemoveCard = (count: number): boolean => count > CAROUSEL_MIN_CARDS;

/** 001 5 'URL pattern accepts http, https, ftp or www forms'. */
const WITH_PROTOCOL = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;
const WWW_FORM = /^www\.[^\s]+\.[^\s]+$/i;
const URL_FIELDS = /(url|link)$/i;

/** A field takes a URL: its type is url, or its (Meta publishing) name ends in URL or Link. */
export const isUrlField = (name: string, type?: string): boolean => type === 'url' || URL_FIELDS.test(name.replace(/\s+/g, ''));

/**
 * 001 5: URLs need a protocol, except Display Link (which also takes the www form). Null when the value is fine; an
 * empty value is the required rule's business.
 */
export function urlValueError(field: string, value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (URL_WITHOUT_PROTOCOL_FIELDS.includes(field)) return WITH_PROTOCOL.test(v) || WWW_FORM.test(v) || /^[^\s/]+\.[^\s]+$/.test(v) ? null : MESSAGES.urlNeedsProtocol;
  return WITH_PROTOCOL.test(v) ? null : MESSAGES.urlNeedsProtocol;
}
