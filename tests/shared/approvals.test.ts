/**
 * The approval rules (001 3 'Campaign approval tag', 001 4 'Creative statuses', 001 6 / 002 6 'Creatives approval' and
 * 'Creative view'; issue 17's gate): levels and view modes by role, the fold of version-tied decisions, revocation,
 * statuses, and the activation rule reading the gate.
 */
import {
  applyFact,
  approvalLevelFor,
  creativeStatus,
  defaultLevelOf,
  factFor,
  foldFacts,
  isFinalApproved,
  revokeActionLabel,
  revokeCauseText,
  summarise,
  toggleOf,
  variationApprovalStatus,
  versionNumbers,
  viewModeFor,
  type ApprovalFact,
  type Approver,
} from '@shared/domain/approvals';
import { ROLES } from '@shared/domain/roles';
import { hasFinalApproval } from '@shared/domain/variant-rules';

const reviewer: Approver = { userId: 'r', name: 'Remy', email: 'r@x', role: 'reviewer' };
const manager: Approver = { userId: 'm', name: 'Mona', email: 'm@x', role: 'manager' };
const fact = (who: Approver, kind: ApprovalFact['kind'], level: ApprovalFact['level'], version: string, at: number, cause?: ApprovalFact['cause']): ApprovalFact => ({
  ...who,
  kind,
  level,
  version,
  at,
  ...(cause ? { cause } : {}),
});

describe('who approves at which level and sees which view (001 6 table)', () => {
  it.each([
    ['super', ['interim', 'final'], 'final', ['admin', 'client']],
    ['admin', ['interim', 'final'], 'final', ['admin', 'client']],
    ['selfServiceAdmin', ['interim', 'final'], 'interim', ['admin', 'client']],
    ['selfServiceManager', ['interim', 'final'], 'interim', ['admin', 'client']],
    ['selfServiceReviewer', ['interim'], 'interim', ['admin']],
    ['manager', ['final'], 'final', ['client']],
    ['reviewer', ['interim'], 'interim', ['client']],
  ] as const)('%s', (role, levels, byDefault, views) => {
    expect(defaultLevelOf(role)).toBe(byDefault);
    for (const level of ['interim', 'final'] as const) {
      const decided = approvalLevelFor(role, level === 'final');
      expect('level' in decided).toBe((levels as readonly string[]).includes(level));
    }
    expect(approvalLevelFor(role, undefined)).toEqual({ level: byDefault });
    expect(viewModeFor(role, undefined)).toBe(views[0]);
    expect(viewModeFor(role, 'client')).toBe((views as readonly string[]).includes('client') ? 'client' : null);
  });

  it('gives analysts nothing, and says why a level is refused', () => {
    expect(approvalLevelFor('analyst', undefined)).toEqual({ refused: 'none' });
    expect(viewModeFor('analyst', undefined)).toBeNull();
    expect(approvalLevelFor('reviewer', true)).toEqual({ refused: 'finalNotAllowed' });
    expect(approvalLevelFor('manager', false)).toEqual({ refused: 'interimNotAllowed' });
    expect(ROLES.filter((r) => defaultLevelOf(r) === 'final' && r !== 'analyst')).toEqual(['super', 'admin', 'manager']);
  });
});

describe('decisions of one version', () => {
  it('counts a final approval only for the version it was given to (the gate)', () => {
    let state = applyFact(undefined, fact(reviewer, 'approve', 'interim', 'v1', 1));
    expect(summarise(state, 'v1')).toMatchObject({ interimApproved: true, finalApproved: false, tags: [{ name: 'Remy', type: 'Interim' }] });
    state = applyFact(state, fact(manager, 'approve', 'final', 'v1', 2));
    expect(isFinalApproved(state, 'v1')).toBe(true);
    expect(isFinalApproved(state, 'v2')).toBe(false);
    expect(summarise(state, 'v2').tags).toEqual([]);
  });

  it('revokes: an edit empties the version, a withdrawal takes one decision back', () => {
    const facts = [fact(reviewer, 'approve', 'interim', 'v1', 1), fact(manager, 'approve', 'final', 'v1', 2)];
    expect(isFinalApproved(foldFacts([...facts, fact(reviewer, 'revoke', 'final', 'v1', 3, 'edit')], 'v1'), 'v1')).toBe(false);
    const withdrawn = foldFacts([...facts, fact(reviewer, 'revoke', 'interim', 'v1', 3, 'withdrawn')], 'v1');
    expect(summarise(withdrawn, 'v1')).toMatchObject({ finalApproved: true, interimApproved: false });
    // a request changes nothing
    expect(foldFacts([...facts, fact(reviewer, 'request', 'final', '', 4)], 'v1').decisions).toHaveLength(2);
  });

  it('takes the latest final decision: a later rejection blocks the gate', () => {
    const other: Approver = { ...manager, userId: 'm2', name: 'Max' };
    const state = foldFacts([fact(manager, 'approve', 'final', 'v1', 1), fact(other, 'reject', 'final', 'v1', 2)], 'v1');
    expect(summarise(state, 'v1')).toMatchObject({ finalApproved: false, finalRejected: true });
  });

  it('makes the fact of a toggle, or none when it changes nothing', () => {
    const state = applyFact(undefined, fact(reviewer, 'approve', 'interim', 'v1', 1));
    expect(factFor(state, 'v1', reviewer, 1, 'interim', 2)).toBeNull();
    expect(factFor(state, 'v1', reviewer, -1, 'interim', 2)).toMatchObject({ kind: 'reject', level: 'interim' });
    expect(factFor(state, 'v1', reviewer, 0, 'interim', 2)).toMatchObject({ kind: 'revoke', cause: 'withdrawn', level: 'interim' });
    expect(factFor(state, 'v1', manager, 0, 'final', 2)).toBeNull();
    expect(toggleOf(state, 'v1', 'r')).toBe(1);
    expect(toggleOf(state, 'v2', 'r')).toBe(0);
  });
});

describe('statuses (001 4) and variation approval status (002 3)', () => {
  const summary = (facts: ApprovalFact[]) => summarise(foldFacts(facts, 'v1'), 'v1');
  it.each([
    ['unapproved', [], false, false],
    ['interimApproved', [fact(reviewer, 'approve', 'interim', 'v1', 1)], false, false],
    ['interimRejected', [fact(reviewer, 'reject', 'interim', 'v1', 1)], false, false],
    ['approved', [fact(manager, 'approve', 'final', 'v1', 1)], false, false],
    ['rejected', [fact(manager, 'reject', 'final', 'v1', 1)], true, false],
    ['live', [fact(manager, 'approve', 'final', 'v1', 1)], true, false],
    ['scheduled', [fact(manager, 'approve', 'final', 'v1', 1)], false, true],
  ] as const)('%s', (status, facts, live, scheduled) => {
    expect(creativeStatus({ archived: false, live, scheduled, summary: summary([...facts]) })).toBe(status);
  });
  it('archived first; variations clientApproved only on final', () => {
    expect(creativeStatus({ archived: true, live: true, scheduled: false, summary: summary([fact(manager, 'approve', 'final', 'v1', 1)]) })).toBe('archived');
    expect(variationApprovalStatus(summary([fact(reviewer, 'approve', 'interim', 'v1', 1)]))).toBe('interimApproved');
    expect(variationApprovalStatus(summary([fact(manager, 'approve', 'final', 'v1', 1)]))).toBe('clientApproved');
    expect(variationApprovalStatus(summary([]))).toBe('nonApproved');
  });
  it('numbers versions in the order the trail names them', () => {
    expect([...versionNumbers(['a', '', 'a', 'b', 'c', 'b'])]).toEqual([['a', 1], ['b', 2], ['c', 3]]);
  });
});

describe('the activation rule reads the gate', () => {
  const approvedState = applyFact(undefined, fact(manager, 'approve', 'final', 'v1', 1));
  it('needs the final approval of the current version when the gate data is there, whatever the flag says', () => {
    expect(hasFinalApproval({ formats: [{ archived: false, approved: true, gate: { currentVersion: 'v2', state: approvedState } }] })).toBe(false);
    expect(hasFinalApproval({ formats: [{ archived: false, approved: false, gate: { currentVersion: 'v1', state: approvedState } }] })).toBe(true);
    expect(hasFinalApproval({ formats: [{ archived: false, approved: true, gate: { currentVersion: 'v1', state: null } }] })).toBe(false);
  });
  it('reads the stored flag without gate data (the browser), and skips archived formats', () => {
    expect(hasFinalApproval({ formats: [{ archived: false, approved: true }, { archived: true, approved: false }] })).toBe(true);
    expect(hasFinalApproval({ formats: [{ archived: true, approved: true }] })).toBe(false);
  });
});

describe('revocations by a content change (issue 17: edit, template, live feed)', () => {
  it('take every decision on the version back, while a withdrawal takes only the approver\'s own', () => {
    const approved = [fact(reviewer, 'approve', 'interim', 'v1', 1), fact(manager, 'approve', 'final', 'v1', 2)];
    for (const cause of ['edit', 'template', 'feed'] as const) {
      const state = foldFacts([...approved, fact(manager, 'revoke', 'final', 'v1', 3, cause)], 'v1');
      expect([cause, state.decisions]).toEqual([cause, []]);
      expect(isFinalApproved(state, 'v1')).toBe(false);
    }
    expect(foldFacts([...approved, fact(reviewer, 'revoke', 'interim', 'v1', 3, 'withdrawn')], 'v1').decisions.map((d) => d.userId)).toEqual(['m']);
  });

  it('are labelled distinctly for the CSV and in words with what made them', () => {
    const revoke = (cause: ApprovalFact['cause'], causeName?: string, causeVersion?: number) => ({ kind: 'revoke' as const, cause, causeName, causeVersion });
    expect([revoke('edit'), revoke('withdrawn'), revoke('template', 'Banner', 3), revoke('feed', 'stores.csv')].map(revokeActionLabel)).toEqual([
      'Revoked (edited)',
      'Revoked',
      'Revoked (template version 3)',
      'Revoked (live feed)',
    ]);
    expect([revoke('edit'), revoke('withdrawn'), revoke('template', 'Banner', 3), revoke('feed', 'stores.csv'), revoke('feed')].map(revokeCauseText)).toEqual([
      'Edited in personalize',
      'Withdrawn by the approver',
      'Template "Banner" moved to version 3',
      'Live feed "stores.csv" updated its values',
      'Live feed updated its values',
    ]);
    expect(revokeCauseText({ kind: 'approve' })).toBe('');
  });
});
