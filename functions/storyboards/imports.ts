/** Storyboard imports as callers see them, and the one in a concept the caller reaches. */
import type { StoryboardImportDto } from '@shared/contracts/storyboards';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { conceptOf } from './storyboard-scope';
import { storyboardsRepository, type StoryboardImport } from './storyboards-repository';

export const presentImport = (i: StoryboardImport): StoryboardImportDto => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  message: i.message ?? null,
  storyboardIds: i.storyboardIds,
});

export async function importOf(caller: Caller, conceptId: string, importId: string): Promise<StoryboardImport> {
  const concept = await conceptOf(caller, conceptId);
  const item = await storyboardsRepository.getImport(importId);
  if (!item || item.conceptId !== concept.id) throw notFound(MESSAGES.entityNotFound);
  return item;
}
