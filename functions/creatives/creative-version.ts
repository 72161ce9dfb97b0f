/**
 * A creative's exact content version (approvals are tied to it). A digest of what the creative shows: its
 * template, the template's version and generation, and every field value. Any edit (a value, a new template version
 * or generation) makes a new version, whichever path made it, so an approval given to an earlier content never counts
 * for the current one.
 */
import { createHash } from 'node:crypto';
import type { VariantFormatState } from '@shared/domain/personalize';

const digest = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);

const sortedValues = (values: Readonly<Record<string, string>>) =>
  Object.keys(values)
    .sort()
    .map((k) => [k, values[k]]);

/**
 * Digests by format object: the container's variant list hands out the same (never changed in place) objects to
 * every call, so a bulk activation of 10,000 variants digests each format once per container, not once per call.
 */
const known = new WeakMap<object, string>();

/** A variant format's version (self-service creatives). */
export function variantFormatVersion(f: Pick<VariantFormatState, 'templateId' | 'version' | 'generation' | 'dynamicElements'>): string {
  const cached = known.get(f);
  if (cached !== undefined) return cached;
  const values: Record<string, string> = {};
  for (const [name, e] of Object.entries(f.dynamicElements)) values[name] = e.value;
  const version = digest(['variantFormat', f.templateId, f.version, f.generation, sortedValues(values)]);
  known.set(f, version);
  return version;
}

/** A variation's version (managed-service creatives): its hash already names template version and values. */
export function variationVersion(v: { hash?: string; reportingHash: string; templateId?: string; version?: number; generation?: number; values?: unknown }): string {
  return digest(['variation', v.hash ?? v.reportingHash, v.templateId ?? '', v.version ?? 1, v.generation ?? 1, sortedValues((v.values as Record<string, string> | undefined) ?? {})]);
}

/** The gate's data for the activation rules (shared/domain/variant-rules.ts RuleFormat.gate). */
export const gateOf = (f: Pick<VariantFormatState, 'templateId' | 'version' | 'generation' | 'dynamicElements' | 'approval'>) => ({
  currentVersion: variantFormatVersion(f),
  state: f.approval ?? null,
});
