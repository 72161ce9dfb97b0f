/** The approval toggles' draft (001 4 'Approval toggle per creative: -1 rejected, 0 neutral, 1 approved'). */
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, choose, chooseAll, draftLists, reconcile, shownToggle } from '@web/features/creatives/lib/approval-draft';

const saved = [
  { _id: 'a', toggle: 0 as const },
  { _id: 'b', toggle: 1 as const },
  { _id: 'c', toggle: -1 as const },
];

describe('the approval draft', () => {
  it('keeps only toggles that differ from the saved decision and sends them as approvals, rejections and neutral', () => {
    let d = choose(EMPTY_DRAFT, 'a', 1, 0);
    d = choose(d, 'b', 0, 1);
    d = choose(d, 'c', -1, -1);
    expect(draftLists(d)).toEqual({ approvals: ['a'], rejections: [], neutral: ['b'] });
    expect(shownToggle(d, saved[0]!)).toBe(1);
    expect(shownToggle(d, saved[2]!)).toBe(-1);
    // back to the saved value: no change left
    expect(draftLists(choose(d, 'a', 0, 0))).toEqual({ approvals: [], rejections: [], neutral: ['b'] });
  });

  it('sets all shown at once, leaving those already so', () => {
    expect(draftLists(chooseAll(EMPTY_DRAFT, saved, -1))).toEqual({ approvals: [], rejections: ['a', 'b'], neutral: [] });
  });

  it('drops what the saved state caught up with, and creatives no longer shown', () => {
    const d = chooseAll(EMPTY_DRAFT, saved, 1);
    expect(draftLists(reconcile(d, [{ _id: 'a', toggle: 1 }, { _id: 'c', toggle: -1 }]))).toEqual({ approvals: ['c'], rejections: [], neutral: [] });
    expect(reconcile(d, saved)).toBe(d);
  });
});
