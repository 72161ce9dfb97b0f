/**
 * The assets cropper tab (002 'Assets cropper tab'): keep ratio on by default, recommended crops with their selected
 * flag, a crop sent with x, y, zoom and retina, existing crops listed, background removal (its result read when the
 * job's ws-event arrives, success only when the flag is 1) with a download of the preview without background.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CropperPreview } from '@shared/contracts/asset-cropper';
import { AssetCropperTab } from '@web/features/asset-cropper';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { BACKGROUND_SAFETY_CHECK_MS } from '@web/features/asset-cropper/api/remove-background';
import { connectRealtime } from '@web/lib/realtime';
import { mockApi } from './helpers';
import { FakeWebSocket } from './setup';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const ID = 'cccccccccccccccccccccc01';
const KEY = `assets-temp/${PID}/dddddddddddddddddddddd01/sun-no-background.png`;

const preview = (crops: CropperPreview['existingCrops'] = []): CropperPreview => ({
  image: { id: ID, name: 'sun.png', url: '/s3/preview.webp', width: 1600, height: 1000, previewWidth: 1600, previewHeight: 1000 },
  existingCrops: crops,
  recommendedCrops: [
    { format: 'square', width: 1200, height: 1200, area: { x: 300, y: 0, width: 1000, height: 1000 }, selected: true },
    { format: 'vertical', width: 1080, height: 1920, area: { x: 519, y: 0, width: 563, height: 1000 }, selected: true },
    { format: 'horizontal', width: 1200, height: 628, area: { x: 0, y: 0, width: 1600, height: 837 }, selected: false },
  ],
});

const crop = { _id: 'cccccccccccccccccccccc02', name: 'sun-square-1200x1200.png', location: '/s3/c', thumbLocation: '/s3/t', parentId: ID, archived: false, crop: { format: 'square', auto: false, x: 0, y: 0, width: 1000, height: 1000, zoom: 1 }, dimension: { width: 1200, height: 1200 }, createdAt: 1 };

function renderTab(mimeType = 'image/png') {
  const crops: (typeof crop)[] = [];
  const api = mockApi({
    [`GET /api/assets/single-files/${ID}/cropper-preview`]: () => ({ body: preview(crops) }),
    'POST /api/assets/single-files/crop': () => (crops.push(crop), { status: 201, body: crop }),
    'POST /api/assets/remove-image-background': { status: 202, body: { success: 0, key: KEY, url: null } },
    'GET /api/assets/remove-image-background/result': { body: { success: 1, key: KEY, url: '/s3/no-background.png' } },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CurrentPartnerContext.Provider value={PID}>
        <AssetCropperTab asset={{ _id: ID, mimeType, status: 'ready' }} />
      </CurrentPartnerContext.Provider>
    </QueryClientProvider>,
  );
  return api;
}

describe('assets cropper tab', () => {
  it('keeps ratio by default and preselects the recommended sizes the asset has no crop of', async () => {
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Keep ratio' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'square 1200x1200' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'vertical 1080x1920' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'horizontal 1200x628' })).not.toBeChecked();
    expect(screen.getByText('Crop 1000x1000 at 0, 0 → stored 1200x1200')).toBeInTheDocument();
  });

  it('sends the crop with x, y, zoom and retina and lists the new crop', async () => {
    const api = renderTab();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: 'Keep ratio' });
    screen.getByRole('slider', { name: 'Crop area' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('checkbox', { name: 'Retina (2x)' }));
    await user.click(screen.getByRole('button', { name: 'Crop' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ id: ID, format: 'square', x: 20, y: 0, zoom: 1, isRetina: true }));
    expect(await screen.findByText('sun-square-1200x1200.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'sun-square-1200x1200.png' })).toHaveAttribute('src', '/s3/t');
  });

  const resultCalls = (api: ReturnType<typeof renderTab>) => api.calls.filter((c) => c.path.startsWith('/api/assets/remove-image-background/result'));

  it('removes the background: the result is read when the job says so on the realtime channel', async () => {
    const disconnect = connectRealtime();
    const api = renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove background' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith('/api/assets/remove-image-background?'))).toBe(true));
    const socket = FakeWebSocket.instances.at(-1)!;
    // another job's event is not this one's
    act(() => socket.receive({ type: 'ws-event', source: 'assets', event: 'background-removed', payload: { key: `${KEY}x`, success: 1 } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(resultCalls(api)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Download preview without background' })).toBeNull();
    act(() => socket.receive({ type: 'ws-event', source: 'assets', event: 'background-removed', payload: { key: KEY, success: 1 } }));
    const download = await screen.findByRole('link', { name: 'Download preview without background' });
    expect(download).toHaveAttribute('href', '/s3/no-background.png');
    expect(resultCalls(api)).toHaveLength(1);
    disconnect();
  });

  it('asks once after 30 s when no event came (one sent while the socket reconnected is lost)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const api = renderTab();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Remove background' }));
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_SAFETY_CHECK_MS - 1_000));
    expect(resultCalls(api)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('link', { name: 'Download preview without background' })).toHaveAttribute('href', '/s3/no-background.png');
    expect(resultCalls(api)).toHaveLength(1);
  });

  it('is not offered for an SVG', () => {
    const api = renderTab('image/svg+xml');
    expect(screen.queryByText('Cropper')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
