import type { StoryboardDto } from '@shared/contracts/storyboards';
import type { TemplateDto } from '@shared/contracts/templates';
import type { ConceptEvent } from '@shared/domain/concept-lifecycle';
import { api } from '@web/lib/api-client';

/** The parts a concept-level approval stands for: its storyboards ('Approve storyboards') or its current templates. */
export type ApprovalParts = 'storyboards' | 'templates';
export const PARTS_OF: Partial<Record<ConceptEvent, ApprovalParts>> = { storyboardsApproved: 'storyboards', templatesApproved: 'templates' };

export interface Part {
  id: string;
  name: string;
  approved: boolean;
}

/** The concept's storyboards, or its templates that have a current version, each with whether it is approved. */
export async function listParts(partnerId: string, conceptId: string, parts: ApprovalParts): Promise<Part[]> {
  if (parts === 'storyboards') {
    const list = await api.get<StoryboardDto[]>(`assets/concepts/${conceptId}/storyboards`, { query: { partnerId } });
    return list.map((s) => ({ id: s._id, name: s.name, approved: s.approved }));
  }
  const { templates } = await api.get<{ templates: TemplateDto[] }>(`concepts/${conceptId}/templates`, { query: { partnerId } });
  return templates.filter((t) => t.current !== null && !t.archived).map((t) => ({ id: t._id, name: t.name, approved: t.approved }));
}

/** Approves each part with its own call (the last one moves the concept, as a part's approval does). */
export async function approveParts(partnerId: string, conceptId: string, parts: ApprovalParts, list: readonly Part[]): Promise<void> {
  for (const part of list) {
    if (parts === 'storyboards') await api.post(`assets/concepts/${conceptId}/storyboards/${part.id}/approve`, {}, { query: { partnerId } });
    else await api.post(`templates/${part.id}/approve`, {}, { query: { partnerId } });
  }
}
