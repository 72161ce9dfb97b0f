import { attachmentUploadSchema, campaignParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { startAttachments } from '../attachments';
import { campaignOwner } from '../comment-owner';

/**
 * POST /campaigns/{id}/new-comments/attachments: a new comment id and where to PUT each file, under
 * v2/partners/{partnerId}/campaigns/{campaignId}/comments/{commentId}/ (the create then names them).
 */
export default defineRoute({
  idempotent: true,
  request: { params: campaignParamsSchema, body: attachmentUploadSchema },
  async handle({ params, body, caller }) {
    const os = await campaignOwner(caller, params.id, true);
    return { statusCode: 201, body: await startAttachments(os.partnerId, os.owner, body.files) };
  },
});
