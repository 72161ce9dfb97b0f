import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NodeStorageDto } from '@shared/contracts/node-storage';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const NODE = 'dddddddddddddddddddddd03';
const BASE = `/api/business-nodes/${NODE}`;
const ARCHIVE = { _id: 'cccccccccccccccccccccc01', name: 'Agency archive', storageType: 'S3', bucket: 'archive' };
const MEDIA = { _id: 'cccccccccccccccccccccc02', name: 'Media', storageType: 'S3', bucket: 'media' };
const EMPTY: NodeStorageDto = { node: { _id: NODE, name: 'Germany' }, connection: null };
const CONNECTED: NodeStorageDto = {
  node: { _id: NODE, name: 'Germany' },
  connection: {
    cloudStorageId: ARCHIVE._id,
    folder: 'campaigns/de',
    isActive: true,
    storage: { _id: ARCHIVE._id, name: 'Agency archive', storageType: 'S3', bucket: 'archive', region: 'eu-central-1', secretAccessKey: '••••wxyz' },
  },
};

function open(current: NodeStorageDto, more: Parameters<typeof signedInAs>[1] = {}) {
  const api = signedInAs(userWith('selfServiceAdmin'), {
    [`GET ${BASE}/cloud-storage-connection`]: { body: current },
    [`GET ${BASE}/available-cloud-storages`]: { body: [ARCHIVE, MEDIA] },
    ...more,
  });
  openApp(`/admin/external-storage/${NODE}`);
  return api;
}

async function choose(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Cloud storage' }));
  await user.click(await screen.findByTitle(label));
}

describe('/admin/external-storage/{nodeId}', () => {
  it("connects a node to one of the partner's storages with a folder", async () => {
    const api = open(EMPTY, { [`POST ${BASE}/cloud-storage-connection`]: { status: 201, body: CONNECTED } });
    await findHeading('External storage');
    expect(document.title).toBe('External storage - Marquee');
    expect(await screen.findByText('Cloud storage of Germany')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await choose('Agency archive (S3, archive)');
    await user.type(screen.getByLabelText('Folder'), '  campaigns/de ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cloud storage connection saved')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toMatch(new RegExp(`^${BASE}/cloud-storage-connection\\?partnerId=`));
    expect(post.body).toEqual({ cloudStorageId: ARCHIVE._id, folder: 'campaigns/de', isActive: true });
    expect(post.headers.get('x-csrf-token')).toBe('csrf-token-1');
    expect(screen.getByText('••••wxyz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  });

  it('refuses a folder with a leading slash or .. before any call', async () => {
    const api = open(EMPTY);
    await screen.findByText('Cloud storage of Germany');
    const user = userEvent.setup();
    await choose('Media (S3, media)');
    await user.type(screen.getByLabelText('Folder'), '/root');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Folder must not start with a slash')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Folder'));
    await user.type(screen.getByLabelText('Folder'), 'a/../b');
    expect(await screen.findByText("Folder must not contain '..'")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(false);
  });

  it('updates, tests and removes an existing connection', async () => {
    const api = open(CONNECTED, {
      [`PUT ${BASE}/cloud-storage-connection`]: ({ body }) => ({ body: { ...CONNECTED, connection: { ...CONNECTED.connection!, ...(body as object) } } }),
      [`POST ${BASE}/cloud-storage-connection/test`]: { body: { isConnected: false, error: 'The specified bucket does not exist' } },
      [`DELETE ${BASE}/cloud-storage-connection`]: { body: EMPTY },
    });
    await screen.findByText('Cloud storage of Germany');
    await waitFor(() => expect(screen.getByLabelText('Folder')).toHaveValue('campaigns/de'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Cloud storage connection saved');
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ cloudStorageId: ARCHIVE._id, folder: 'campaigns/de', isActive: false });

    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
    expect(screen.getByText('The specified bucket does not exist')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Cloud storage connection removed')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(screen.queryByText('••••wxyz')).not.toBeInTheDocument();
  });

  it("links from the tree's node actions where the caller may edit the node", async () => {
    const node = (id: string, name: string, type: 'region' | 'market', writeAllowed: boolean, children: object[] = []) =>
      ({ _id: id, name, type, parentId: null, marketId: null, allowed: writeAllowed, readAllowed: true, writeAllowed, children });
    signedInAs(userWith('selfServiceAdmin'), { 'GET /api/business-nodes': { body: [node('dddddddddddddddddddddd02', 'EMEA', 'region', false, [node(NODE, 'Germany', 'market', true)])] } });
    openApp('/admin/tree');
    await screen.findByText('Germany');
    expect(screen.getByRole('link', { name: 'Storage of Germany' })).toHaveAttribute('href', `/admin/external-storage/${NODE}`);
    expect(screen.queryByRole('link', { name: 'Storage of EMEA' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the node is outside the caller's nodes", async () => {
    open(EMPTY, {
      [`GET ${BASE}/cloud-storage-connection`]: { status: 403, body: { statusCode: 403, kind: 'NOT_ALLOWED', message: 'Access to the Business Node denied' } },
    });
    expect(await screen.findByText('Access to the Business Node denied')).toBeInTheDocument();
  });
});
