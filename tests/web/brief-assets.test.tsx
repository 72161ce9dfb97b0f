/**
 * The wizard's upload list (000 4 'Upload', 5, 7.3): per-file status (pending, uploading, processing, failed, URL failed,
 * success), at most 50 files at once, 10 uploads in parallel, failed files kept in the list, Link to URL.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BriefAsset, BriefAssetCategory } from '@shared/contracts/brief-assets';
import { MESSAGES } from '@shared/messages';
import { BriefAssetsUploader } from '@web/features/brief-assets';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { mockApi } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const invalid = (message: string) => ({ status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message } });

/** Presigned PUTs: each waits until the test lets it finish (or finishes at once when `hold` is off). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static hold = false;
  upload: { onprogress?: (e: { loaded: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  getResponseHeader() {
    return '"etag"';
  }
  send(body: Blob) {
    FakeXhr.sent.push(this);
    this.upload.onprogress?.({ loaded: Math.floor(body.size / 2) });
    if (!FakeXhr.hold) this.finish();
  }
  finish() {
    this.status = 200;
    this.onload?.();
  }
}

afterEach(() => {
  FakeXhr.sent = [];
  FakeXhr.hold = false;
  vi.unstubAllGlobals();
});

/** A tiny brief server: save-single-tmp answers a key per file; validate refuses names containing 'fake'. */
function briefServer() {
  let n = 0;
  return mockApi({
    'POST /api/assets/single-files/brief/save-single-tmp': ({ body }) => {
      const { meta } = body as { meta: { name: string } };
      const id = `ddddddddddddddddddddd${String(n++).padStart(3, '0')}`;
      return { status: 201, body: { tempId: 't', tempAssetId: id, key: `assets-temp/${PID}/${id}/${meta.name}`, uploadUrl: `/s3/files/${id}` } };
    },
    'POST /api/assets/single-files/brief/validate': ({ body }) => {
      const { url, type } = body as { url: string; type: BriefAssetCategory };
      if (url.includes('fake')) return invalid(MESSAGES.assetInvalidFormat);
      const [, , id, name] = url.split('/');
      return { body: { asset: { _id: id, isFromDam: false, isLink: false, name, url, type } } };
    },
    'POST /api/assets/single-files/brief/create-temp-asset-from-url': ({ body }) => {
      const { url } = body as { url: string };
      if (url.includes('169.254')) return invalid(MESSAGES.invalidUrl);
      return { status: 201, body: { tempId: 't', asset: { _id: 'eeeeeeeeeeeeeeeeeeeeeee1', isFromDam: false, isLink: true, name: 'guide.pdf', url: `assets-temp/${PID}/eeeeeeeeeeeeeeeeeeeeeee1/guide.pdf`, type: 'brands' } } };
    },
    'PATCH /api/assets/single-files/remove-from-s3': { body: { removed: 1 } },
  });
}

function Harness({ category, seen }: { category: BriefAssetCategory; seen: (assets: BriefAsset[]) => void }) {
  const [assets, setAssets] = useState<BriefAsset[]>([]);
  return (
    <BriefAssetsUploader
      category={category}
      assets={assets}
      onChange={(next) => {
        seen(next);
        setAssets(next);
      }}
    />
  );
}

function renderUploader(category: BriefAssetCategory) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const api = briefServer();
  const seen = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <CurrentPartnerContext.Provider value={PID}>
        <Harness category={category} seen={seen} />
      </CurrentPartnerContext.Provider>
    </QueryClientProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { api, seen, input, user: userEvent.setup({ applyAccept: false }) };
}

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });
const row = (name: string) => screen.getByRole('listitem', { name });
const apiCalls = (api: ReturnType<typeof mockApi>, path: string) => api.calls.filter((c) => c.path.startsWith(`/api/assets/single-files/${path}`));

describe('brief upload list', () => {
  it('shows each file uploading, then success; content the server refuses is failed and stays in the list', async () => {
    FakeXhr.hold = true;
    const { api, seen, input, user } = renderUploader('logos');
    await user.upload(input, [file('logo.png'), file('fake-logo.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(within(row('logo.png')).getByText('Uploading')).toBeInTheDocument();
    expect(within(row('logo.png')).getByRole('progressbar', { name: 'logo.png upload progress' })).toHaveAttribute('aria-valuenow', '50');
    FakeXhr.sent.forEach((x) => x.finish());
    await waitFor(() => expect(within(row('logo.png')).getByText('Success')).toBeInTheDocument());
    expect(within(row('fake-logo.png')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('fake-logo.png')).getByText(MESSAGES.assetInvalidFormat)).toBeInTheDocument();
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'logo.png', type: 'logos', isFromDam: false })]);
    expect(apiCalls(api, 'brief/save-single-tmp')[0]).toMatchObject({ path: `/api/assets/single-files/brief/save-single-tmp?partnerId=${PID}`, body: { meta: { type: 'logos', name: 'logo.png', size: 1000 } } });
  });

  it('refuses more than 50 files at once with the spec message, sending nothing', async () => {
    const { api, input, user } = renderUploader('logos');
    await user.upload(input, Array.from({ length: 51 }, (_, i) => file(`logo-${i}.png`)));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.assetBatchTooLarge);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('uploads 10 files in parallel and keeps the others pending', async () => {
    FakeXhr.hold = true;
    const { input, user } = renderUploader('logos');
    await user.upload(input, Array.from({ length: 12 }, (_, i) => file(`logo-${i}.png`)));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(10));
    expect(screen.getAllByText('Uploading')).toHaveLength(10);
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    FakeXhr.sent[0].finish();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(11));
    FakeXhr.sent.slice(1).forEach((x) => x.finish());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(12));
    FakeXhr.sent[11].finish();
    await waitFor(() => expect(screen.getAllByText('Success')).toHaveLength(12));
  });

  it('marks a type the category does not take as failed without uploading it', async () => {
    const { api, input, user } = renderUploader('fonts');
    await user.upload(input, [file('not-a-font.png')]);
    expect(within(row('not-a-font.png')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('not-a-font.png')).getByText(MESSAGES.assetInvalidFormat)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('links a URL: a malformed one is refused in the browser, a refused one is URL failed, a good one succeeds', async () => {
    const { api, user } = renderUploader('brands');
    const box = screen.getByRole('textbox', { name: 'Link to URL' });
    expect(screen.getByRole('button', { name: 'Add link' })).toBeDisabled();
    await user.type(box, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByText(MESSAGES.invalidUrl)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'http://169.254.169.254/latest/meta-data/{Enter}');
    const refused = await screen.findByRole('listitem', { name: 'http://169.254.169.254/latest/meta-data/' });
    await waitFor(() => expect(within(refused).getByText('URL failed')).toBeInTheDocument());
    expect(within(refused).getByText(MESSAGES.invalidUrl)).toBeInTheDocument();
    await user.type(box, 'https://cdn.example.com/guide.pdf{Enter}');
    const linked = await screen.findByRole('listitem', { name: 'guide.pdf' });
    expect(within(linked).getByText('Success')).toBeInTheDocument();
    expect(within(linked).getByText('Link')).toBeInTheDocument();
  });

  it('removes a finished file from the brief and from temporary storage', async () => {
    const { api, seen, input, user } = renderUploader('logos');
    await user.upload(input, [file('logo.png')]);
    await waitFor(() => expect(within(row('logo.png')).getByText('Success')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(seen).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(apiCalls(api, 'remove-from-s3')[0].body).toEqual({ urls: [expect.stringMatching(/^assets-temp\/.*\/logo\.png$/)] }));
    expect(screen.queryByRole('listitem', { name: 'logo.png' })).toBeNull();
  });
});
