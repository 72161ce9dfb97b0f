/**
 * The personalize previews: the full-screen template preview (values injected, the user-content origin in a frame
 * sandboxed to scripts only, 'Fill out all required fields to preview.'), the preview without template, and the Meta
 * previews (Square / Vertical / Horizontal toggles with the Meta tooltips of 001 8, 505 x 400 at most 600 px, the
 * carousel's cards 2..10 with 'Failed to add a card' / 'Failed to delete a card', no preview when Meta fails).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VariantView } from '@shared/contracts/personalize';
import { createQueryClient } from '@web/app/provider';
import { MetaPreviewModal, PreviewWithoutTemplateModal, TemplatePreviewModal } from '@web/features/personalize/editors';
import { mockApi } from './helpers';
import { B, bodiesOf, CID, F1, F2, findModal, format, renderModal, templates, TID, UC, variant, VID } from './personalize-editor-fixtures';

describe('Template preview', () => {
  it("plays the variant's values in the template from the user-content origin, sandboxed to scripts only", async () => {
    mockApi({ [`GET ${B}/templates`]: { body: templates } });
    renderModal(<TemplatePreviewModal open campaignId={CID} treeId={TID} variant={variant()} onClose={() => undefined} />);
    await findModal('Preview: Summer Splash');
    const frame = await screen.findByTitle('Preview of Summer Splash · 300x250-banner 01');
    expect(frame.getAttribute('src')).toBe(`${UC}/__player.html#headline=Summer+tastes+like+Sparkle+Zero&landingPage=https%3A%2F%2Fwww.example.com&subheadline=`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame).toHaveStyle({ width: '100%' });
  });

  it("asks to fill out the required fields first, and shows no frame", async () => {
    const api = mockApi({ [`GET ${B}/templates`]: { body: templates } });
    const empty = variant({ formats: { [F1]: format(F1, { dynamicElements: { headline: { value: '', type: 'text' }, subheadline: { value: '', type: 'text', optional: true } } }) } });
    renderModal(<TemplatePreviewModal open campaignId={CID} treeId={TID} variant={empty} onClose={() => undefined} />);
    expect(await (await findModal('Preview: Summer Splash')).findByText('Fill out all required fields to preview.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('switches between the formats of the variant', async () => {
    mockApi({ [`GET ${B}/templates`]: { body: templates } });
    const two = variant({ formats: { [F1]: format(F1), [F2]: format(F2, { shortName: '728x90', dynamicElements: { headline: { value: 'Wide', type: 'text' } } }) } });
    renderModal(<TemplatePreviewModal open campaignId={CID} treeId={TID} variant={two} onClose={() => undefined} />);
    await screen.findByTitle('Preview of Summer Splash · 300x250-banner 01');
    await userEvent.click(screen.getByText('728x90'));
    expect((await screen.findByTitle('Preview of Summer Splash · 300x250-banner 02')).getAttribute('src')).toBe(`${UC}/__player.html#headline=Wide`);
  });
});

describe('Preview without template', () => {
  it('lists the values: text with its formatting, images from their address, empty ones marked', async () => {
    const v = variant({
      formats: {
        [F1]: format(F1, {
          dynamicElements: { headline: { value: '<b>Zero</b> sugar', type: 'text' }, heroImage: { value: 'v2/hero.png', type: 'image' }, landingPage: { value: '', type: 'url', optional: true } },
        }),
      },
    });
    renderModal(<PreviewWithoutTemplateModal open variant={v} mediaUrl={(key) => `${UC}/${key}`} onClose={() => undefined} />);
    const modal = await findModal('Preview: Summer Splash');
    expect(modal.getByText('Zero', { selector: 'b' })).toBeInTheDocument();
    expect(modal.getByRole('img', { name: 'heroImage' })).toHaveAttribute('src', `${UC}/v2/hero.png`);
    expect(modal.getByText('empty')).toBeInTheDocument();
  });
});

const metaFormat = (id: string, orientation: 'square' | 'vertical' | 'horizontal', media: Record<string, string>) =>
  format(id, { format: orientation, shortName: orientation, dynamicElements: Object.fromEntries(Object.entries(media).map(([k, v]) => [k, { value: v, type: k.endsWith('Video') ? 'video' : k.endsWith('Image') ? 'image' : 'text' }])) });
const PUB = { [`GET /api/campaigns/${CID}/publishing-market-data`]: { body: { campaignId: CID, markets: [{ nodeId: 'aaaaaaaaaaaaaaaaaaaaaa09', nodeName: 'Germany', facebookAdAccountId: 'act_77', facebookPageId: '88', dv360AdvertiserId: null }] } } };
const metaVariant = (extra: Partial<VariantView> = {}) =>
  variant({
    formats: {
      [F1]: metaFormat(F1, 'square', { squareImage: 'v2/sq.png', 'Primary text': 'Hello' }),
      [F2]: metaFormat(F2, 'vertical', { verticalImage: '' }),
    },
    ...extra,
  });

/** Hovering a toggle shows this tooltip. */
async function expectTooltip(label: string, text: string) {
  await userEvent.hover(screen.getByText(label));
  await waitFor(() => expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain(text));
  await userEvent.unhover(screen.getByText(label));
}

describe('Meta previews', () => {
  it("shows Meta's preview of the square image at 505 x 400 and turns off the orientations without an image, saying why", async () => {
    const api = mockApi({ ...PUB, 'POST /api/facebook/preview': { body: { src: `${UC}/meta/preview.html`, width: 505, height: 400 } } });
    renderModal(<MetaPreviewModal open campaignId={CID} treeId={TID} variant={metaVariant()} kind="singleImage" onClose={() => undefined} />);
    const frame = await screen.findByTitle('Meta preview of Summer Splash');
    expect(frame).toHaveAttribute('src', `${UC}/meta/preview.html`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(bodiesOf(api.calls, 'POST', '/api/facebook/preview')).toEqual([
      { values: { squareImage: 'v2/sq.png', 'Primary text': 'Hello' }, advertiserId: 'act_77', pageId: '88', format: 'square', height: 400, width: 505, visibleType: 'image', isDynamicVariation: false },
    ]);
    await expectTooltip('Vertical', 'Please upload the Vertical image to enable this format');
    await expectTooltip('Horizontal', 'Please upload the Horizontal image to enable this format');
  });

  it("previews a template-based format without an image value with its screenshot", async () => {
    const api = mockApi({ ...PUB, 'POST /api/facebook/preview': { body: { src: `${UC}/meta/preview.html`, width: 505, height: 400 } } });
    const shot = `v2/partners/p/campaigns/${CID}/preview/thumbnails/v/${F2}.png`;
    const v = variant({ formats: { [F2]: { ...metaFormat(F2, 'vertical', { 'Primary text': 'Hi' }), screenshotRenderStatus: 'finished', screenshotKey: shot } } });
    renderModal(<MetaPreviewModal open campaignId={CID} treeId={TID} variant={v} kind="singleImage" onClose={() => undefined} />);
    expect(await screen.findByTitle('Meta preview of Summer Splash')).toHaveAttribute('src', `${UC}/meta/preview.html`);
    expect(bodiesOf(api.calls, 'POST', '/api/facebook/preview')).toEqual([expect.objectContaining({ format: 'vertical', values: { 'Primary text': 'Hi' }, thumbnail: shot })]);
    await expectTooltip('Square', 'Please upload the Square image to enable this format');
  });

  it('scales a large preview down to 600 px a side', async () => {
    mockApi({ ...PUB, 'POST /api/facebook/preview': { body: { src: `${UC}/meta/preview.html`, width: 1200, height: 900 } } });
    renderModal(<MetaPreviewModal open campaignId={CID} treeId={TID} variant={metaVariant()} kind="singleImage" onClose={() => undefined} />);
    const frame = await screen.findByTitle('Meta preview of Summer Splash');
    expect(frame.parentElement).toHaveStyle({ width: '600px', height: '450px' });
  });

  it('clears the loading state and shows no preview when Meta fails', async () => {
    mockApi({ ...PUB, 'POST /api/facebook/preview': { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Invalid parameter' } } });
    renderModal(<MetaPreviewModal open campaignId={CID} treeId={TID} variant={metaVariant()} kind="singleImage" onClose={() => undefined} />);
    expect(await screen.findByText('Preview not available.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading preview')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('single video: the tooltips for a missing, processing and failed video, and the preview-soon message', async () => {
    mockApi(PUB);
    const videos = variant({
      formats: {
        [F1]: metaFormat(F1, 'square', { squareVideo: '' }),
        [F2]: metaFormat(F2, 'vertical', { verticalVideo: '' }),
      },
    });
    renderModal(<MetaPreviewModal open campaignId={CID} treeId={TID} variant={videos} kind="singleVideo" videoStatuses={{ square: 'Processing', horizontal: 'Upload failed' }} onClose={() => undefined} />);
    await findModal('Meta preview: Summer Splash');
    expect(screen.getByText('A preview of this variant will be available soon. Currently, Meta is processing the video asset(s)')).toBeInTheDocument();
    await expectTooltip('Square', 'Please wait until Square video will be processed by Meta');
    await expectTooltip('Vertical', 'Please upload the Vertical video to enable this format');
    await expectTooltip('Horizontal ⚠', 'Horizontal video uploading and processing failed, please upload the video again');
  });

  it("carousel: 3 cards by default, added and removed within 2..10, 'Failed to add a card' and 'Failed to delete a card'", async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      ...PUB,
      'POST /api/facebook/preview/carousel': { body: `${UC}/meta/carousel.html` },
      [`POST ${B}/cards/new`]: { body: { variant: metaVariant({ cardsCount: 4 }), changed: [] } },
      [`DELETE ${B}/cards/latest`]: { status: 409, body: { statusCode: 409, kind: 'DEFAULT_ERROR', message: 'Update failed, entity in use' } },
    });
    const { rerender } = renderModal(<MetaPreviewModal open campaignId={CID} treeId={TID} variant={metaVariant()} kind="carousel" onClose={() => undefined} onSaved={onSaved} />);
    expect(await screen.findByTitle('Meta preview of Summer Splash')).toHaveAttribute('src', `${UC}/meta/carousel.html`);
    expect(screen.getByText('3 cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ cardsCount: 4 })));
    expect(bodiesOf(api.calls, 'POST', `${B}/cards/new`)).toEqual([{ variantId: VID }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove card' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Failed to delete a card')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `${B}/cards/latest?variantId=${VID}`)).toBe(true);

    api.table[`POST ${B}/cards/new`] = { status: 409, body: { statusCode: 409, kind: 'DEFAULT_ERROR', message: 'Update failed, entity in use' } };
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Failed to add a card')).toBeInTheDocument();

    const withCards = (cardsCount: number) =>
      rerender(
        <QueryClientProvider client={createQueryClient()}>
          <MetaPreviewModal open campaignId={CID} treeId={TID} variant={metaVariant({ cardsCount })} kind="carousel" onClose={() => undefined} />
        </QueryClientProvider>,
      );
    withCards(10);
    expect(await screen.findByText('10 cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled();
    withCards(2);
    expect(await screen.findByText('2 cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove card' })).toBeDisabled();
  });
});
