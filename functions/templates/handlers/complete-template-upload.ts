import { partnerQuerySchema } from '@shared/contracts/common';
import { templateUploadParamsSchema } from '@shared/contracts/templates';
import { parseTemplateName, templateFileType } from '@shared/domain/templates';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertUploadSize, ingestVideo, ingestZip } from '../ingest';
import { answer, queueThumbnails } from '../template-actions';
import { templateChanged } from '../template-changes';
import { conceptForTemplates } from '../template-scope';
import { templatesRepository } from '../templates-repository';
import { templateStorage } from '../template-storage';

/**
 * POST /concepts/{conceptId}/templates/uploads/{uploadId}/complete: the uploaded file becomes a template (a first
 * upload of its name) or the next generation of the template of that name; thumbnails are queued. A refused file
 * answers 422 with the parser's message and leaves nothing stored (the temporary upload is removed either way).
 */
export default defineRoute({
  idempotent: true,
  request: { params: templateUploadParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const concept = await conceptForTemplates(caller, params.conceptId, 'write');
    const upload = await templatesRepository.getUpload(params.uploadId);
    if (!upload || upload.partnerId !== caller.partnerId || upload.conceptId !== concept.id) throw notFound(MESSAGES.templateUploadMissing);
    const name = parseTemplateName(upload.fileName);
    const video = templateFileType(upload.fileName) === 'video';
    try {
      const size = await assetStorage.size(upload.key);
      if (size === null) throw unprocessable(MESSAGES.templateUploadMissing);
      assertUploadSize(upload.fileName, size);
      const target = { partnerId: caller.partnerId, conceptId: concept.id, userId: caller.user.id };
      const ingested = video ? await ingestVideo(target, upload.key, name, upload.fileName) : await ingestZip(target, upload.key, name);
      let template;
      try {
        template = await templatesRepository.addUpload({ partnerId: caller.partnerId, conceptId: concept.id, name: name.name, size: name.sizeLabel, createdBy: caller.user.id, version: ingested.version });
      } catch (error) {
        await templateStorage.removeFolder(ingested.prefix).catch(() => undefined);
        throw error;
      }
      const version = template.generations.flatMap((g) => g.versions).find((v) => v.id === ingested.version.id)!;
      await queueThumbnails(template, version, caller.user.id);
      await templateChanged(template, caller.user.id, `Template ${template.name}: generation ${version.generation} uploaded`);
      return answer(template, 201);
    } finally {
      await assetStorage.remove(upload.key).catch(() => undefined);
      await templatesRepository.removeUpload(upload.id);
    }
  },
});
