/**
 * The personalize variant editors (001 2 'Modals'): create (unique name by the exists call, values per template),
 * duplicate ('Variant was successfully duplicated!', target campaign and tree), rename ('Cannot rename a variant'),
 * the value editors (plain text without Enter, rich text, url with a protocol except Display Link, dropdown of the
 * possible values, image with its scale and upload, video) and the variant warning before an edit with consequences.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CreateVariantModal,
  DropdownEditorModal,
  DuplicateVariantModal,
  ImageEditorModal,
  PlainTextEditorModal,
  RenameVariantModal,
  RichTextEditorModal,
  UrlEditorModal,
  VideoEditorModal,
  type EditedField,
  type EditTarget,
} from '@web/features/personalize/editors';
import { stubUploads } from './fake-upload';
import { mockApi } from './helpers';
import { B, bodiesOf, CID, F1, F2, findModal, format, renderModal, templates, TID, TPL, variant, VID } from './personalize-editor-fixtures';

const refused = (message: string) => ({ status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message } });

describe('Create variant', () => {
  it('refuses a taken name, then creates the variant with the values of every template field', async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      [`GET ${B}/templates`]: { body: templates },
      [`GET ${B}/variant/exist`]: { body: { exists: true } },
      [`POST ${B}/variant`]: ({ body }) => ({ status: 201, body: { variant: variant({ name: (body as { name: string }).name }) } }),
    });
    renderModal(<CreateVariantModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('Create variant');
    expect(await modal.findByRole('textbox', { name: 'headline' })).toHaveValue('Summer tastes like Sparkle Zero');
    await userEvent.type(modal.getByRole('textbox', { name: 'Variant name' }), 'Summer Splash');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    expect(await modal.findByText('A variant with this name already exists')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/variant`)).toHaveLength(0);

    api.table[`GET ${B}/variant/exist`] = { body: { exists: false } };
    await userEvent.clear(modal.getByRole('textbox', { name: 'headline' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'headline' }), 'Zero sugar, all summer');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(api.calls, 'POST', `${B}/variant`)).toEqual([
      { name: 'Summer Splash', values: { [TPL]: { headline: 'Zero sugar, all summer', trigger: 'left', subheadline: '' } } },
    ]);
    expect(api.calls.some((c) => c.path === `${B}/variant/exist?name=Summer+Splash`)).toBe(true);
  });

  it('asks for the required fields and offers the possible values as a dropdown', async () => {
    const api = mockApi({ [`GET ${B}/templates`]: { body: templates }, [`GET ${B}/variant/exist`]: { body: { exists: false } } });
    renderModal(<CreateVariantModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Create variant');
    await userEvent.clear(await modal.findByRole('textbox', { name: 'headline' }));
    expect(modal.getByRole('combobox', { name: 'trigger' })).toBeInTheDocument();
    await userEvent.type(modal.getByRole('textbox', { name: 'Variant name' }), 'A');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    expect(await modal.findByText('headline is required')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/variant`)).toHaveLength(0);
  });
});

describe('Duplicate and rename', () => {
  it('duplicates into another campaign tree chosen from the accessible ones and says so', async () => {
    const onSaved = vi.fn();
    const other = { campaignId: 'cccccccccccccccccccccc02', treeId: 'dddddddddddddddddddddd02' };
    const api = mockApi({
      'GET /api/campaigns/personalize/list-accessible-to-clone': {
        body: {
          campaigns: [
            { _id: CID, name: 'Sparkle Germany', trees: [{ _id: TID, platform: 'google', format: 'fixed' }] },
            { _id: other.campaignId, name: 'Sparkle France', trees: [{ _id: other.treeId, platform: 'google', format: 'fixed' }] },
          ],
        },
      },
      [`GET /api/campaigns/${other.campaignId}/personalize/${other.treeId}/variant/exist`]: { body: { exists: false } },
      [`POST ${B}/variant/clone`]: { status: 201, body: { variant: variant({ _id: 'eeeeeeeeeeeeeeeeeeeeee02', name: 'Summer Splash copy' }) } },
    });
    renderModal(<DuplicateVariantModal open campaignId={CID} treeId={TID} variant={variant()} onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('Duplicate variant');
    expect(modal.getByRole('textbox', { name: 'Variant name' })).toHaveValue('Summer Splash copy');
    await userEvent.click(modal.getByRole('combobox', { name: 'Campaign and tree' }));
    await userEvent.click(await screen.findByText('Sparkle France · google fixed', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(modal.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Variant was successfully duplicated!')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/variant/clone`)).toEqual([{ variantId: VID, name: 'Summer Splash copy', targetCampaignId: other.campaignId, targetTreeId: other.treeId }]);
    expect(api.calls.some((c) => c.path === `/api/campaigns/personalize/list-accessible-to-clone?variantId=${VID}`)).toBe(true);
    expect(onSaved).toHaveBeenCalled();
  });

  it("renames, and says 'Cannot rename a variant' when the call fails", async () => {
    const api = mockApi({
      [`GET ${B}/variant/exist`]: { body: { exists: false } },
      [`PATCH ${B}/variants/${VID}/rename`]: { status: 409, body: { statusCode: 409, kind: 'DEFAULT_ERROR', message: 'Update failed, entity in use' } },
    });
    const onSaved = vi.fn();
    renderModal(<RenameVariantModal open campaignId={CID} treeId={TID} variant={variant()} onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('Rename variant');
    await userEvent.clear(modal.getByRole('textbox', { name: 'Variant name' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Variant name' }), 'Zero Splash');
    await userEvent.click(modal.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Cannot rename a variant')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PATCH', `${B}/variants/${VID}/rename`)).toEqual([{ name: 'Zero Splash' }]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

const text = (value = 'Summer tastes like Sparkle Zero'): EditedField => ({ name: 'headline', type: 'text', value });
const one: EditTarget[] = [{ variant: variant(), formatIds: [F1] }];
const saved = () => ({ body: { variants: [variant()] } });

describe('Value editors', () => {
  it('plain text: Enter makes no line break, and the value goes to every chosen format', async () => {
    const onSaved = vi.fn();
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    renderModal(<PlainTextEditorModal open campaignId={CID} treeId={TID} field={text('Zero')} targets={one} onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('headline');
    await userEvent.type(modal.getByRole('textbox', { name: 'headline' }), ' sugar{Enter} summer');
    expect(modal.getByRole('textbox', { name: 'headline' })).toHaveValue('Zero sugar summer');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toEqual([{ formats: [{ variantId: VID, formatId: F1 }], values: { headline: 'Zero sugar summer' } }]);
  });

  it("plain text: a required field cannot be emptied; a refused save says 'Failed to update value'", async () => {
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: refused('Entity not found') });
    renderModal(<PlainTextEditorModal open campaignId={CID} treeId={TID} field={text('Zero')} targets={one} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('headline');
    await userEvent.clear(modal.getByRole('textbox', { name: 'headline' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('This field is required')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(0);
    await userEvent.type(modal.getByRole('textbox', { name: 'headline' }), 'Zero');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update value')).toBeInTheDocument();
  });

  it('rich text: a formatted box (no markup shown), the marks wrap the selection, other markup is inert text, and the allowed markup is saved', async () => {
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    renderModal(<RichTextEditorModal open campaignId={CID} treeId={TID} field={text('Zero sugar<br><i>All</i> <script>alert(1)</script>')} targets={one} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('headline');
    const box = modal.getByRole('textbox', { name: 'headline' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.querySelector('i')).toHaveTextContent('All');
    expect(box.querySelector('br')).not.toBeNull();
    expect(box.querySelector('script')).toBeNull();
    expect(box).toHaveTextContent('Zero sugarAll <script>alert(1)</script>');
    expect(modal.queryByRole('textbox', { name: /preview/i })).toBeNull();

    // select 'Zero' and press Bold: the selection is wrapped, the button shows the mark as on
    const range = document.createRange();
    range.setStart(box.firstChild!, 0);
    range.setEnd(box.firstChild!, 4);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    fireEvent.click(modal.getByRole('button', { name: 'Bold' }));
    expect(box.querySelector('b')).toHaveTextContent('Zero');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));

    // a paste of HTML keeps only its text, marks and lines: no image, no handler reaches the page
    const caret = document.createRange();
    caret.selectNodeContents(box);
    caret.collapse(false);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(caret);
    const clipboard = { getData: (type: string) => (type === 'text/html' ? '<img src=x onerror="window.hacked=1"><strong>Big</strong><p>deal</p><style>b{}</style>' : 'Big deal') };
    fireEvent.paste(box, { clipboardData: clipboard });
    expect(box.querySelector('img, style')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(1));
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)[0]).toMatchObject({
      values: { headline: '<b>Zero</b> sugar<br><i>All</i> &lt;script&gt;alert(1)&lt;/script&gt;<b>Big</b><br>deal' },
    });
  });

  it('rich text: Enter makes a line break and an empty value is refused as required', async () => {
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    renderModal(<RichTextEditorModal open campaignId={CID} treeId={TID} field={text('<b> </b>')} targets={one} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('headline');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('This field is required')).toBeInTheDocument();
    const box = modal.getByRole('textbox', { name: 'headline' });
    box.replaceChildren(document.createTextNode('Line one'));
    const caret = document.createRange();
    caret.selectNodeContents(box);
    caret.collapse(false);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(caret);
    fireEvent.keyDown(box, { key: 'Enter' });
    box.append(document.createTextNode('two'));
    fireEvent.input(box);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(1));
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)[0]).toMatchObject({ values: { headline: 'Line one<br>two' } });
  });

  it('url: a protocol is needed, except in the Display Link field', async () => {
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    const { unmount } = renderModal(
      <UrlEditorModal open campaignId={CID} treeId={TID} field={{ name: 'landingPage', type: 'url', value: '' }} targets={one} onClose={() => undefined} onSaved={() => undefined} />,
    );
    let modal = await findModal('landingPage');
    await userEvent.type(modal.getByRole('textbox', { name: 'landingPage' }), 'www.sparkle.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('URLs need a protocol (http, https or ftp)')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(0);
    await userEvent.clear(modal.getByRole('textbox', { name: 'landingPage' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'landingPage' }), 'ftp://files.sparkle.example/summer');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(1));
    unmount();

    renderModal(<UrlEditorModal open campaignId={CID} treeId={TID} field={{ name: 'Display Link', type: 'url', value: '' }} targets={one} onClose={() => undefined} onSaved={() => undefined} />);
    modal = await findModal('Display Link');
    await userEvent.type(modal.getByRole('textbox', { name: 'Display Link' }), 'www.sparkle.example');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(2));
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)[1]).toEqual({ formats: [{ variantId: VID, formatId: F1 }], values: { 'Display Link': 'www.sparkle.example' } });
  });

  it("dropdown: only the field's possible values", async () => {
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    const field: EditedField = { name: 'trigger', type: 'text', value: 'left', possibleValues: ['left', 'right', 'none'] };
    renderModal(<DropdownEditorModal open campaignId={CID} treeId={TID} field={field} targets={one} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('trigger');
    await userEvent.click(modal.getByRole('combobox', { name: 'trigger' }));
    const options = await screen.findAllByText(/^(left|right|none)$/, { selector: '.ant-select-item-option-content' });
    expect(options.map((o) => o.textContent)).toEqual(['left', 'right', 'none']);
    await userEvent.click(options[1]!);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toEqual([{ formats: [{ variantId: VID, formatId: F1 }], values: { trigger: 'right' } }]));
  });
});

describe('Variant warning', () => {
  it('warns before editing 2 creatives, an active variant and approved creatives, and saves only when confirmed', async () => {
    const onSaved = vi.fn();
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    const active = variant({ enabled: true, formats: { [F1]: format(F1, { approved: true }), [F2]: format(F2) } });
    renderModal(<PlainTextEditorModal open campaignId={CID} treeId={TID} field={text()} targets={[{ variant: active, formatIds: [F1, F2] }]} onClose={() => undefined} onSaved={onSaved} />);
    await userEvent.click((await findModal('headline')).getByRole('button', { name: 'Save' }));
    const warning = await findModal('Are you sure you want to save this change?');
    expect(warning.getByText('You are about to edit 2 creatives at once.')).toBeInTheDocument();
    expect(warning.getByText('Editing an active variant turns its creatives off and sends them for approval.')).toBeInTheDocument();
    expect(warning.getByText('Editing an approved variant sends its creatives for approval.')).toBeInTheDocument();
    expect(warning.queryByText('Editing the fallback variant turns all variants off and sends the fallback for approval.')).toBeNull();
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(0);
    await userEvent.click(warning.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toEqual([
      { formats: [{ variantId: VID, formatId: F1 }, { variantId: VID, formatId: F2 }], values: { headline: 'Summer tastes like Sparkle Zero' } },
    ]);
  });

  it('warns that editing the fallback turns all variants off; one creative of an idle variant saves at once', async () => {
    const api = mockApi({ [`PATCH ${B}/formats/dynamic-elements`]: saved() });
    const { unmount } = renderModal(
      <PlainTextEditorModal open campaignId={CID} treeId={TID} field={text()} targets={[{ variant: variant({ isFallback: true }), formatIds: [F1] }]} onClose={() => undefined} onSaved={() => undefined} />,
    );
    await userEvent.click((await findModal('headline')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Editing the fallback variant turns all variants off and sends the fallback for approval.')).toBeInTheDocument();
    expect(screen.queryByText('You are about to edit 1 creatives at once.')).toBeNull();
    unmount();

    renderModal(<PlainTextEditorModal open campaignId={CID} treeId={TID} field={text()} targets={one} onClose={() => undefined} onSaved={() => undefined} />);
    await userEvent.click((await findModal('headline')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toHaveLength(1));
    expect(screen.queryByText('Are you sure you want to save this change?')).toBeNull();
  });
});

const ASSET = 'bbbbbbbbbbbbbbbbbbbbbb01';
const KEY = `v2/partners/p/campaigns/${CID}/assets/${ASSET}/hero.png`;
const uploadCalls = () => ({
  [`POST /api/campaigns/${CID}/template-assets`]: { status: 201, body: { uploads: [{ assetId: ASSET, name: 'hero.png', url: '/s3/put/hero', partSize: null, parts: [] }] } },
  [`POST /api/campaigns/${CID}/template-assets/${ASSET}/complete`]: { body: { _id: CID, campaignAssets: [{ _id: ASSET, status: 'done', name: 'hero.png', contentType: 'image/png', size: 4, key: KEY, createdAt: 1 }] } },
  [`PATCH ${B}/formats/dynamic-elements`]: saved(),
});

describe('Image and video editors', () => {
  it("refuses a file that is not an image with 'Invalid file format'", async () => {
    const api = mockApi(uploadCalls());
    renderModal(<ImageEditorModal open campaignId={CID} treeId={TID} field={{ name: 'heroImage', type: 'image', value: '' }} targets={one} onClose={() => undefined} onSaved={() => undefined} file={new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })} />);
    const modal = await findModal('heroImage');
    expect(await modal.findByText('Invalid file format')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('scales the image between 0.01 and 1.5, warns from 1.35, uploads it and saves its key as the value', async () => {
    const puts = stubUploads();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:hero', revokeObjectURL: () => undefined }));
    const onSaved = vi.fn();
    const api = mockApi(uploadCalls());
    renderModal(<ImageEditorModal open campaignId={CID} treeId={TID} field={{ name: 'heroImage', type: 'image', value: '' }} targets={one} onClose={() => undefined} onSaved={onSaved} file={new File(['PNG!'], 'hero.png', { type: 'image/png' })} />);
    const modal = await findModal('heroImage');
    const scale = await modal.findByRole('spinbutton', { name: 'Scale' });
    expect(scale).toHaveAttribute('aria-valuemin', '0.01');
    expect(scale).toHaveAttribute('aria-valuemax', '1.5');
    fireEvent.change(scale, { target: { value: '1.34' } });
    expect(modal.queryByText('Scaled to 135% or more, the image may look blurry')).toBeNull();
    fireEvent.change(scale, { target: { value: '1.35' } });
    expect(await modal.findByText('Scaled to 135% or more, the image may look blurry')).toBeInTheDocument();
    fireEvent.change(scale, { target: { value: '1' } });
    await waitFor(() => expect(modal.queryByText('Scaled to 135% or more, the image may look blurry')).toBeNull());
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(api.calls, 'POST', `/api/campaigns/${CID}/template-assets`)).toEqual([{ files: [{ name: 'hero.png', size: 4, type: 'image/png' }] }]);
    expect(puts).toEqual(['/s3/put/hero']);
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/dynamic-elements`)).toEqual([{ formats: [{ variantId: VID, formatId: F1 }], values: { heroImage: KEY } }]);
  });

  it('takes a video or a GIF, not a still image', async () => {
    mockApi(uploadCalls());
    const { unmount } = renderModal(<VideoEditorModal open campaignId={CID} treeId={TID} field={{ name: 'videoUrl', type: 'video', value: '' }} targets={one} onClose={() => undefined} onSaved={() => undefined} file={new File(['x'], 'hero.png', { type: 'image/png' })} />);
    expect(await (await findModal('videoUrl')).findByText('Invalid file format')).toBeInTheDocument();
    unmount();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:loop', revokeObjectURL: () => undefined }));
    renderModal(<VideoEditorModal open campaignId={CID} treeId={TID} field={{ name: 'videoUrl', type: 'video', value: '' }} targets={one} onClose={() => undefined} onSaved={() => undefined} file={new File(['GIF8'], 'loop.gif', { type: 'image/gif' })} />);
    const modal = await findModal('videoUrl');
    // a GIF is a picture: shown as one, not in a video player
    expect(await modal.findByRole('img', { name: 'Preview of loop.gif' })).toBeInTheDocument();
    expect(document.querySelector('.ant-modal video')).toBeNull();
    expect(modal.queryByText('Invalid file format')).toBeNull();
  });
});
