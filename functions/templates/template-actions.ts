/** What several template calls share: queueing a version's thumbnails, answering a template, finding a generation. */
import { MESSAGES } from '@shared/messages';
import { parseDimension } from '@shared/domain/template-versions';
import { notFound, unprocessable } from '@functions/lib/errors';
import type { RouteResult } from '@functions/lib/http';
import { sendToQueue } from '@functions/lib/queues';
import { presentTemplate, versionFolder } from './present';
import { templatesRepository, type StoredGeneration, type StoredVersion, type Template } from './templates-repository';
import { templateUsage } from './template-usage';

export const sizeOf = (t: Template) => parseDimension(t.size)!;

export async function queueThumbnails(t: Template, v: StoredVersion, userId: string): Promise<void> {
  await sendToQueue('template-render', { kind: 'thumbnails', prefix: versionFolder(t, v), entry: v.entry, size: sizeOf(t), userId, templateId: t.id });
}

export async function answer(t: Template, statusCode = 200): Promise<RouteResult> {
  return { statusCode, body: presentTemplate(t, await templateUsage.inUse(t.partnerId, t.id)) };
}

export function generationOf(t: Template, generation: number): StoredGeneration {
  const found = t.generations.find((g) => g.generation === generation);
  if (!found) throw notFound(MESSAGES.templateGenerationNotFound);
  return found;
}

/** A template that changed under the call (deleted meanwhile) answers as an unknown one. */
export function stillThere(t: Template | null): Template {
  if (!t) throw notFound(MESSAGES.templateNotFound);
  return t;
}

export function readyVersion(v: StoredVersion | null): StoredVersion {
  if (!v || v.status !== 'ready') throw unprocessable(MESSAGES.templateNotReady);
  return v;
}

export { templatesRepository };
