import { Badge, Button, Input, Segmented, Space, Tag, message, notification } from 'antd';
import type { ApprovalLevel, ApprovalToggle } from '@shared/contracts/creatives';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { draftLists } from '../lib/approval-draft';
import type { ApprovalDraftState } from '../lib/use-approval-draft';

export const LEVEL_LABELS: Record<ApprovalLevel, string> = { interim: 'Interim', final: 'Final' };

interface SaveInput extends ReturnType<typeof draftLists> {
  final: boolean;
  comment: string | undefined;
}

/**
 * Saves the draft with `send`: cleared and confirmed after, or 'Error happened during approvals saving' (001 8) with the
 * server's reason under it (e.g. the creative was edited since it was shown), the draft kept.
 */
export async function saveDraft(draft: ApprovalDraftState, send: (input: SaveInput) => Promise<unknown>) {
  try {
    await send({ ...draftLists(draft.draft), final: draft.level === 'final', comment: draft.comment.trim() || undefined });
    draft.clear();
    void message.success(`${LEVEL_LABELS[draft.level]} approvals saved`);
  } catch (error) {
    notification.error({ key: 'approvals-saving', title: MESSAGES.approvalsSavingFailed, description: error instanceof ApiError ? error.message : undefined, duration: 5 });
  }
}

interface Props {
  /** The levels the caller's role gives (001 6): a switch when both, nothing at all when none. */
  levels: readonly ApprovalLevel[];
  draft: ApprovalDraftState;
  /** What the bulk buttons change: the creatives shown and open to approval. */
  shown: readonly { _id: string; toggle: ApprovalToggle }[];
  saving: boolean;
  onSave: () => void;
}

/** The approvals bar over the creatives: level, approve / reject all shown, undo, an optional comment, save (with the number of changes). */
export function ApprovalBar({ levels, draft, shown, saving, onSave }: Props) {
  if (levels.length === 0) return null;
  return (
    <Space wrap className="creatives-bar" aria-label="Approvals">
      {levels.length > 1 ? (
        <Segmented<ApprovalLevel> aria-label="Approval level" value={draft.level} onChange={draft.setLevel} options={levels.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))} />
      ) : (
        <Tag color={draft.level === 'final' ? 'green' : 'gold'}>{LEVEL_LABELS[draft.level]} approval</Tag>
      )}
      <Button size="small" disabled={shown.length === 0} onClick={() => draft.chooseAll(shown, 1)}>
        Approve all shown
      </Button>
      <Button size="small" disabled={shown.length === 0} onClick={() => draft.chooseAll(shown, -1)}>
        Reject all shown
      </Button>
      <Button size="small" disabled={draft.draft.size === 0} onClick={draft.clear}>
        Undo changes
      </Button>
      <Input aria-label="Approval comment" placeholder="Comment (optional)" value={draft.comment} maxLength={2000} onChange={(e) => draft.setComment(e.target.value)} style={{ width: 240 }} />
      <Badge count={draft.draft.size} size="small">
        <Button type="primary" disabled={draft.draft.size === 0} loading={saving} onClick={onSave}>
          Save approvals
        </Button>
      </Badge>
    </Space>
  );
}
