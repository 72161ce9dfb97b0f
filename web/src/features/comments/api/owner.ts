/** Where a panel's comments live: a campaign (Personalize, Creatives) or a concept (storyboards, templates). */
export type CommentOwner = { kind: 'campaign'; id: string } | { kind: 'concept'; id: string; partnerId?: string | null };

export const ownerOf = (campaignId?: string, conceptId?: string, partnerId?: string | null): CommentOwner | null =>
  campaignId ? { kind: 'campaign', id: campaignId } : conceptId ? { kind: 'concept', id: conceptId, partnerId } : null;

/** The concept calls name the partner as every concept call does (?partnerId=, 000 7.3). */
export const ownerQuery = (owner: CommentOwner) => (owner.kind === 'concept' && owner.partnerId ? { partnerId: owner.partnerId } : {});

export const commentsKeys = {
  all: ['comments'] as const,
  owner: (owner: CommentOwner) => ['comments', owner.kind, owner.id] as const,
  list: (owner: CommentOwner, scope: unknown) => ['comments', owner.kind, owner.id, 'list', scope] as const,
  counts: (campaignId: string) => ['comments', 'campaign', campaignId, 'counts'] as const,
  mentions: (owner: CommentOwner, search: string) => ['comments', owner.kind, owner.id, 'mentions', search] as const,
};
