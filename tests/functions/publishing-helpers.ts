/**
 * What the ad platforms simulator holds after a publish (`GET /__simulator/published`), and the check of a decision
 * tree published to Campaign Manager 360: the fallback is no rule's, every other live variant has a rule whose
 * targeting template exists in the simulator, is named after the variant and targets its user segments.
 */
import { expect } from 'vitest';
import { personalizeRepository, signalsRepository } from '@functions/personalize/public';

interface Rule {
  assetId: string;
  name: string;
  targetingTemplateId?: string;
}
export interface Cm360Creative {
  id: string;
  name: string;
  creativeAssetSelection?: { defaultAssetId: string; rules: Rule[] };
}
export interface Cm360Template {
  id: string;
  name: string;
  advertiserId: string;
  keyValueTargetingExpression?: { expression?: string };
}
export interface Published {
  dv360: { creatives: { integrationCode?: string; displayName: string }[] };
  cm360: { creatives: Cm360Creative[]; targetingTemplates: Cm360Template[]; assets: { id: string; assetIdentifier: { name: string } }[] };
  googleAds: { ads: { adGroupId: string; ad: { name: string } }[] };
}

export const published = async (): Promise<Published> => (await (await fetch(`${process.env.AD_PLATFORMS_SIMULATOR_URL!}/__simulator/published`)).json()) as Published;

/** The campaign's decision-tree creatives in CM360 (their names start with the campaign's name). */
export const treeCreatives = (state: Published, campaignName: string) => state.cm360.creatives.filter((c) => c.name.startsWith(`${campaignName} `));

/** Asserts each tree creative's rules against the tree's variants and segments; answers the template ids the rules name. */
export async function expectTargetedRules(state: Published, campaign: { id: string; name: string }): Promise<Set<string>> {
  const [tree] = await personalizeRepository.listTrees(campaign.id);
  const variants = await personalizeRepository.listVariantsCached(tree!.id);
  const segments = await signalsRepository.listByTree({ campaignId: campaign.id, treeId: tree!.id }, 'userSegment');
  const creatives = treeCreatives(state, campaign.name);
  expect(creatives.length).toBeGreaterThan(0);
  const used = new Set<string>();
  let variantRules = 0;
  for (const creative of creatives) {
    const rules = creative.creativeAssetSelection?.rules ?? [];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.map((r) => r.name)).not.toContain(variants.find((v) => v.isFallback)?.name);
    for (const rule of rules) {
      const template = state.cm360.targetingTemplates.find((t) => t.id === rule.targetingTemplateId);
      expect(template, `template of rule ${rule.name}`).toBeDefined();
      expect(template!.name.startsWith(`${rule.name} `)).toBe(true);
      used.add(template!.id);
      const variant = variants.find((v) => v.name === rule.name);
      if (!variant) {
        // a managed-service variation beside the tree: no user segments, targeted by its own id
        expect(template!.keyValueTargetingExpression?.expression).toMatch(/^mq_variant=\S+$/);
        continue;
      }
      variantRules++;
      const values = variant.signals.userSegment.flatMap((id) => segments.find((s) => s.id === id)?.values ?? []);
      expect(values.length).toBeGreaterThan(0);
      // the seeded segments are Custom ones with plain values: the `segment` key, any of them
      expect(template!.keyValueTargetingExpression?.expression).toBe(values.map((v) => `segment=${v}`).join(' OR '));
    }
  }
  expect(variantRules).toBeGreaterThan(0);
  return used;
}
