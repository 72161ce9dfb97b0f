import { conceptTemplatesParamsSchema, startTemplateUploadSchema, type TemplateUploadTarget } from '@shared/contracts/templates';
import { partnerQuerySchema } from '@shared/contracts/common';
import { storageKeys } from '@shared/domain/assets';
import { parseTemplateName, templateFileType, TemplateParseError } from '@shared/domain/templates';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { assertUploadSize } from '../ingest';
import { conceptForTemplates } from '../template-scope';
import { templatesRepository } from '../templates-repository';

/**
 * POST /concepts/{conceptId}/templates/uploads: the file's name is checked at once (001 9 'WxH-name', the spec's
 * messages), then the browser gets a presigned PUT into the temporary uploads; the confirm call parses and stores it.
 */
export default defineRoute({
  idempotent: true,
  request: { params: conceptTemplatesParamsSchema, query: partnerQuerySchema, body: startTemplateUploadSchema },
  async handle({ params, body, caller }) {
    const concept = await conceptForTemplates(caller, params.conceptId, 'write');
    let parsed;
    try {
      templateFileType(body.fileName);
      parsed = parseTemplateName(body.fileName);
    } catch (error) {
      if (error instanceof TemplateParseError) throw unprocessable(error.message);
      throw error;
    }
    assertUploadSize(body.fileName, body.size);
    const id = newId();
    const key = storageKeys.temp(caller.partnerId, id, body.fileName);
    await templatesRepository.createUpload({ id, partnerId: caller.partnerId, conceptId: concept.id, fileName: body.fileName, key, size: body.size, createdBy: caller.user.id });
    const target: TemplateUploadTarget = { uploadId: id, url: await assetStorage.presignPut(key), name: parsed.name, size: parsed.sizeLabel };
    return { statusCode: 201, body: target };
  },
});
