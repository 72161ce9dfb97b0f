import { commentParamsSchema, updateCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { editComment, visibleComment } from '../comment-changes';
import { ownerOfComment } from '../comment-owner';

/** PUT /comments/{id} { body, mentions? }: the author edits the text (a comment of a campaign or a concept). */
export default defineRoute({
  request: { params: commentParamsSchema, body: updateCommentSchema },
  async handle({ params, body, caller }) {
    const { os } = await ownerOfComment(caller, params.id);
    const target = await visibleComment(caller, os, params.id);
    return { body: await editComment(caller, os, target, body.body, body.mentions) };
  },
});
