/**
 * The approval toggles of the creatives view (001 4 'Creative approval'): each creative's toggle is -1 rejected, 0
 * neutral or 1 approved. Changes stay on the screen until saved together; the draft holds only the toggles that differ
 * from the caller's saved decision, and a save sends them as approvals (1), rejections (-1) and neutral (0: the
 * caller's own decision taken back).
 */
import type { ApprovalToggle } from '@shared/contracts/creatives';

export type ApprovalDraft = ReadonlyMap<string, ApprovalToggle>;

export const EMPTY_DRAFT: ApprovalDraft = new Map();

/** The draft with one creative's toggle set; back to its saved value, it leaves the draft. */
export function choose(draft: ApprovalDraft, id: string, toggle: ApprovalToggle, saved: ApprovalToggle): ApprovalDraft {
  const next = new Map(draft);
  if (toggle === saved) next.delete(id);
  else next.set(id, toggle);
  return next;
}

/** The same toggle for many creatives (approve all shown, reject all shown, back to neutral). */
export function chooseAll(draft: ApprovalDraft, creatives: readonly { _id: string; toggle: ApprovalToggle }[], toggle: ApprovalToggle): ApprovalDraft {
  return creatives.reduce((d, c) => choose(d, c._id, toggle, c.toggle), draft);
}

/** The toggle a creative shows: the draft's, else the saved one. */
export const shownToggle = (draft: ApprovalDraft, creative: { _id: string; toggle: ApprovalToggle }): ApprovalToggle => draft.get(creative._id) ?? creative.toggle;

/** What a save sends, in the order the toggles were changed. */
export function draftLists(draft: ApprovalDraft): { approvals: string[]; rejections: string[]; neutral: string[] } {
  const entries = [...draft.entries()];
  const ids = (t: ApprovalToggle) => entries.filter(([, v]) => v === t).map(([id]) => id);
  return { approvals: ids(1), rejections: ids(-1), neutral: ids(0) };
}

/** The draft without toggles that now equal the saved value or whose creative is no longer shown (after a save, an event, a reload). */
export function reconcile(draft: ApprovalDraft, creatives: readonly { _id: string; toggle: ApprovalToggle }[]): ApprovalDraft {
  const saved = new Map(creatives.map((c) => [c._id, c.toggle]));
  const kept = [...draft.entries()].filter(([id, t]) => saved.has(id) && saved.get(id) !== t);
  return kept.length === draft.size ? draft : new Map(kept);
}
