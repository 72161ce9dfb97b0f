/**
 * The creatives view (001 2, 4, 6, 7, 8; issue 17): the first tree, the view modes by role, statuses and approval
 * tags, toggles saved in bulk with the level by role (reloaded only when final), the three Creatives messages, request
 * approval, the audit trail, an approval pushed on the campaign topic, and a managed-service campaign's variations.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { currentPath, openApp } from './helpers';
import { API, CAMPAIGN, MONA, REMY, TREE, TREE_2, creative, creativeId, creativesServer, readsOf, record, trailOf, variation } from './creatives-fixtures';
import { FakeWebSocket } from './setup';

const cards = () => screen.queryAllByTestId('creative-card');
const card = (name: string) => cards().find((c) => within(c).queryByText(name, { exact: false }))!;
const toggle = (name: string, choice: 'Approve' | 'Reject' | 'Neutral') => within(screen.getByRole('group', { name: `Approval of ${name}` })).getByText(choice);
const open = async (path = `/campaigns/${CAMPAIGN}/creatives`) => {
  openApp(path);
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 20_000 });
};
const serverError = { status: 500, body: { statusCode: 500, kind: 'DEFAULT_ERROR', message: 'boom' } };

describe('the creatives view', () => {
  it('goes on (replace) to the first tree and shows each creative with its status, approval tags and count; a reviewer has the client view only', async () => {
    const list = [
      creative(1, { status: 'interimApproved', approvals: { users: [REMY] } }),
      creative(2, { status: 'approved', approved: true, approvals: { users: [REMY, MONA] } }),
      creative(3, { status: 'rejected', rejected: true }),
    ];
    const server = creativesServer('reviewer', () => list);
    await open();
    expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/creatives/${TREE}`);
    expect(cards()).toHaveLength(3);
    expect(within(card('Variant 1')).getByTestId('creative-status')).toHaveTextContent('Interim approved');
    expect(within(card('Variant 2')).getByTestId('creative-status')).toHaveTextContent('Approved');
    expect(within(card('Variant 3')).getByTestId('creative-status')).toHaveTextContent('Rejected');
    expect(within(card('Variant 2')).getByTestId('approval-tags')).toHaveTextContent('Interim: Remy ReviewerFinal: Mona Manager');
    expect(await screen.findByTestId('creatives-count')).toHaveTextContent('3 creative(s)');
    // client only: no switch, the client view asked, no technical facts
    expect(screen.queryByRole('radiogroup', { name: 'View mode' })).not.toBeInTheDocument();
    expect(screen.queryByText('View mode')).not.toBeInTheDocument();
    expect(readsOf(server.calls, `${API}/creatives`)[0]!.path).toContain('viewmode=client');
    expect(within(card('Variant 1')).queryByText('Template')).not.toBeInTheDocument();
    // the screenshot is an image of the user-content origin; the template plays only in the sandboxed frame
    expect(within(card('Variant 1')).getByRole('img', { name: 'Screenshot of Variant 1 · 300x250' })).toHaveAttribute('src', 'http://localhost:3001/c/shot-1.png');
    fireEvent.click(within(card('Variant 1')).getByRole('button', { name: 'Preview Variant 1 · 300x250' }));
    const frame = await screen.findByTitle('Preview of Variant 1 · 300x250');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // the template's player with the creative's own values (in the fragment)
    expect(frame.getAttribute('src')).toMatch(/^http:\/\/localhost:3001\/c\/player-1\.html#.+/);
    // a reviewer gives interim approval only
    expect(screen.getByText('Interim approval')).toBeInTheDocument();
  });

  it('a reviewer saves interim toggles in bulk as approvals, rejections and neutral; the list is not read again', async () => {
    let list = [creative(1), creative(2), creative(3, { toggle: 1, status: 'interimApproved', approvals: { users: [REMY] } })];
    const server = creativesServer('reviewer', () => list, {
      [`PATCH ${API}/creatives/approvals`]: ({ body }) => {
        const b = body as { approvals: string[]; rejections: string[]; neutral: string[] };
        list = list.map((c) => (b.approvals.includes(c._id) ? { ...c, toggle: 1, status: 'interimApproved', approvals: { users: [REMY] } } : b.rejections.includes(c._id) ? { ...c, toggle: -1, status: 'interimRejected' } : b.neutral.includes(c._id) ? { ...c, toggle: 0, status: 'unapproved', approvals: { users: [] } } : c));
        return { body: { creatives: list } };
      },
    });
    await open();
    const save = screen.getByRole('button', { name: /Save approvals/ });
    expect(save).toBeDisabled();
    fireEvent.click(toggle('Variant 1 · 300x250', 'Approve'));
    fireEvent.click(toggle('Variant 2 · 300x250', 'Reject'));
    fireEvent.click(toggle('Variant 3 · 300x250', 'Neutral'));
    expect(save).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Approval comment' }), 'Looks right');
    const reads = readsOf(server.calls, `${API}/creatives`).length;
    fireEvent.click(save);
    await waitFor(() => expect(readsOf(server.calls, `${API}/creatives/approvals`, 'PATCH')).toHaveLength(1));
    expect(readsOf(server.calls, `${API}/creatives/approvals`, 'PATCH')[0]!.body).toEqual({
      treeId: TREE,
      approvals: [creativeId(1)],
      rejections: [creativeId(2)],
      neutral: [creativeId(3)],
      final: false,
      versions: { [creativeId(1)]: 'v1-1', [creativeId(2)]: 'v2-1', [creativeId(3)]: 'v3-1' },
      comment: 'Looks right',
    });
    expect(await screen.findByText('Interim approvals saved')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Variant 1')).getByTestId('creative-status')).toHaveTextContent('Interim approved'));
    expect(within(card('Variant 2')).getByTestId('creative-status')).toHaveTextContent('Interim rejected');
    expect(within(card('Variant 3')).getByTestId('creative-status')).toHaveTextContent('Unapproved');
    expect(save).toBeDisabled();
    // 001 4: reloaded only when final
    expect(readsOf(server.calls, `${API}/creatives`)).toHaveLength(reads);
  });

  it('a manager saves final approval and the creatives are read again', async () => {
    let list = [creative(1, { status: 'interimApproved', approvals: { users: [REMY] } })];
    const server = creativesServer('manager', () => list, {
      [`PATCH ${API}/creatives/approvals`]: () => {
        list = [creative(1, { toggle: 1, status: 'approved', approved: true, approvals: { users: [REMY, MONA] } })];
        return { body: { creatives: list } };
      },
    });
    await open();
    expect(screen.getByText('Final approval')).toBeInTheDocument();
    const reads = readsOf(server.calls, `${API}/creatives`).length;
    fireEvent.click(toggle('Variant 1 · 300x250', 'Approve'));
    fireEvent.click(screen.getByRole('button', { name: /Save approvals/ }));
    await waitFor(() => expect(readsOf(server.calls, `${API}/creatives`).length).toBeGreaterThan(reads));
    expect((readsOf(server.calls, `${API}/creatives/approvals`, 'PATCH')[0]!.body as { final: boolean }).final).toBe(true);
    expect(within(card('Variant 1')).getByTestId('approval-tags')).toHaveTextContent('Final: Mona Manager');
  });

  it('a self-service manager switches between the admin and the client view and chooses interim or final', async () => {
    const server = creativesServer('selfServiceManager', () => [creative(1)], { [`PATCH ${API}/creatives/approvals`]: { body: { creatives: [creative(1, { toggle: 1 })] } } });
    await open();
    // both views, admin first: the technical facts show
    expect(readsOf(server.calls, `${API}/creatives`)[0]!.path).toContain('viewmode=admin');
    expect(within(card('Variant 1')).getByText('v1 · generation 1')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Client view'));
    await waitFor(() => expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/creatives/${TREE}?viewmode=client`));
    await waitFor(() => expect(readsOf(server.calls, `${API}/creatives`).at(-1)!.path).toContain('viewmode=client'));
    await waitFor(() => expect(within(card('Variant 1')).queryByText('v1 · generation 1')).not.toBeInTheDocument());
    // interim by default (001 3: Final tags are the manager's and the top admins'), final when chosen
    fireEvent.click(screen.getByText('Final'));
    fireEvent.click(toggle('Variant 1 · 300x250', 'Approve'));
    fireEvent.click(screen.getByRole('button', { name: /Save approvals/ }));
    await waitFor(() => expect(readsOf(server.calls, `${API}/creatives/approvals`, 'PATCH')).toHaveLength(1));
    expect((readsOf(server.calls, `${API}/creatives/approvals`, 'PATCH')[0]!.body as { final: boolean }).final).toBe(true);
  });

  it('a self-service reviewer has the admin view only, and a view mode the role lacks in the link is not asked', async () => {
    const server = creativesServer('selfServiceReviewer', () => [creative(1)]);
    await open(`/campaigns/${CAMPAIGN}/creatives/${TREE}?viewmode=client`);
    expect(readsOf(server.calls, `${API}/creatives`)[0]!.path).toContain('viewmode=admin');
    expect(screen.queryByText('Client view')).not.toBeInTheDocument();
  });

  it('the tree selector goes to the other tree', async () => {
    const server = creativesServer('reviewer', () => [creative(1), creative(2, { treeId: TREE_2, variantName: 'Responsive one' })]);
    await open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tree' }));
    fireEvent.click(await screen.findByTitle('Ad server · responsive'));
    await waitFor(() => expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/creatives/${TREE_2}`));
    expect(await screen.findByText('Responsive one · 300x250')).toBeInTheDocument();
    expect(readsOf(server.calls, `${API}/creatives`).at(-1)!.path).toContain(`treeId=${TREE_2}`);
  });

  it("says 'Failed to fetch creatives' and 'Failed to fetch personalize trees'", async () => {
    creativesServer('reviewer', () => [], { [`GET ${API}/creatives`]: serverError, [`GET ${API}/personalize/trees`]: serverError });
    openApp(`/campaigns/${CAMPAIGN}/creatives/${TREE}`);
    expect(await screen.findByText(MESSAGES.creativeTreesFetchFailed, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.creativesFetchFailed, {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("says 'Error happened during approvals saving' with the server's reason and keeps the toggles", async () => {
    creativesServer('reviewer', () => [creative(1)], {
      [`PATCH ${API}/creatives/approvals`]: { status: 409, body: { statusCode: 409, kind: 'CONFLICT', message: 'The creative was edited since you saw it: reload and approve the new version' } },
    });
    await open();
    fireEvent.click(toggle('Variant 1 · 300x250', 'Approve'));
    fireEvent.click(screen.getByRole('button', { name: /Save approvals/ }));
    expect(await screen.findByText(MESSAGES.approvalsSavingFailed)).toBeInTheDocument();
    expect(screen.getByText('The creative was edited since you saw it: reload and approve the new version')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save approvals/ })).toBeEnabled();
  });

  it("requests final approval from the campaign's watchers: '{Final|Interim} approval requested'", async () => {
    const server = creativesServer('manager', () => [creative(1)], {
      [`GET ${API}/settings`]: { body: { watchers: [{ _id: REMY.userId, name: REMY.name, email: REMY.email }, { _id: MONA.userId, name: MONA.name, email: MONA.email }] } },
      'GET /api/users/watchers': { body: [] },
      [`POST ${API}/request-approval`]: { body: { notified: [{ _id: REMY.userId, name: REMY.name, email: REMY.email }], notifications: { finalApprovalRequestedAt: 1, interimApprovalRequestedAt: null } } },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Request approval/ }));
    const dialog = await screen.findByRole('dialog');
    const mona = await within(dialog).findByRole('checkbox', { name: `${MONA.name} (${MONA.email})` });
    expect(mona).toBeChecked();
    fireEvent.click(mona);
    fireEvent.click(within(dialog).getByRole('button', { name: /Request approval/ }));
    await waitFor(() => expect(readsOf(server.calls, `${API}/request-approval`, 'POST')).toHaveLength(1));
    expect(readsOf(server.calls, `${API}/request-approval`, 'POST')[0]!.body).toEqual({ watcherIds: [REMY.userId], isFinal: true });
    expect(await screen.findByText('Final approval requested')).toBeInTheDocument();
  });

  it('a reviewer cannot request approval (the watchers are the settings it may not read)', async () => {
    creativesServer('reviewer', () => [creative(1)]);
    await open();
    expect(screen.queryByRole('button', { name: /Request approval/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', `${API}/approval-trail.csv`);
  });

  it('shows the audit trail of a creative: who, role, version, interim or final, when, comment', async () => {
    creativesServer('reviewer', () => [creative(1)], {
      [`GET ${API}/creatives/${creativeId(1)}/approval-trail`]: trailOf([
        record(1, { comment: 'Fine by me' }),
        record(2, { kind: 'approve', level: 'final', userId: MONA.userId, userName: MONA.name, userEmail: MONA.email, role: 'manager' }),
        record(3, { kind: 'revoke', level: 'final', cause: 'edit', version: 'v1-2', versionNumber: 2, userName: 'Max Self-Service Manager', role: 'selfServiceManager' }),
        record(4, { kind: 'request', level: 'final', version: '', versionNumber: 0, userName: MONA.name, role: 'manager' }),
        record(5, { kind: 'revoke', level: 'final', cause: 'template', causeName: 'Sparkle 300x250', causeVersion: 3, version: 'v1-2', versionNumber: 2, userName: 'Marquee (system)', role: 'system' }),
        record(6, { kind: 'revoke', level: 'interim', cause: 'feed', causeName: 'stores.csv', version: 'v1-2', versionNumber: 2, userName: 'Max Self-Service Manager', role: 'selfServiceManager' }),
      ]),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Audit trail of Variant 1 · 300x250' }));
    const drawer = (await screen.findByText('Audit trail: Variant 1 · 300x250')).closest<HTMLElement>('.ant-drawer')!;
    const rows = await within(drawer).findAllByRole('row');
    const text = rows.slice(1).map((r) => r.textContent);
    expect(text[0]).toContain('Interim approval');
    expect(text[0]).toContain('Remy Reviewer');
    expect(text[0]).toContain('Reviewer');
    expect(text[0]).toContain('v1');
    expect(text[0]).toContain('Fine by me');
    expect(text[1]).toContain('Final approval');
    expect(text[1]).toContain('Manager');
    expect(text[2]).toContain('Final approval revoked by an edit');
    expect(text[2]).toContain('v2');
    expect(text[3]).toContain('Final approval requested');
    // revocations without an edit name their cause (issue 17): the template's version, the live feed, the system actor
    expect(text[4]).toContain('Final approval revoked by template version 3');
    expect(text[4]).toContain('Template "Sparkle 300x250" moved to version 3');
    expect(text[4]).toContain('Marquee (system)');
    expect(text[4]).toContain('System');
    expect(text[5]).toContain('Interim approval revoked by the live feed');
    expect(text[5]).toContain('Live feed "stores.csv" updated its values');
    expect(within(drawer).getByTestId('trail-summary')).toHaveTextContent('Current version: v2 · No final approval');
  });

  it('shows trail text isolated and without bidi overrides: comments and names read in the order they were typed', async () => {
    const RLO = '\u202E';
    creativesServer('reviewer', () => [creative(1)], {
      [`GET ${API}/creatives/${creativeId(1)}/approval-trail`]: trailOf([
        record(1, { comment: `invoice${RLO}gpj.exe`, userName: `Remy${RLO} Reviewer` }),
        record(2, { kind: 'revoke', level: 'final', cause: 'template', causeName: `Sparkle${RLO}0x250`, causeVersion: 3, version: 'v1-2', versionNumber: 2, userName: 'Marquee (system)', role: 'system' }),
      ]),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Audit trail of Variant 1 · 300x250' }));
    const drawer = (await screen.findByText('Audit trail: Variant 1 · 300x250')).closest<HTMLElement>('.ant-drawer')!;
    const rows = (await within(drawer).findAllByRole('row')).slice(1);
    expect(rows.map((r) => r.textContent).join('')).not.toContain(RLO);
    const comment = within(rows[0]!).getByText('invoicegpj.exe');
    expect(comment.tagName).toBe('BDI');
    expect(comment).toHaveStyle({ unicodeBidi: 'isolate' });
    expect(within(rows[0]!).getByText('Remy Reviewer').tagName).toBe('BDI');
    expect(rows[1]!.textContent).toContain('Template "Sparkle0x250" moved to version 3');
  });

  it("another user's approval pushed on the campaign topic shows without a reload", async () => {
    let list = [creative(1)];
    const server = creativesServer('reviewer', () => list);
    await open();
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.onopen?.(new Event('open')));
    list = [creative(1, { status: 'approved', approved: true, approvals: { users: [MONA] } })];
    const reads = readsOf(server.calls, `${API}/creatives`).length;
    // another tree's event changes nothing here
    act(() => socket.receive({ type: 'ws-event', source: 'personalize', event: 'creative-approved', topic: `campaign:${CAMPAIGN}`, payload: { campaignId: CAMPAIGN, treeId: TREE_2, userId: MONA.userId } }));
    act(() => socket.receive({ type: 'ws-event', source: 'personalize', event: 'creative-approved', topic: `campaign:${CAMPAIGN}`, payload: { campaignId: CAMPAIGN, treeId: TREE, userId: MONA.userId } }));
    await waitFor(() => expect(within(card('Variant 1')).getByTestId('approval-tags')).toHaveTextContent('Final: Mona Manager'));
    expect(within(card('Variant 1')).getByTestId('creative-status')).toHaveTextContent('Approved');
    expect(readsOf(server.calls, `${API}/creatives`)).toHaveLength(reads + 1);
  });
});

describe("a managed-service campaign's creatives", () => {
  const managed = { mode: 'MANAGED_SERVICE' as const };

  it('an admin sees the variations with their approvers (variations/full) and saves final approval: the variations are read again', async () => {
    let list = [variation(1), variation(2)];
    const server = creativesServer('admin', () => [], {
      [`GET ${API}/variations/full/all/all`]: () => ({ body: { variations: list, users: [{ _id: MONA.userId, name: MONA.name, email: MONA.email, role: 'manager', type: 'Final' }] } }),
      [`PUT ${API}/variations/approvals`]: () => {
        list = [variation(1, { toggle: 1, approved: true, approvalStatus: 'clientApproved', status: 'approved', approvals: { users: [{ ...MONA, name: 'Ada Admin' }] } }), variation(2, { toggle: -1, rejected: true, status: 'rejected' })];
        return { body: { variations: list } };
      },
    }, managed);
    openApp(`/campaigns/${CAMPAIGN}/creatives`);
    expect(await screen.findByText('Variation 1', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('approvers')).toHaveTextContent('Approvers: Mona Manager (Final)');
    expect(screen.getByTestId('creatives-count')).toHaveTextContent('2 variation(s)');
    const reads = readsOf(server.calls, `${API}/variations/full/all/all`).length;
    fireEvent.click(toggle('Variation 1', 'Approve'));
    fireEvent.click(toggle('Variation 2', 'Reject'));
    fireEvent.click(screen.getByRole('button', { name: /Save approvals/ }));
    await waitFor(() => expect(readsOf(server.calls, `${API}/variations/approvals`, 'PUT')).toHaveLength(1));
    expect(readsOf(server.calls, `${API}/variations/approvals`, 'PUT')[0]!.body).toEqual({ approve: [variation(1)._id], reject: [variation(2)._id], neutral: [], final: true });
    await waitFor(() => expect(readsOf(server.calls, `${API}/variations/full/all/all`).length).toBeGreaterThan(reads));
    expect(await screen.findByText('clientApproved')).toBeInTheDocument();
  });

  it('an admin exports the variations to the asset library: the final-approved one is chosen, and the export runs with it', async () => {
    const approved = variation(1, { toggle: 1, approved: true, approvalStatus: 'clientApproved', status: 'approved' });
    const exported = {
      _id: 'ee0000000000000000000001', entityType: 'creative', campaignId: CAMPAIGN, destination: { type: 'library', name: 'Asset library' }, status: 'pending',
      items: [{ entityId: approved._id, name: approved.name, status: 'pending', target: null, error: null }], createdAt: 1, createdBy: 'me',
    };
    const server = creativesServer('admin', () => [], {
      [`GET ${API}/variations/full/all/all`]: { body: { variations: [approved, variation(2)], users: [] } },
      'GET /api/exports/destinations': { body: { destinations: [] } },
      'POST /api/exports': { body: { export: exported } },
      [`GET /api/exports/${exported._id}`]: { body: { export: exported } },
    }, managed);
    openApp(`/campaigns/${CAMPAIGN}/creatives`);
    expect(await screen.findByText('Variation 1', {}, { timeout: 20_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Creatives (prerendered as HTML5 zips)')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Variation 1/ })).toBeChecked());
    expect(within(dialog).getByRole('checkbox', { name: /Variation 2/ })).not.toBeChecked();
    expect(within(dialog).getByText('Needs final approval')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Asset library' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Export/ }));
    await waitFor(() => expect(readsOf(server.calls, '/api/exports', 'POST')).toHaveLength(1));
    expect(readsOf(server.calls, '/api/exports', 'POST')[0]!.body).toEqual({ entityType: 'creative', campaignId: CAMPAIGN, entityIds: [approved._id], destination: { type: 'library' } });
    expect(await within(dialog).findByTestId('export-job-status')).toHaveTextContent('Export to Asset library: pending');
  });

  it('a reviewer reads variations/list and saves interim approval without reading them again', async () => {
    const server = creativesServer('reviewer', () => [], {
      [`GET ${API}/variations/list/all/all`]: { body: { variations: [variation(1)] } },
      [`PUT ${API}/variations/approvals`]: { body: { variations: [variation(1, { toggle: 1, approvalStatus: 'interimApproved', approvals: { users: [REMY] } })] } },
    }, managed);
    openApp(`/campaigns/${CAMPAIGN}/creatives`);
    expect(await screen.findByText('Variation 1', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(readsOf(server.calls, `${API}/variations/full/all/all`)).toHaveLength(0);
    fireEvent.click(toggle('Variation 1', 'Approve'));
    fireEvent.click(screen.getByRole('button', { name: /Save approvals/ }));
    expect(await screen.findByText('interimApproved')).toBeInTheDocument();
    expect((readsOf(server.calls, `${API}/variations/approvals`, 'PUT')[0]!.body as { final: boolean }).final).toBe(false);
    expect(readsOf(server.calls, `${API}/variations/list/all/all`)).toHaveLength(1);
  });
});
