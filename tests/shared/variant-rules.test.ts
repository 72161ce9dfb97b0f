/** The personalize view's variant rules, one by one (shared/domain/variant-rules.ts; 001 4, 5, 8, 9). */
import { describe, expect, it } from 'vitest';
import {
  activationBlocker,
  bulkActivationChecks,
  bulkDeactivationChecks,
  canAddCard,
  canRemoveCard,
  canSetAsFallback,
  cardFieldNames,
  checklistOf,
  editConsequences,
  fallbackSwitchBlocker,
  matchesStatusFilter,
  needsMultiEditWarning,
  previousFallbackEnabled,
  scheduleWithoutSegmentWarning,
  selectionState,
  setFallbackNeedsWarning,
  turnedOffWithFallback,
  urlValueError,
  variantStatuses,
  CAROUSEL_DEFAULT_CARDS,
  type FilterFacts,
  type RuleFormat,
  type RuleVariant,
} from '@shared/domain/variant-rules';

const format = (over: Partial<RuleFormat> = {}): RuleFormat => ({
  id: 'f1',
  templateId: 't1',
  archived: false,
  approved: true,
  status: 'approved',
  dynamicElements: { headline: { value: 'Hi' }, subline: { value: '', optional: true } },
  ...over,
});
const variant = (over: Partial<RuleVariant> = {}): RuleVariant => ({
  id: 'v1',
  enabled: false,
  isFallback: false,
  archived: false,
  signals: { userSegment: ['s1'], schedule: [] },
  formats: [format()],
  ...over,
});
const adServer = { platform: 'google', fallbackOn: true };
const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-10T12:30:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('activation tooltips (001 4, 001 8)', () => {
  it('a variant meeting every rule can be turned on, and one already on can always be turned off', () => {
    expect(activationBlocker(variant(), adServer)).toBeNull();
    expect(activationBlocker(variant({ enabled: true, signals: { userSegment: [], schedule: [] } }), adServer)).toBeNull();
  });
  it('an archived variant or one with an archived format: Variant is archived', () => {
    expect(activationBlocker(variant({ archived: true }), adServer)).toBe('Variant is archived');
    expect(activationBlocker(variant({ formats: [format({ archived: true }), format({ id: 'f2' })] }), adServer)).toBe('Variant is archived');
  });
  it('on the ad server other variants wait for the fallback: Turn ON the Fallback Variant to activate other Variants', () => {
    expect(activationBlocker(variant(), { platform: 'google', fallbackOn: false })).toBe('Turn ON the Fallback Variant to activate other Variants');
    expect(activationBlocker(variant({ isFallback: true }), { platform: 'google', fallbackOn: false })).toBeNull();
    expect(activationBlocker(variant(), { platform: 'facebook', fallbackOn: false })).toBeNull();
  });
  it('no user segment (unless fallback): Add a user segment to activate the toggle.', () => {
    const noSegment = { signals: { userSegment: [], schedule: ['x'] } };
    expect(activationBlocker(variant(noSegment), adServer)).toBe('Add a user segment to activate the toggle.');
    expect(activationBlocker(variant({ ...noSegment, isFallback: true }), adServer)).toBeNull();
  });
  it('a required field empty: Please fill in all required fields in order to activate this variant (optional ones may be empty)', () => {
    expect(activationBlocker(variant({ formats: [format({ dynamicElements: { headline: { value: '  ' } } })] }), adServer)).toBe(
      'Please fill in all required fields in order to activate this variant',
    );
  });
  it('no final approval: Variations are pending approval', () => {
    expect(activationBlocker(variant({ formats: [format(), format({ id: 'f2', approved: false, status: 'unapproved' })] }), adServer)).toBe('Variations are pending approval');
  });
});

describe('bulk activation (001 8 Please check:)', () => {
  it('a variant with every format selected and every rule met passes; one with a format left out fails all formats selected', () => {
    const v = variant({ formats: [format(), format({ id: 'f2' })] });
    expect(bulkActivationChecks(v, new Set(['f1', 'f2']), adServer)).toEqual([]);
    expect(bulkActivationChecks(v, new Set(['f1']), adServer)).toEqual(['All formats within variants selected']);
  });
  it('each failed rule names its checklist item, and the batch lists each item once in the spec order', () => {
    const bad = variant({ archived: true, signals: { userSegment: [], schedule: [] }, formats: [format({ approved: false })] });
    const checks = bulkActivationChecks(bad, new Set(), { platform: 'google', fallbackOn: false });
    expect(checks).toEqual(['Fallback variant is on', 'Variants have at least one user segment', 'Creatives received final approval', 'All formats within variants selected', 'Creatives not archived']);
    expect(checklistOf([['Creatives not archived'], ['Variants have at least one user segment', 'Creatives not archived']])).toEqual(['Variants have at least one user segment', 'Creatives not archived']);
  });
  it('bulk deactivation refuses only a variant whose formats are not all selected', () => {
    const v = variant({ enabled: true, archived: true, formats: [format(), format({ id: 'f2' })] });
    expect(bulkDeactivationChecks(v, new Set(['f1', 'f2']))).toEqual([]);
    expect(bulkDeactivationChecks(v, new Set(['f2']))).toEqual(['All formats within variants selected']);
  });
});

describe('selection state (001 4)', () => {
  it('checked when all formats are selected, indeterminate when some, unchecked when none', () => {
    const v = variant({ formats: [format(), format({ id: 'f2' })] });
    expect(selectionState(v, new Set(['f1', 'f2']))).toBe('checked');
    expect(selectionState(v, new Set(['f2']))).toBe('indeterminate');
    expect(selectionState(v, new Set(['other']))).toBe('unchecked');
  });
});

describe('statuses from schedules and the clock (001 3)', () => {
  const past = { startDate: iso(NOW - 48 * HOUR), endDate: iso(NOW - 24 * HOUR) };
  const now = { startDate: iso(NOW - HOUR), endDate: iso(NOW + HOUR) };
  const future = { startDate: iso(NOW + 24 * HOUR), endDate: iso(NOW + 48 * HOUR) };
  it('an enabled variant without schedule is live; an off one is neither live nor scheduled', () => {
    expect(variantStatuses(true, [], NOW)).toEqual({ live: true, scheduled: false, scheduleEnded: false });
    expect(variantStatuses(false, [now], NOW)).toEqual({ live: false, scheduled: false, scheduleEnded: false });
  });
  it('live within a schedule, scheduled when every schedule is ahead, scheduleEnded when every one is over', () => {
    expect(variantStatuses(true, [past, now], NOW)).toMatchObject({ live: true, scheduled: false });
    expect(variantStatuses(true, [future], NOW)).toMatchObject({ live: false, scheduled: true });
    expect(variantStatuses(true, [past], NOW)).toEqual({ live: false, scheduled: false, scheduleEnded: true });
    expect(variantStatuses(false, [past], NOW).scheduleEnded).toBe(true);
  });
  it('days of week and hours narrow a window (UTC)', () => {
    const wednesday = new Date(NOW).getUTCDay();
    expect(variantStatuses(true, [{ ...now, daysOfWeek: [wednesday], hours: [12] }], NOW).live).toBe(true);
    expect(variantStatuses(true, [{ ...now, daysOfWeek: [(wednesday + 1) % 7] }], NOW).live).toBe(false);
    expect(variantStatuses(true, [{ ...now, hours: [9, 10] }], NOW).live).toBe(false);
  });
});

describe('filter values (001 4)', () => {
  const facts = (over: Partial<FilterFacts> = {}): FilterFacts => ({
    enabled: true,
    archived: false,
    formats: [{ approved: true, archived: false, status: 'approved', screenshotRenderStatus: 'finished' }],
    statuses: { live: true, scheduled: false, scheduleEnded: false },
    ...over,
  });
  it('archived variants show only when the archived filter is on', () => {
    expect(matchesStatusFilter(facts({ archived: true }), [])).toBe(false);
    expect(matchesStatusFilter(facts({ archived: true }), ['active'])).toBe(false);
    expect(matchesStatusFilter(facts({ archived: true }), ['archived'])).toBe(true);
    expect(matchesStatusFilter(facts(), ['archived'])).toBe(false);
    expect(matchesStatusFilter(facts(), [])).toBe(true);
  });
  it('active, scheduled, scheduleEnded and off follow the statuses and the toggle', () => {
    expect(matchesStatusFilter(facts(), ['active'])).toBe(true);
    expect(matchesStatusFilter(facts({ statuses: { live: false, scheduled: true, scheduleEnded: false } }), ['scheduled'])).toBe(true);
    expect(matchesStatusFilter(facts({ statuses: { live: false, scheduled: false, scheduleEnded: true } }), ['scheduleEnded'])).toBe(true);
    expect(matchesStatusFilter(facts(), ['off'])).toBe(false);
    expect(matchesStatusFilter(facts({ enabled: false }), ['off'])).toBe(true);
  });
  it('approved, unapproved, rejected and error follow the formats; any chosen value matches', () => {
    const rejected = facts({ formats: [{ approved: false, archived: false, status: 'rejected', screenshotRenderStatus: 'error' }] });
    expect(matchesStatusFilter(rejected, ['approved'])).toBe(false);
    expect(matchesStatusFilter(rejected, ['rejected'])).toBe(true);
    expect(matchesStatusFilter(rejected, ['unapproved'])).toBe(false);
    expect(matchesStatusFilter(rejected, ['error'])).toBe(true);
    expect(matchesStatusFilter(facts({ formats: [{ approved: false, archived: false, status: 'unapproved' }] }), ['approved', 'unapproved'])).toBe(true);
  });
});

describe('fallback rules (001 4)', () => {
  it('turning off the fallback turns off every other enabled variant', () => {
    const all = [variant({ id: 'fb', isFallback: true, enabled: true }), variant({ id: 'a', enabled: true }), variant({ id: 'b' })];
    expect(turnedOffWithFallback(all)).toEqual(['a']);
  });
  it('removing the fallback role from a variant with no segments turns it off', () => {
    expect(previousFallbackEnabled(variant({ enabled: true, signals: { userSegment: [], schedule: [] } }), variant({ enabled: false }))).toBe(false);
    expect(previousFallbackEnabled(variant({ enabled: true }), variant({ enabled: false }))).toBe(true);
  });
  it('set as fallback warns when the current fallback has user segments and the new one is enabled; the previous one is then disabled', () => {
    expect(setFallbackNeedsWarning(variant(), variant({ enabled: true }))).toBe(true);
    expect(setFallbackNeedsWarning(variant(), variant({ enabled: false }))).toBe(false);
    expect(setFallbackNeedsWarning(variant({ signals: { userSegment: [], schedule: [] } }), variant({ enabled: true }))).toBe(false);
    expect(previousFallbackEnabled(variant({ enabled: true }), variant({ enabled: true }))).toBe(false);
  });
  it('the Set as Fallback entry: only non-fallback variants with every template format and no archived one', () => {
    const both = [format(), format({ id: 'f2', templateId: 't2' })];
    expect(canSetAsFallback(variant({ formats: both }), ['t1', 't2'])).toBe(true);
    expect(canSetAsFallback(variant({ formats: both, isFallback: true }), ['t1', 't2'])).toBe(false);
    expect(canSetAsFallback(variant(), ['t1', 't2'])).toBe(false);
    expect(canSetAsFallback(variant({ formats: [format(), format({ id: 'f2', templateId: 't2', archived: true })] }), ['t1', 't2'])).toBe(false);
  });
  it('a schedule without a user segment warns while the fallback lacks one too', () => {
    const scheduled = variant({ signals: { userSegment: [], schedule: ['s'] } });
    expect(scheduleWithoutSegmentWarning(scheduled, variant({ signals: { userSegment: [], schedule: [] } }))).toBe(true);
    expect(scheduleWithoutSegmentWarning(scheduled, variant())).toBe(false);
    expect(scheduleWithoutSegmentWarning(variant(), null)).toBe(false);
  });
});

describe('edit consequences (001 4)', () => {
  it('an approved variant that is off goes for approval and stays off', () => {
    expect(editConsequences(variant())).toEqual({ sendForApproval: true, turnOff: false, turnOffAll: false });
  });
  it('an active variant is turned off and sent for approval', () => {
    expect(editConsequences(variant({ enabled: true }))).toEqual({ sendForApproval: true, turnOff: true, turnOffAll: false });
  });
  it('the fallback turns every variant off and goes for approval', () => {
    expect(editConsequences(variant({ isFallback: true, enabled: true }))).toEqual({ sendForApproval: true, turnOff: true, turnOffAll: true });
  });
  it('the multi-format edit warning starts at two creatives', () => {
    expect(needsMultiEditWarning(1)).toBe(false);
    expect(needsMultiEditWarning(2)).toBe(true);
  });
});

describe('carousel cards and URLs (001 3, 5, 9)', () => {
  it('cards go from 2 to 10, 3 by default, with the publishing field names', () => {
    expect(CAROUSEL_DEFAULT_CARDS).toBe(3);
    expect([canAddCard(9), canAddCard(10), canRemoveCard(3), canRemoveCard(2)]).toEqual([true, false, true, false]);
    expect(cardFieldNames(4)).toEqual(['card4Image', 'card4Headline', 'card4Description', 'card4WebsiteUrl']);
  });
  it('URLs need a protocol except Display Link', () => {
    expect(urlValueError('Website URL', 'https://example.com/a')).toBeNull();
    expect(urlValueError('landingPage', 'ftp://files.example.com')).toBeNull();
    expect(urlValueError('Website URL', 'www.example.com')).toBe('URLs need a protocol (http, https or ftp)');
    expect(urlValueError('Display Link', 'www.example.com')).toBeNull();
    expect(urlValueError('Display Link', 'example.com')).toBeNull();
    expect(urlValueError('Display Link', 'not a link')).toBe('URLs need a protocol (http, https or ftp)');
  });
});

describe('set as fallback while the fallback is live (001 4 activation rules)', () => {
  it('the new fallback must pass the checklist as a fallback: final approval and required fields, no segment needed', () => {
    const unapproved = variant({ formats: [format({ approved: false, status: 'unapproved' })], signals: { userSegment: [], schedule: [] } });
    expect(fallbackSwitchBlocker(unapproved, adServer)).toBe('Variations are pending approval');
    const empty = variant({ formats: [format({ dynamicElements: { headline: { value: ' ' } } })] });
    expect(fallbackSwitchBlocker(empty, adServer)).toBe('Please fill in all required fields in order to activate this variant');
    expect(fallbackSwitchBlocker(variant({ signals: { userSegment: [], schedule: [] } }), adServer)).toBeNull();
  });
  it('while the fallback is off nothing live is lost: no blocker', () => {
    const unapproved = variant({ formats: [format({ approved: false, status: 'unapproved' })] });
    expect(fallbackSwitchBlocker(unapproved, { platform: 'google', fallbackOn: false })).toBeNull();
  });
});
