/**
 * Resize ('Resize'): the current version remade at another size by the template-render queue's job, as a
 * template named 'WxH-name' (a new template, or the next generation of the concept's template of that name). Its
 * version is 'processing' until the job says it finished (render-hooks.ts); the browser hears 'template resizing
 * started/finished' (001 8) as ws-events from the job.
 */
import { currentVersion, parseDimension, resizedTemplateName } from '@shared/domain/template-versions';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import type { Caller } from '@functions/lib/session';
import { resizedName } from '@functions/template-render/public';
import { syncConceptWithTemplates } from './concept-sync';
import { newVersion } from './ingest';
import { versionFolder } from './present';
import { readyVersion, sizeOf } from './template-actions';
import { templateInScope } from './template-scope';
import { templatesRepository, type Template } from './templates-repository';
import { templateFolder } from './template-storage';

export async function resizeTemplate(caller: Caller, id: string, sizeText: string): Promise<Template> {
  const { template } = await templateInScope(caller, id, 'write');
  const source = readyVersion(currentVersion(template));
  const size = parseDimension(sizeText);
  if (!size) throw unprocessable('size in template name has wrong format');
  if (sizeText === template.size) throw unprocessable(MESSAGES.templateResizeSameSize);
  const versionId = newId();
  const targetPrefix = templateFolder(template.partnerId, template.conceptId, versionId);
  const resizedEntry = resizedName(source.entry, size);
  const entry = source.kind === 'video' ? resizedEntry.replace(/\.\w+$/, '.mp4') : resizedEntry;
  const version = { ...newVersion(versionId, source.kind, entry, source.parse, [], caller.user.id), status: 'processing' as const };
  const created = await templatesRepository.addUpload({
    partnerId: template.partnerId,
    conceptId: template.conceptId,
    name: resizedTemplateName(template.name, size),
    size: `${size.width}x${size.height}`,
    createdBy: caller.user.id,
    version,
  });
  await sendToQueue('template-render', {
    kind: 'resize',
    prefix: versionFolder(template, source),
    entry: source.entry,
    size: sizeOf(template),
    targetPrefix,
    targetSize: size,
    userId: caller.user.id,
    templateId: created.id,
  });
  await syncConceptWithTemplates({ partnerId: template.partnerId, conceptId: template.conceptId, userId: caller.user.id, reason: `Template ${created.name} is being made` });
  return created;
}
