/**
 * Signals as variants use them (001 3 'Variant' signals by type; the variant stores signal ids). Setting a variant's
 * signals (PATCH formats/signals) and taking a deleted signal out of its variants are conditional on each variant's
 * revision, in transactions of 100; a variant that is left without user segments follows 001 4 (shared/domain/
 * personalize-signals.ts keepsToggle): a non-fallback variant turns off.
 */
import type { SignalKind } from '@shared/contracts/personalize-signals';
import { keepsToggle } from '@shared/domain/personalize-signals';
import { personalizeRepository, type Tree, type Variant, type VariantSignals } from './personalize-repository';
import type { PresentContext, SignalSummary } from './present';
import { signalsRepository, type Signal, type TreeRef } from './signals-repository';

/** The write of a variant's new signals (and its toggle, when the rule turns it off). */
function signalsChange(v: Variant, signals: VariantSignals) {
  const enabled = v.enabled && keepsToggle(v, signals);
  return personalizeRepository.updateVariant(v, { signals, ...(enabled !== v.enabled ? { enabled } : {}) });
}

/** What presenting the tree's variants needs of its signals: name, type and a schedule's window, by id. */
export async function signalContext(ref: Pick<TreeRef, 'campaignId' | 'treeId'>, now = Date.now()): Promise<PresentContext> {
  const signals = await signalsRepository.listByTree(ref);
  const summary = (s: Signal): SignalSummary => ({
    _id: s.id,
    name: s.name,
    type: s.type,
    ...(s.startDate && s.endDate ? { startDate: s.startDate, endDate: s.endDate } : {}),
    ...(s.daysOfWeek ? { daysOfWeek: s.daysOfWeek } : {}),
    ...(s.hours ? { hours: s.hours } : {}),
    ...(s.timeZone ? { timeZone: s.timeZone } : {}),
  });
  return { signals: new Map(signals.map((s) => [s.id, summary(s)])), now };
}

/** Takes the signal out of every variant of the tree that names it; answers those variants as written. */
export async function removeSignalFromVariants(tree: Tree, signal: Pick<Signal, 'id' | 'type'>): Promise<Variant[]> {
  const using = (await personalizeRepository.listVariants(tree.id)).filter((v) => v.signals[signal.type].includes(signal.id));
  const changed = using.map((v) => ({ v, signals: { ...v.signals, [signal.type]: v.signals[signal.type].filter((id) => id !== signal.id) } }));
  await personalizeRepository.write(changed.map(({ v, signals }) => signalsChange(v, signals)));
  return changed.map(({ v, signals }) => ({ ...v, signals, enabled: v.enabled && keepsToggle(v, signals), revision: v.revision + 1 }));
}

/** Sets the signals of each type given on these variants; answers them as written, with what each type gained or lost. */
export async function assignSignals(variants: readonly Variant[], given: Partial<Record<SignalKind, string[]>>) {
  const changed = variants.map((v) => {
    const signals: VariantSignals = { userSegment: given.userSegment ?? v.signals.userSegment, schedule: given.schedule ?? v.signals.schedule };
    return { v, signals };
  });
  await personalizeRepository.write(changed.map(({ v, signals }) => signalsChange(v, signals)));
  const diff = (kind: SignalKind) => ({
    added: changed.some(({ v, signals }) => signals[kind].some((id) => !v.signals[kind].includes(id))),
    removed: changed.some(({ v, signals }) => v.signals[kind].some((id) => !signals[kind].includes(id))),
  });
  return {
    variants: changed.map(({ v, signals }) => ({ ...v, signals, enabled: v.enabled && keepsToggle(v, signals), revision: v.revision + 1 })),
    userSegment: diff('userSegment'),
    schedule: diff('schedule'),
  };
}
