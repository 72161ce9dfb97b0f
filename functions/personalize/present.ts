/** Trees, variants and variations as the calls answer them (shared/contracts/personalize.ts). */
import type { PersonalizeTree, SignalRef, VariantView, VariationView } from '@shared/contracts/personalize';
import { variantValues } from '@shared/domain/personalize';
import { variantStatuses, type ScheduleWindow } from '@shared/domain/variant-rules';
import type { Variation } from '@functions/campaigns/public';
import type { Tree, Variant } from './personalize-repository';

export const presentTree = (t: Tree): PersonalizeTree => ({
  _id: t.id,
  campaignId: t.campaignId,
  platform: t.platform,
  format: t.format,
  templates: t.templates,
  isFallbackEnabled: t.isFallbackEnabled,
  fallbackVariantId: t.fallbackVariantId ?? null,
  location: t.location,
  dimension: t.dimension,
});

/** A tree's signal as a variant presents it: its name and type, and a schedule's window. */
export type SignalSummary = SignalRef & Partial<ScheduleWindow>;
/** What presenting a variant needs besides the variant: the tree's signals by id and the clock. */
export interface PresentContext {
  signals: ReadonlyMap<string, SignalSummary>;
  now: number;
}
const NO_SIGNALS: PresentContext = { signals: new Map(), now: 0 };

const resolve = (ids: readonly string[], ctx: PresentContext): SignalRef[] =>
  ids.flatMap((id) => {
    const s = ctx.signals.get(id);
    return s ? [{ _id: s._id, name: s.name, type: s.type }] : [];
  });

/** The schedules of a variant that still exist (a deleted signal no longer counts). */
export const schedulesOf = (v: Pick<Variant, 'signals'>, signals: ReadonlyMap<string, SignalSummary>): ScheduleWindow[] =>
  v.signals.schedule.flatMap((id) => {
    const s = signals.get(id);
    return s?.startDate && s.endDate ? [{ startDate: s.startDate, endDate: s.endDate, daysOfWeek: s.daysOfWeek, hours: s.hours, timeZone: s.timeZone }] : [];
  });

export function presentVariant(v: Variant, ctx: PresentContext = { ...NO_SIGNALS, now: Date.now() }): VariantView {
  const formats = Object.values(v.formats);
  const optional = new Set(formats.flatMap((f) => Object.entries(f.dynamicElements).filter(([, e]) => e.optional).map(([name]) => name)));
  const { live, scheduled } = variantStatuses(v.enabled, schedulesOf(v, ctx.signals), ctx.now);
  return {
    _id: v.id,
    treeId: v.treeId,
    name: v.name,
    enabled: v.enabled,
    isFallback: v.isFallback,
    archived: v.archived,
    approved: v.approved,
    formats: Object.fromEntries(formats.map((f) => [f.id, { ...f, _id: f.id, screenshotRenderStatus: f.screenshotRenderStatus ?? 'unrendered' }])),
    allVariantFormatIds: formats.map((f) => f.id),
    dynamicElements: Object.fromEntries(Object.entries(variantValues(formats)).map(([name, value]) => [name, { value, ...(optional.has(name) ? { optional: true } : {}) }])),
    signals: { userSegment: resolve(v.signals.userSegment, ctx), schedule: resolve(v.signals.schedule, ctx) },
    statuses: { live, scheduled },
    ...(v.cardsCount !== undefined ? { cardsCount: v.cardsCount } : {}),
    revision: v.revision,
  };
}

export const presentVariation = (v: Variation): VariationView => ({
  _id: v.id,
  campaignId: v.campaignId,
  hash: v.hash ?? v.reportingHash,
  reportingHash: v.reportingHash,
  name: v.name,
  format: v.format,
  version: v.version ?? 1,
  generation: v.generation ?? 1,
  size: v.size ?? v.format,
  formats: v.formats ?? [v.format],
  channels: v.channels ?? [],
  audienceFilters: v.audienceFilters ?? [],
  values: (v.values as Record<string, string> | undefined) ?? {},
  approvals: { users: (v.approvalUsers as VariationView['approvals']['users'] | undefined) ?? [] },
  approved: v.approved ?? false,
  rejected: v.rejected ?? false,
});
