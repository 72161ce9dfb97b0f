import { attachmentUploadSchema, conceptParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { startAttachments } from '../attachments';
import { conceptOwner } from '../comment-owner';

/** POST /concepts/{id}/comments/attachments: a new comment id and where to PUT each file (.../concepts/{id}/comments/{commentId}/). */
export default defineRoute({
  idempotent: true,
  request: { params: conceptParamsSchema, body: attachmentUploadSchema },
  async handle({ params, body, caller }) {
    const os = await conceptOwner(caller, params.id);
    return { statusCode: 201, body: await startAttachments(os.partnerId, os.owner, body.files) };
  },
});
