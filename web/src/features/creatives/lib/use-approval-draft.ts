import { useMemo, useState } from 'react';
import type { ApprovalLevel, ApprovalToggle } from '@shared/contracts/creatives';
import { EMPTY_DRAFT, choose, chooseAll, reconcile, type ApprovalDraft } from './approval-draft';

interface Item {
  _id: string;
  toggle: ApprovalToggle;
}

/**
 * The toggles changed on screen and the approval level chosen, for a list of creatives or variations: the draft drops
 * what the saved state caught up with (a save, an event, a reload), and the level falls back to the role's default.
 */
export type ApprovalDraftState = ReturnType<typeof useApprovalDraft>;

export function useApprovalDraft(items: readonly Item[], levels: readonly ApprovalLevel[], defaultLevel: ApprovalLevel) {
  const [draft, setDraft] = useState<ApprovalDraft>(EMPTY_DRAFT);
  const [levelChosen, setLevel] = useState<ApprovalLevel | null>(null);
  const [comment, setComment] = useState('');
  const live = useMemo(() => reconcile(draft, items), [draft, items]);
  const level = levelChosen && levels.includes(levelChosen) ? levelChosen : defaultLevel;
  return {
    draft: live,
    level,
    setLevel,
    comment,
    setComment,
    mayApprove: levels.includes(level),
    chooseOne: (item: Item, toggle: ApprovalToggle) => setDraft((d) => choose(d, item._id, toggle, item.toggle)),
    chooseAll: (shown: readonly Item[], toggle: ApprovalToggle) => setDraft((d) => chooseAll(d, shown, toggle)),
    /** After a save, or Undo. */
    clear: () => {
      setDraft(EMPTY_DRAFT);
      setComment('');
    },
  };
}
