import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NodeDto, PublishingDto } from '@shared/contracts/business-nodes';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const id = (n: number) => `dddddddddddddddddddddd${String(n).padStart(2, '0')}`;
function node(n: number, name: string, type: NodeDto['type'], writeAllowed: boolean, children: NodeDto[] = [], parent: number | null = null): NodeDto {
  return { _id: id(n), name, type, parentId: parent === null ? null : id(parent), marketId: null, allowed: writeAllowed, readAllowed: true, writeAllowed, children };
}
/** Beverages (read only) > EMEA (write-allowed) > Germany. */
const TREE = [node(1, 'Beverages', 'division', false, [node(2, 'EMEA', 'region', true, [{ ...node(3, 'Germany', 'market', true, [], 2), timeZone: 'Europe/Berlin', timeZoneSet: false }], 1)])];
const alreadyExist = { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Already exist' } };

async function openTree(more: Parameters<typeof signedInAs>[1] = {}) {
  const api = signedInAs(userWith('selfServiceAdmin'), { 'GET /api/business-nodes': { body: TREE }, ...more });
  openApp('/admin/tree');
  await findHeading('Partner tree');
  await screen.findByText('Germany');
  return api;
}

describe('/admin/tree', () => {
  it('shows the tree with type tags and disables actions outside write-allowed nodes with a tooltip', async () => {
    await openTree();
    expect(document.title).toBe('Partner tree - Marquee');
    expect(screen.getByText('division')).toBeInTheDocument();
    expect(screen.getByText('market')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Beverages' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Beverages' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rename EMEA' })).toBeEnabled();
    // A market takes no children: its Add is off too, for another reason.
    expect(screen.getByRole('button', { name: 'Add under Germany' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Users of EMEA' })).toHaveAttribute('href', `/admin/node-users/${id(2)}`);
    expect(screen.getByRole('link', { name: 'Publishing of Germany' })).toHaveAttribute('href', `/admin/integration/${id(3)}`);
    expect(screen.queryByRole('link', { name: 'Users of Beverages' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Rename Beverages' }).parentElement!);
    expect(await screen.findByText('This node is outside your business nodes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add top node' })).not.toBeInTheDocument();
  });

  it('filters by search, keeping the path to a match', async () => {
    await openTree();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search nodes' }), 'germ');
    expect(screen.getByText('Beverages')).toBeInTheDocument();
    expect(screen.getByText('Germany')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search nodes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search nodes' }), 'nothing here');
    expect(await screen.findByText('No node matches')).toBeInTheDocument();
  });

  it("adds a child with the types allowed under the parent and shows the server's message", async () => {
    let sent: unknown;
    const api = await openTree({
      'POST /api/business-nodes': ({ body }) => {
        sent = body;
        return (body as { name: string }).name === 'Germany' ? alreadyExist : { status: 201, body: { _id: id(9), name: 'Spain', type: 'market', parentId: id(2) } };
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add under EMEA' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already exist')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '  Spain ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ parentId: id(2), name: 'Spain', type: 'market', partnerId: 'aaaaaaaaaaaaaaaaaaaaaaa1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/business-nodes')).length).toBeGreaterThan(1);
  });

  it("shows a market's time zone and sets another one with the rename", async () => {
    let sent: unknown;
    await openTree({
      [`PUT /api/business-nodes/${id(3)}`]: ({ body }) => {
        sent = body;
        return { body: { _id: id(3), name: 'Germany', type: 'market', parentId: id(2), timeZone: 'Europe/Lisbon', timeZoneSet: true } };
      },
    });
    expect(screen.getByLabelText('Time zone of Germany')).toHaveTextContent('Europe/Berlin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Germany' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Empty: the zone of the market's country (Europe/Berlin).", { exact: false })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'Europe/Lisb');
    await user.click(await screen.findByText('Europe/Lisbon', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ name: 'Germany', timeZone: 'Europe/Lisbon' }));
    // no zone on an EMEA (region) rename
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rename EMEA' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
  });

  it('refuses to delete a node in use with the spec message', async () => {
    await openTree({ [`DELETE /api/business-nodes/${id(2)}`]: { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Delete failed, entity in use' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete EMEA' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed, entity in use')).toBeInTheDocument();
  });
});

describe('/admin/integration/{id}', () => {
  const stored: PublishingDto = {
    nodeId: id(3), nodeName: 'Germany', name: null, facebookPageId: '123', facebookAdAccountId: null, instagramAccountId: null,
    dcmNetworkId: null, dcmAdvertiserId: null, gadsCustomerAccountId: null, dv360AdvertiserId: null,
    youtubeToken: '••••7c21', gadsToken: null, dv360Token: null,
  };

  it('shows tokens only masked and sends a new token or a remove flag, never the mask', async () => {
    let sent: Record<string, unknown> | undefined;
    signedInAs(userWith('admin'), {
      [`GET /api/business-nodes/${id(3)}/publishing`]: { body: stored },
      [`PUT /api/business-nodes/${id(3)}/publishing`]: ({ body }) => {
        sent = body as Record<string, unknown>;
        return { body: { ...stored, youtubeToken: null, gadsToken: '••••wxyz' } };
      },
    });
    openApp(`/admin/integration/${id(3)}`);
    await findHeading('Integration');
    expect(await screen.findByText('Stored: ••••7c21')).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook page id')).toHaveValue('123');
    expect(screen.getByLabelText('YouTube token')).toHaveValue('');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remove' }));
    await user.type(screen.getByLabelText('Google Ads token'), 'new-gads-token-wxyz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ facebookPageId: '123', gadsToken: 'new-gads-token-wxyz', remove: { youtubeToken: true } });
    expect(JSON.stringify(sent)).not.toContain('••••');
    expect(await screen.findByText('Stored: ••••wxyz')).toBeInTheDocument();
    expect(screen.getByLabelText('Google Ads token')).toHaveValue('');
  });
});

describe('/admin/node-users/{id}', () => {
  it('lists users and subscribers and adds a subscriber', async () => {
    const alice = { _id: id(20), email: 'alice@demo.test', role: 'manager' as const, status: 'ACTIVE' };
    const bob = { _id: id(21), email: 'bob@demo.test', role: 'reviewer' as const, status: 'ACTIVE' };
    let sent: unknown;
    signedInAs(userWith('admin'), {
      [`GET /api/users/node/${id(2)}`]: { body: [alice] },
      [`GET /api/business-nodes/${id(2)}/subscribers`]: () => ({
        body: { node: { _id: id(2), name: 'EMEA', type: 'region', writeAllowed: true }, subscribers: sent ? [alice, bob] : [alice], candidates: sent ? [] : [bob] },
      }),
      [`PUT /api/business-nodes/${id(2)}/subscribers`]: ({ body }) => {
        sent = body;
        return { body: [alice, bob] };
      },
    });
    openApp(`/admin/node-users/${id(2)}`);
    await findHeading('Node users');
    expect(await screen.findByText('EMEA (region)')).toBeInTheDocument();
    expect(await screen.findAllByRole('cell', { name: 'alice@demo.test' })).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'User to subscribe' }));
    await user.click(await screen.findByTitle('bob@demo.test'));
    await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
    await waitFor(() => expect(sent).toEqual({ subscribers: [alice._id, bob._id] }));
    expect(await screen.findByRole('cell', { name: 'bob@demo.test' })).toBeInTheDocument();
  });
});
