/** The library screen's folder upload and tree, the feed import's per-row report, and the recommendations panel. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedReport } from '@shared/contracts/asset-feeds';
import type { Recommendations } from '@shared/contracts/asset-recommendations';
import { RecommendationsPanel } from '@web/features/asset-recommendations';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { asset, PID } from './asset-fixtures';
import { stubUploads } from './fake-upload';
import { findHeading, mockApi, openApp, signedInAs, userWith } from './helpers';

type Table = Parameters<typeof signedInAs>[1];
const library = (more: Table = {}) =>
  signedInAs(userWith('selfServiceManager'), {
    'GET /api/assets/single-files/formats': { body: [] },
    'GET /api/assets/single-files': { body: { total: 0, results: [] } },
    ...more,
  });

afterEach(() => vi.unstubAllGlobals());

describe('Upload folder', () => {
  it('sends the paths inside the chosen folder, then each file to storage, and shows them by path', async () => {
    const puts = stubUploads();
    const ids = [asset(20)._id, asset(21)._id];
    const api = library({
      'POST /api/assets/single-files/hierarchy': ({ body }) => ({
        status: 201,
        body: {
          uid: null,
          folders: [{ path: 'Summer', assetId: asset(30)._id }, { path: 'Summer/Social', assetId: asset(31)._id }],
          uploads: (body as { files: { path: string }[] }).files.map((f, i) => ({ assetId: ids[i], name: f.path.split('/').pop(), path: f.path, url: `/s3/put/${i}`, partSize: null, parts: [] })),
        },
      }),
      [`POST /api/assets/single-files/uploads/${ids[0]}/complete`]: { body: asset(20, { status: 'processing' }) },
      [`POST /api/assets/single-files/uploads/${ids[1]}/complete`]: { body: asset(21, { status: 'processing' }) },
      'POST /api/assets/single-files/uploads/status': {
        body: { assets: [asset(20), asset(21)], uploadedAssets: 2, mergedAssets: 0, failedAssets: 0, pendingAssets: 0 },
      },
    });
    const { container } = openApp('/assets-manager');
    await findHeading('Assets');
    await userEvent.click(screen.getByText('Upload assets'));
    expect(screen.getByText('Upload folder')).toBeInTheDocument();
    const folderInput = container.querySelector('input[type=file][webkitdirectory]')!;
    const file = (path: string) => {
      const f = new File(['x'], path.split('/').pop()!, { type: 'image/png' });
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      return f;
    };
    fireEvent.change(folderInput, { target: { files: [file('Summer/cover.png'), file('Summer/Social/square.png')] } });
    expect(await screen.findByText('Upload completed.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/api/assets/single-files/hierarchy'))!.body).toMatchObject({
      files: [
        { path: 'Summer/cover.png', size: 1, type: 'image/png' },
        { path: 'Summer/Social/square.png', size: 1, type: 'image/png' },
      ],
    });
    expect(puts.sort()).toEqual(['/s3/put/0', '/s3/put/1']);
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(within(uploads).getByText('Summer/Social/square.png')).toBeInTheDocument();
    expect(within(uploads).getAllByText('Done')).toHaveLength(2);
  });

  it('shows a folder upload as a tree: a folder opens to its files and folders, and those open further', async () => {
    const folder = (n: number, name: string, children: number, parentId: string | null = null) =>
      asset(n, { name, mimeType: 'inode/directory', format: 'folder', type: 'other', url: null, thumbLocation: null, dimension: null, size: 0, children, parentId });
    const top = folder(40, 'Summer', 2);
    const social = folder(41, 'Social', 1, top._id);
    library({
      'GET /api/assets/single-files': { body: { total: 1, results: [top] } },
      [`GET /api/assets/single-files/list/${top._id}`]: { body: { total: 2, results: [asset(42, { name: 'cover.png', parentId: top._id }), social] } },
      [`GET /api/assets/single-files/list/${social._id}`]: { body: { total: 1, results: [asset(43, { name: 'square.png', parentId: social._id })] } },
    });
    openApp('/assets-manager');
    expect(await screen.findByLabelText('Folder Summer')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Summer' }).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /expand row/i }));
    const level1 = await screen.findByRole('table', { name: 'Children of Summer' });
    expect(await within(level1).findByRole('link', { name: 'cover.png' })).toBeInTheDocument();
    const socialRow = within(level1).getByRole('link', { name: 'Social' }).closest('tr')!;
    expect(within(level1).getByLabelText('Folder Social')).toBeInTheDocument();
    await userEvent.click(within(socialRow).getByRole('button', { name: /expand row/i }));
    const level2 = await screen.findByRole('table', { name: 'Children of Social' });
    expect(await within(level2).findByRole('link', { name: 'square.png' })).toBeInTheDocument();
  });
});

describe('Import feed', () => {
  const report: FeedReport = {
    errors: [],
    columnErrors: ['Upload failed. Check column ["url"] (rows: [3])'],
    validRows: 1,
    rows: [
      { row: 2, name: 'Hero', url: 'https://cdn.example.com/hero.jpg', category: 'creatives', tags: ['summer'], nodeIds: [], errors: [] },
      { row: 3, name: 'Broken', url: 'ftp://cdn.example.com/x.jpg', category: null, tags: [], nodeIds: [], errors: ['Upload failed. Check column ["url"] (rows: [3])'] },
    ],
  };

  async function chooseFeed(more: Table = {}) {
    const api = library({ 'POST /api/assets/single-files/feeds/check': { body: report }, ...more });
    const { container } = openApp('/assets-manager');
    await findHeading('Assets');
    await userEvent.click(screen.getByText('Import feed'));
    const input = await waitFor(() => container.querySelector('input[type=file][accept=".csv,text/csv"]')!);
    fireEvent.change(input, { target: { files: [new File(['name,url\nHero,https://cdn.example.com/hero.jpg'], 'summer-feed.csv', { type: 'text/csv' })] } });
    return api;
  }

  it("checks the chosen CSV and shows each row's message by its row number; 'Create 1 asset' sends the good rows only", async () => {
    const api = await chooseFeed({
      'POST /api/assets/single-files/feeds': {
        status: 201,
        body: { assets: [{ row: 2, name: 'Hero', url: 'https://cdn.example.com/hero.jpg', assetId: asset(50)._id, error: null }], createdAssets: 1, failedAssets: 0 },
      },
    });
    const rows = await screen.findByRole('table', { name: 'Feed rows' });
    const broken = within(rows).getByRole('cell', { name: 'Broken' }).closest('tr')!;
    expect(within(broken).getByText('Upload failed. Check column ["url"] (rows: [3])')).toBeInTheDocument();
    expect(within(broken).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByLabelText('Feed problems by column')).toHaveTextContent('Upload failed. Check column ["url"] (rows: [3])');
    expect(api.calls.find((c) => c.path.startsWith('/api/assets/single-files/feeds/check'))!.body).toEqual({ fileName: 'summer-feed.csv', content: 'name,url\nHero,https://cdn.example.com/hero.jpg' });
    await userEvent.click(screen.getByRole('button', { name: 'Create 1 asset' }));
    expect(await screen.findByText('1 asset created.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/api/assets/single-files/feeds?'))!.body).toEqual({
      nodeIds: [],
      assets: [{ row: 2, name: 'Hero', url: 'https://cdn.example.com/hero.jpg', category: 'creatives', tags: ['summer'], nodeIds: [] }],
    });
    const hero = within(rows).getByRole('cell', { name: 'Hero' }).closest('tr')!;
    expect(within(hero).getByText('Created')).toBeInTheDocument();
  });

  it("a row whose URL could not be fetched shows the server's message; the feed cannot be created twice", async () => {
    await chooseFeed({
      'POST /api/assets/single-files/feeds': {
        status: 201,
        body: { assets: [{ row: 2, name: 'Hero', url: 'https://cdn.example.com/hero.jpg', assetId: null, error: 'An error ocurred during Hero asset uploading' }], createdAssets: 0, failedAssets: 1 },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create 1 asset' }));
    expect(await screen.findByText('An error ocurred during Hero asset uploading')).toBeInTheDocument();
    expect(screen.getByText('0 assets created, 1 failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 1 asset' })).toBeDisabled();
  });

  it('a feed missing its columns shows the spec message and no create button is enabled', async () => {
    library({ 'POST /api/assets/single-files/feeds/check': { body: { errors: ['Upload failed. CSV is missing the following columns: ["url"].'], columnErrors: [], rows: [], validRows: 0 } } });
    const { container } = openApp('/assets-manager');
    await findHeading('Assets');
    await userEvent.click(screen.getByText('Import feed'));
    const input = await waitFor(() => container.querySelector('input[type=file][accept=".csv,text/csv"]')!);
    fireEvent.change(input, { target: { files: [new File(['name'], 'f.csv')] } });
    expect(await screen.findByText('Upload failed. CSV is missing the following columns: ["url"].')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 0 assets' })).toBeDisabled();
  });
});

describe('Recommendations panel', () => {
  const IMAGE = asset(60)._id;
  const item = (id: string, format: string, extra = {}) => ({ _id: id, kind: 'crop', format, width: 1200, height: 1200, status: 'ready', url: `/s3/rec/${format}`, feedback: null, keptAssetId: null, ...extra });
  const recs = (items: unknown[], status = 'ready'): Recommendations => ({ assetId: IMAGE, status, tags: [], items }) as Recommendations;

  it('generates, shows the crops and the pending cut-out, keeps one and sends thumbs down', async () => {
    let stored = recs([], 'none');
    const sq = 'eeeeeeeeeeeeeeeeeeeeee01';
    const api = mockApi({
      'POST /api/assets/single-files/recommendation': () => ({ body: stored }),
      'POST /api/assets/single-files/recommendation/generate': () => {
        stored = recs([item(sq, 'square'), item('eeeeeeeeeeeeeeeeeeeeee02', 'cutout', { kind: 'cutout', status: 'pending', url: null, width: 1600, height: 1000 })]);
        return { status: 202, body: stored };
      },
      'POST /api/assets/single-files/recommendation/create': () => {
        stored = recs([item(sq, 'square', { keptAssetId: asset(61)._id })]);
        return { status: 201, body: { assets: [{ recommendationId: sq, assetId: asset(61)._id }] } };
      },
      'POST /api/assets/single-files/recommendation/feedback': { body: item(sq, 'square', { feedback: 'negative' }) },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CurrentPartnerContext.Provider value={PID}>
          <MemoryRouter>
            <RecommendationsPanel asset={{ _id: IMAGE, tags: ['summer'] }} />
          </MemoryRouter>
        </CurrentPartnerContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generate recommendations' }));
    expect(await screen.findByRole('img', { name: 'square 1200x1200' })).toHaveAttribute('src', '/s3/rec/square');
    expect(within(screen.getByLabelText('Cut-out without background')).getByText('Pending')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.includes('/generate'))!.body).toEqual({ url: IMAGE, tags: ['summer'] });
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs down square 1200x1200' }));
    await waitFor(() => expect(api.calls.find((c) => c.path.includes('/feedback'))?.body).toEqual({ url: sq, feedback: 'negative' }));
    expect(screen.getByRole('button', { name: 'Keep Cut-out without background' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep square 1200x1200' }));
    expect(await screen.findByText('Kept')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.includes('/create'))!.body).toEqual({ assets: [sq], nodeIds: [], partnerId: PID });
  });
});
