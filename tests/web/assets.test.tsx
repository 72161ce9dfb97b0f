import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetDto } from '@shared/contracts/assets';
import { asset, PID } from './asset-fixtures';
import { AssetPicker } from '@web/features/assets';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { stubUploads } from './fake-upload';
import { findHeading, mockApi, openApp, signedInAs, userWith } from './helpers';
import { FakeWebSocket } from './setup';

/** The library in memory: GET answers the search, archive flips the flag. */
function library(assets: AssetDto[], more: Parameters<typeof signedInAs>[1] = {}) {
  const table: Parameters<typeof signedInAs>[1] = {
    'GET /api/business-nodes': { body: [] },
    'GET /api/assets/single-files/formats': { body: ['png'] },
    'GET /api/assets/single-files': () => ({ body: { total: assets.length, results: assets } }),
    ...more,
  };
  for (const a of assets) {
    table[`PATCH /api/assets/single-files/${a._id}/archive`] = () => ((a.archived = true), { body: a });
  }
  return signedInAs(userWith('selfServiceManager'), table);
}

const listCalls = (api: ReturnType<typeof library>) => api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/assets/single-files?'));

afterEach(() => vi.unstubAllGlobals());

describe('/assets-manager', () => {
  it('lists the library with thumbnails, sizes and dimensions, newest first, page 0', async () => {
    const api = library([asset(1), asset(2, { thumbLocation: null, name: 'guide.pdf', format: 'pdf', dimension: null })]);
    openApp('/assets-manager');
    await findHeading('Assets');
    expect(await screen.findByRole('img', { name: 'Thumbnail of asset-1.png' })).toHaveAttribute('src', '/s3/thumb/1.webp');
    expect(screen.getByLabelText('No thumbnail for guide.pdf')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '640x480' })).toBeInTheDocument();
    expect(screen.getByText('2 assets')).toBeInTheDocument();
    const first = new URL(listCalls(api)[0].path, location.origin).searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ partnerId: PID, page: '0', limit: '10', sort: 'createdAt', direction: 'desc', archived: 'false' });
  });

  it('searches once the typing has stopped for 700 ms, not on every key', async () => {
    const api = library([asset(1)]);
    openApp('/assets-manager');
    await screen.findByRole('img', { name: 'Thumbnail of asset-1.png' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'logo');
    await waitFor(() => expect(listCalls(api).some((c) => c.path.includes('search=logo'))).toBe(true), { timeout: 3_000 });
    expect(listCalls(api).filter((c) => /search=l(&|o&|og&)/.test(c.path))).toEqual([]);
  });

  it('lists a zip parent with its count of children and expands it to its files', async () => {
    const zip = asset(3, { name: 'pack.zip', type: 'other', mimeType: 'application/zip', format: 'zip', thumbLocation: null, dimension: null, children: 2 });
    const files = [asset(4, { name: 'brand/a.png', parentId: zip._id, isIndependent: false }), asset(5, { name: 'brand/b.png', parentId: zip._id, isIndependent: false })];
    library([zip, asset(1)], { [`GET /api/assets/single-files/list/${zip._id}`]: { body: { total: 2, results: files } } });
    openApp('/assets-manager');
    const row = (await screen.findByRole('link', { name: 'pack.zip' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'asset-1.png' })).toBeInTheDocument();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByRole('link', { name: 'brand/a.png' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'brand/b.png' })).toBeInTheDocument();
  });

  it('archives an asset from its row', async () => {
    const api = library([asset(1)]);
    openApp('/assets-manager');
    await userEvent.click(await screen.findByRole('button', { name: 'Archive asset-1.png' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH' && c.path.startsWith(`/api/assets/single-files/${asset(1)._id}/archive`))).toBe(true));
  });

  it('refuses a file over 2 GB in the browser with the spec message, sending nothing', async () => {
    const api = library([]);
    const { container } = openApp('/assets-manager');
    await findHeading('Assets');
    await userEvent.click(screen.getByText('Upload assets'));
    const big = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 2_147_483_649 });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [big] } });
    expect(await screen.findByText('This asset couldn’t be uploaded because it exceeds the 2GB limit')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/assets/single-files/uploads'))).toBe(false);
  });

  /** Two files uploaded to fake storage; the status call answers as `status(call)` says. */
  async function uploadTwo(status: (call: number) => 'processing' | 'done') {
    const puts = stubUploads();
    const ids = [asset(10)._id, asset(11)._id];
    let statusCalls = 0;
    const api = library([], {
      'POST /api/assets/single-files/uploads': ({ body }) => {
        const files = (body as { files: { name: string }[] }).files;
        return { status: 201, body: { uploads: files.map((f, i) => ({ assetId: ids[i], name: f.name, url: `/s3/put/${i}`, partSize: null, parts: [] })) } };
      },
      [`POST /api/assets/single-files/uploads/${ids[0]}/complete`]: { body: asset(10, { status: 'processing' }) },
      [`POST /api/assets/single-files/uploads/${ids[1]}/complete`]: { body: asset(11, { status: 'processing' }) },
      'POST /api/assets/single-files/uploads/status': () => {
        statusCalls += 1;
        const done = status(statusCalls) === 'done';
        return {
          body: {
            assets: [asset(10, { status: done ? 'ready' : 'processing' }), asset(11, { status: done ? 'merged' : 'processing', mergedInto: asset(1)._id })],
            uploadedAssets: done ? 1 : 0,
            mergedAssets: done ? 1 : 0,
            failedAssets: 0,
            pendingAssets: done ? 0 : 2,
          },
        };
      },
    });
    const { container } = openApp('/assets-manager');
    await findHeading('Assets');
    return {
      api,
      puts,
      ids,
      statusCalls: () => statusCalls,
      send: async () => {
        await userEvent.click(screen.getByText('Upload assets'));
        const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
        fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });
      },
    };
  }

  it('uploads to storage with progress, then polls for processing while the realtime channel is down and says how many were already in the library', async () => {
    const { api, puts, send } = await uploadTwo((call) => (call > 1 ? 'done' : 'processing'));
    await send();
    expect(await screen.findByText('Upload completed.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('1 of them was already in the library.')).toBeInTheDocument();
    expect(puts.sort()).toEqual(['/s3/put/0', '/s3/put/1']);
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(within(uploads).getByText('Done')).toBeInTheDocument();
    expect(within(uploads).getByText('Already in library')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/api/assets/single-files/uploads?'))!.body).toMatchObject({ files: [{ name: 'a.png', size: 1 }, { name: 'b.png', size: 1 }] });
  });

  it('applies the pushed asset-processed events while the realtime channel is up, without polling', async () => {
    const { ids, send, statusCalls } = await uploadTwo(() => 'processing');
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.onopen?.(new Event('open')));
    await send();
    const uploads = await screen.findByRole('region', { name: 'Uploads' });
    await waitFor(() => expect(statusCalls()).toBe(1));
    act(() => socket.receive({ type: 'ws-event', source: 'assets', event: 'asset-processed', payload: { assetId: ids[0], status: 'ready', mergedInto: null } }));
    act(() => socket.receive({ type: 'ws-event', source: 'assets', event: 'asset-processed', payload: { assetId: ids[1], status: 'merged', mergedInto: asset(1)._id } }));
    expect(await screen.findByText('Upload completed.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('1 of them was already in the library.')).toBeInTheDocument();
    expect(within(uploads).getByText('Done')).toBeInTheDocument();
    expect(within(uploads).getByText('Already in library')).toBeInTheDocument();
    expect(statusCalls()).toBe(1);
  });
});

describe('AssetPicker (the wizard\'s library picker)', () => {
  it('sends the picker query of 000 7.3 and reports the picked assets', async () => {
    const api = mockApi({ 'GET /api/assets/single-files': { body: { total: 2, results: [asset(1), asset(2)] } } });
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CurrentPartnerContext.Provider value={PID}>
          <AssetPicker value={[]} onChange={onChange} nodeIds={['eeeeeeeeeeeeeeeeeeeeeee1']} formats={['png', 'jpg']} exclude={[asset(3)._id]} />
        </CurrentPartnerContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pick asset-2.png' }));
    expect(onChange).toHaveBeenCalledWith([asset(2)]);
    const query = new URL(api.calls[0].path, location.origin).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ partnerId: PID, sort: 'createdAt', direction: 'desc', archived: 'false', isIndependent: 'true', page: '0', assetsToExclude: asset(3)._id });
    expect(query.getAll('format')).toEqual(['png', 'jpg']);
    expect(query.getAll('nodeIds')).toEqual(['eeeeeeeeeeeeeeeeeeeeeee1']);
  });
});
