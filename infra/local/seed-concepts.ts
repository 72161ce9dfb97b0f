/**
 * Demo Agency's concepts on first start (never deployed): one per stage of the list, so /concepts and the concept
 * pages have something to show. Written through the concepts repository, name claim included; a name already
 * claimed is left alone, so a restart changes nothing. The sent briefs carry the brand's files of the seeded library
 * (seed-assets.ts), as if picked from it in the wizard's assets step.
 */
import { applyRecommendation, emptyBrief, type Brief, type BriefAsset, type ConceptStatus, type WizardStep } from '@shared/domain/concepts';
import type { BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { NameTakenError } from '@functions/lib/errors';

interface SeedConcept {
  name: string;
  status: ConceptStatus;
  markets: string[];
  languages: string[];
  /** The step a draft was saved at; a sent brief is complete. */
  step: WizardStep;
  direction: string;
}

export const DEMO_CONCEPTS: readonly SeedConcept[] = [
  { name: 'Sparkle Zero Summer Launch', status: 'StoryboardsInProgress', markets: ['Germany', 'France'], languages: ['de', 'fr'], step: 'SIGN_OFF', direction: 'Bright, summery, bold type; the can in every frame.' },
  { name: 'Sparkle Zero Back to School', status: 'review', markets: ['United States'], languages: ['en'], step: 'SIGN_OFF', direction: 'Campus life, quick cuts, the zero-sugar claim up front.' },
  { name: 'Sparkle Zero Winter Warmers', status: 'Draft', markets: ['Germany'], languages: ['de'], step: 'CHANNELS', direction: '' },
];

function briefOf(spec: SeedConcept, nodes: readonly BusinessNode[], assets: readonly BriefAsset[]): Brief {
  const businessNodes = spec.markets.map((name) => nodes.find((n) => n.type === 'market' && n.name === name)!.id);
  const base: Brief = { ...emptyBrief(), intro: { name: spec.name, businessNodes, languages: spec.languages }, objectives: { elements: ['awareness', 'consideration'], customText: '' } };
  if (spec.status === 'Draft') return { ...base, meta: { ...base.meta, currentStep: spec.step } };
  const recommended = applyRecommendation(base);
  return { ...recommended, meta: { ...recommended.meta, currentStep: spec.step }, assets: [...assets], otherBusiness: { text: spec.direction }, signOff: { areAgreementsAccepted: true } };
}

export async function seedConcepts(partnerId: string, nodes: readonly BusinessNode[], createdBy: string, assets: readonly BriefAsset[]): Promise<void> {
  for (const spec of DEMO_CONCEPTS) {
    if (await conceptsRepository.nameTaken(partnerId, spec.name)) continue;
    try {
      await conceptsRepository.create({ partnerId, brief: briefOf(spec, nodes, assets), status: spec.status, createdBy });
    } catch (error) {
      // A second server starting on the same data claimed it first.
      if (!(error instanceof NameTakenError)) throw error;
    }
  }
}
