/**
 * What the panel shows, decided from its context, its entities and the query parameters (pure, tested alone): the
 * scope asked of the server, the entity a new comment is written on, the empty message, and the thread lookups.
 */
import type { CommentDto, Hotspot } from '@shared/contracts/comments';
import { GENERAL_ENTITY_TYPES, type CommentContext, type CommentedEntityType } from '@shared/domain/comments';
import { MESSAGES } from '@shared/messages';
import type { CommentsScope } from '../api/list-comments';
import type { CommentsParams } from './params';

/** A picture or a player of the entity, on which a point (hotspot) can be picked; sizes in CSS pixels. */
export interface HotspotPreview {
  kind: 'image' | 'frame';
  src: string;
  width: number;
  height: number;
}

/** Something comments are written on: a tree or a variant, the storyboard index or a storyboard, a template. */
export interface CommentEntity {
  id: string;
  type: CommentedEntityType;
  name: string;
  /** The version commented on (storyboards, templates), when the entity has versions. */
  version?: number;
  preview?: HotspotPreview;
}

/** The entity types each context shows (a concept's comments hold storyboards' and templates' side by side). */
export const CONTEXT_TYPES: Record<CommentContext, readonly CommentedEntityType[]> = {
  Personalize: ['PersonalizeTree', 'PersonalizeVariant'],
  Creatives: ['PersonalizeTree', 'PersonalizeVariant'],
  StoryboardIndex: ['StoryboardIndex', 'Storyboard'],
  Storyboard: ['StoryboardIndex', 'Storyboard'],
  Template: ['Template'],
};

export const isGeneral = (type: string) => (GENERAL_ENTITY_TYPES as readonly string[]).includes(type);

/** The entity the panel is on: the one named in the query parameters, if the page knows it. */
export function selectedEntity(entities: readonly CommentEntity[], params: CommentsParams): CommentEntity | null {
  if (!params.commentedEntityId) return null;
  const known = entities.find((e) => e.id === params.commentedEntityId);
  if (known) return known;
  const type = params.commentedEntityType as CommentedEntityType | undefined;
  return type ? { id: params.commentedEntityId, type, name: params.commentedEntityName ?? '' } : null;
}

/** Where a new thread goes: the selected entity, else the page's general entity (the tree, the index), else the first. */
export function targetEntity(entities: readonly CommentEntity[], selected: CommentEntity | null): CommentEntity | null {
  return selected ?? entities.find((e) => isGeneral(e.type)) ?? entities[0] ?? null;
}

/**
 * What is asked of the server: on a selected entity, its comments and the general ones beside it (the server leaves
 * those out with hideGeneral); without one, the whole campaign (no entity ids) or the concept entity the page shows.
 */
export function commentsScope(context: CommentContext, entities: readonly CommentEntity[], selected: CommentEntity | null, params: CommentsParams): CommentsScope {
  const filters = {
    forMe: params.showForMe,
    showResolved: params.showResolved,
    withTimeCode: params.showWithTimeCode,
    sortByTimeCode: params.sortByTimeCode,
    hideGeneral: params.hideGeneralComments,
  };
  const campaign = context === 'Personalize' || context === 'Creatives';
  if (campaign) {
    const general = entities.filter((e) => isGeneral(e.type)).map((e) => e.id);
    return { ...filters, entityIds: selected ? [...new Set([selected.id, ...general])] : [] };
  }
  const entity = selected ?? (context === 'Template' ? (entities[0] ?? null) : null);
  return { ...filters, entityIds: entity ? [entity.id] : [], ...(entity?.version !== undefined ? { entityVersion: entity.version } : {}) };
}

/** The four empty messages of 001 2, verbatim. */
export function emptyMessage(context: CommentContext, selected: CommentEntity | null): string {
  if (context === 'Template') return MESSAGES.commentsEmptyTemplate;
  if (context === 'StoryboardIndex' || context === 'Storyboard') return MESSAGES.commentsEmptyStoryboards;
  return selected?.type === 'PersonalizeVariant' ? MESSAGES.commentsEmptyVariant : MESSAGES.commentsEmptyCampaign;
}

/** The threads of the loaded pages that belong to this context, each once (pages can overlap after a change). */
export function threadsOf(pages: readonly { comments: readonly CommentDto[] }[] | undefined, context: CommentContext): CommentDto[] {
  const seen = new Set<string>();
  const types = CONTEXT_TYPES[context];
  return (pages ?? []).flatMap((p) => p.comments).filter((c) => types.includes(c.commentedEntityType) && !seen.has(c._id) && Boolean(seen.add(c._id)));
}

/** A comment of the loaded threads, at any depth. */
export function findComment(threads: readonly CommentDto[], id: string): CommentDto | null {
  for (const c of threads) {
    if (c._id === id) return c;
    const inner = findComment(c.threadedComments, id);
    if (inner) return inner;
  }
  return null;
}

/** The pins of the loaded threads on one entity: their hotspots, numbered as the list shows them. */
export function pinsOf(threads: readonly CommentDto[], entityId: string): { id: string; n: number; hotspot: Hotspot }[] {
  return threads.flatMap((c, i) => (c.commentedEntityId === entityId && c.hotspot ? [{ id: c._id, n: i + 1, hotspot: c.hotspot }] : []));
}

/**
 * The users a body mentions: those picked from the list whose `@Name` is still in the text when it is sent (a mention
 * is text; deleting it from the text takes it out).
 */
export function mentionedIds(body: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => body.includes(`@${name}`)).map(([id]) => id);
}

/** A body cut into text and mentions (`@Name` of a mentioned user), for showing mentions apart; text only, never markup. */
export function bodyParts(body: string, mentions: readonly { name: string }[]): { text: string; mention: boolean }[] {
  const names = [...new Set(mentions.map((m) => `@${m.name}`))].sort((a, b) => b.length - a.length);
  if (!names.length) return [{ text: body, mention: false }];
  const parts: { text: string; mention: boolean }[] = [];
  let rest = body;
  while (rest) {
    let at = -1;
    let hit = '';
    for (const name of names) {
      const i = rest.indexOf(name);
      if (i >= 0 && (at < 0 || i < at)) [at, hit] = [i, name];
    }
    if (at < 0) {
      parts.push({ text: rest, mention: false });
      break;
    }
    if (at > 0) parts.push({ text: rest.slice(0, at), mention: false });
    parts.push({ text: hit, mention: true });
    rest = rest.slice(at + hit.length);
  }
  return parts;
}
