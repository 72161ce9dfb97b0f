import type { TemplateDto, TemplateUploadTarget } from '@shared/contracts/templates';
import { api } from '@web/lib/api-client';

/**
 * An upload as the API takes it: POST .../templates/uploads checks the name at once (the spec's messages), the file
 * goes straight to storage by its presigned PUT, then POST .../uploads/{uploadId}/complete parses and stores it and
 * answers the template (or the parse message). `onStage` tells the dialog which of the two stages runs.
 */
export async function uploadTemplate(partnerId: string, conceptId: string, file: File, onStage: (stage: 'upload' | 'processing') => void): Promise<TemplateDto> {
  const target = await api.post<TemplateUploadTarget>(`concepts/${conceptId}/templates/uploads`, { fileName: file.name, size: file.size }, { query: { partnerId } });
  onStage('upload');
  const put = await fetch(target.url, { method: 'PUT', body: file, credentials: 'omit' });
  if (!put.ok) throw new Error(`Storage answered ${put.status}`);
  onStage('processing');
  return api.post<TemplateDto>(`concepts/${conceptId}/templates/uploads/${target.uploadId}/complete`, {}, { query: { partnerId } });
}
