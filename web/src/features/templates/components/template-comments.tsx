import type { TemplateDto } from '@shared/contracts/templates';
import { CommentsButton, CommentsPanel, useConceptCommentCount, type CommentEntity } from '@web/features/comments';
import { frameSize } from './template-preview';

/** Comments on one template (001 2, context Template): the button with its unresolved count and the panel, pins on its player. */
export function TemplateComments({ conceptId, template: t }: { conceptId: string; template: TemplateDto }) {
  const count = useConceptCommentCount(conceptId, t._id);
  const entity: CommentEntity = { id: t._id, type: 'Template', name: t.name, ...(t.previewUrl ? { preview: { kind: 'frame', src: t.previewUrl, ...frameSize(t.size) } } : {}) };
  return (
    <>
      <CommentsButton label="Comments" count={count.data} entity={entity} />
      <CommentsPanel context="Template" conceptId={conceptId} entities={[entity]} />
    </>
  );
}
