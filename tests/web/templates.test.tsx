/**
 * The templates screens (002 2 'Templates'): the list with thumbnails, size, version, generation, approval and in-use;
 * the upload dialog showing the server's parse message or the stored template's warnings; approval rights by role
 * (reviewers see but cannot approve; only uploaders see 'Upload template') and the spec's approval toast.
 */
import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConceptDto } from '@shared/contracts/concepts';
import type { TemplateDto } from '@shared/contracts/templates';
import { emptyBrief } from '@shared/domain/concepts';
import type { Role } from '@shared/domain/roles';
import { openApp, signedInAs, userWith } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const CID = 'cccccccccccccccccccccc01';
const UC = 'http://localhost:9999/c/1.aa.bb';

const concept: ConceptDto = {
  _id: CID,
  partnerId: PID,
  name: 'Sparkle Zero Summer Launch',
  status: 'templatesProgress',
  brief: emptyBrief(),
  nodeIds: [],
  submittedBy: null,
  createdBy: 'u',
  campaigns: [],
  archived: false,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  rejection: null,
};

function template(n: number, extra: Partial<TemplateDto> = {}): TemplateDto {
  const id = `eeeeeeeeeeeeeeeeeeeeee${String(n).padStart(2, '0')}`;
  const current: NonNullable<TemplateDto['current']> = {
    _id: `ffffffffffffffffffffff${String(n).padStart(2, '0')}`,
    generation: 1,
    version: 1,
    entry: 'index.html',
    status: 'ready',
    error: null,
    editedCode: false,
    isStatic: false,
    hasClickTag: true,
    dynamicFields: [
      { name: 'frame1Headline', type: 'text', defaultValue: 'Summer tastes like Sparkle Zero' },
      { name: 'trigger', type: 'text', defaultValue: 'left', possibleValues: ['left', 'right', 'none'] },
    ],
    dynamicImageSizes: {},
    warnings: [],
    video: null,
    approvals: { users: [] },
    approved: false,
    createdBy: 'u',
    createdAt: 1_700_000_000_000,
  };
  return {
    _id: id,
    partnerId: PID,
    conceptId: CID,
    name: `300x250-banner-${n}`,
    size: '300x250',
    type: 'html',
    current,
    version: 1,
    generation: 1,
    approved: false,
    inUse: false,
    archived: false,
    generations: [{ generation: 1, archived: false, versions: [current] }],
    thumbnails: { small: `${UC}/thumbnails/300x250.png`, large: `${UC}/thumbnails/500x500.png` },
    previewUrl: `${UC}/__player.html`,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...extra,
  };
}

const listed = [
  template(1, { approved: true, version: 2, generation: 3, inUse: true, name: '970x250-wide', size: '970x250' }),
  template(2, { thumbnails: null, name: '728x90-strip', size: '728x90' }),
];

function open(role: Role, path = `/concepts/${CID}/templates`, more: Parameters<typeof signedInAs>[1] = {}) {
  const api = signedInAs(userWith(role), {
    [`GET /api/concepts/${CID}`]: { body: concept },
    [`GET /api/concepts/${CID}/templates`]: { body: { templates: listed } },
    ...more,
  });
  openApp(path);
  return api;
}

describe('template list', () => {
  it('shows each template with its thumbnail from the user-content origin, size, version, generation, approval and in-use', async () => {
    open('admin');
    const wide = (await screen.findByRole('link', { name: '970x250-wide' }, { timeout: 10_000 })).closest('tr')!;
    expect(within(wide).getByRole('img', { name: 'Thumbnail of 970x250-wide' })).toHaveAttribute('src', `${UC}/thumbnails/300x250.png`);
    expect(within(wide).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', '970x250-wide', '970x250', 'HTML5', '2', '3', 'Approved', 'In use']);
    const strip = screen.getByRole('link', { name: '728x90-strip' }).closest('tr')!;
    expect(within(strip).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Rendering…', '728x90-strip', '728x90', 'HTML5', '1', '1', 'Not approved', 'No']);
    expect(screen.getByRole('button', { name: 'Upload template' })).toBeVisible();
  });

  it('in concepts-only mode the list links stay under /concepts-only', async () => {
    open('manager', `/concepts-only/${CID}/templates`);
    expect(await screen.findByRole('link', { name: '970x250-wide' }, { timeout: 10_000 })).toHaveAttribute('href', `/concepts-only/${CID}/templates/${listed[0]!._id}`);
    expect(screen.queryByRole('button', { name: 'Upload template' })).toBeNull();
  });

  it('a reviewer sees the templates but gets no upload (the template page test shows no approval either)', async () => {
    open('reviewer');
    expect(await screen.findByRole('link', { name: '970x250-wide' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload template' })).toBeNull();
  });
});

describe('upload dialog', () => {
  const choose = async (name: string) => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload template' }, { timeout: 10_000 }));
    await screen.findByText('Choose file');
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['PK'], name, { type: 'application/zip' }));
    return dialog;
  };

  it('shows the spec message when the name is refused, and sends nothing to storage', async () => {
    const api = open('selfServiceManager', undefined, {
      [`POST /api/concepts/${CID}/templates/uploads`]: { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Template parse error: template name has wrong format' } },
    });
    const dialog = await choose('sparkle.zip');
    expect(await within(dialog).findByText('sparkle.zip was not uploaded')).toBeInTheDocument();
    expect(within(dialog).getByText('Template parse error: template name has wrong format')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('puts the file to its presigned address, confirms, and shows the stored template with its platform warnings', async () => {
    const stored = template(3, { name: '300x250-offer' });
    stored.current!.warnings = [{ code: 'platformBytes', message: 'The ads manager takes zips of at most 150 KB; this one is 600 KB', platform: 'gads' }];
    const api = open('admin', undefined, {
      [`POST /api/concepts/${CID}/templates/uploads`]: { status: 201, body: { uploadId: 'dddddddddddddddddddddd01', url: 'http://127.0.0.1/s3/bucket/upload?X-Amz-Signature=1', name: '300x250-offer', size: '300x250' } },
      'PUT /s3/bucket/upload': { status: 200 },
      [`POST /api/concepts/${CID}/templates/uploads/dddddddddddddddddddddd01/complete`]: { status: 201, body: stored },
    });
    const dialog = await choose('300x250-offer.zip');
    expect(await within(dialog).findByText('300x250-offer.zip file uploaded successfully.')).toBeInTheDocument();
    expect(within(dialog).getByText('300x250-offer: generation 1, version 1')).toBeInTheDocument();
    expect(within(dialog).getByText('The ads manager takes zips of at most 150 KB; this one is 600 KB')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.startsWith(`/api/concepts/${CID}/templates/uploads?`))!.body).toEqual({ fileName: '300x250-offer.zip', size: 2 });
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.credentials).toBe('omit');
  });
});

describe('template page', () => {
  const one = template(1, { name: '300x250-offer' });
  const detail = (role: Role, more: Parameters<typeof signedInAs>[1] = {}) =>
    open(role, `/concepts/${CID}/templates/${one._id}`, { [`GET /api/templates/${one._id}`]: { body: one }, ...more });

  it('plays the template in a sandboxed frame on the user-content origin and lists its fields with defaults and possible values', async () => {
    detail('reviewer');
    const frame = await screen.findByTitle('Preview of 300x250-offer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame.getAttribute('src')).toBe(`${UC}/__player.html#`);
    expect(screen.getByText('Default: left · Possible: left, right, none')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit code' })).toBeNull();
  });

  it('changing a value plays the template again with it injected', async () => {
    detail('admin');
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'frame1Headline' });
    await user.clear(input);
    await user.type(input, 'Hi');
    await waitFor(() => expect(screen.getByTitle('Preview of 300x250-offer').getAttribute('src')).toBe(`${UC}/__player.html#frame1Headline=Hi`));
  });

  it('a manager approves with the spec toast', async () => {
    const api = detail('manager', { [`POST /api/templates/${one._id}/approve`]: { body: { ...one, approved: true } } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You’ve approved this template version')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.startsWith(`/api/templates/${one._id}/approve`))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit code' })).toBeNull();
  });
});

describe('code editor', () => {
  const one = template(1, { name: '300x250-offer' });
  // jsdom's Range has no geometry; CodeMirror measures the cursor with it (as an empty list it draws nothing).
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  beforeAll(() => {
    Range.prototype.getClientRects ??= noRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('previews the edited code from the user-content origin and saves it as a new version', async () => {
    const code = '<html><body><h1>Old</h1></body></html>';
    const api = open('admin', `/concepts/${CID}/templates/${one._id}`, {
      [`GET /api/templates/${one._id}`]: { body: one },
      [`GET /api/templates/${one._id}/code`]: { body: { code, entry: 'index.html' } },
      [`POST /api/templates/${one._id}/code-preview`]: { body: { url: `${UC}/__preview-u.html?v=2` } },
      [`PUT /api/templates/${one._id}/code`]: { body: { ...one, version: 2 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit code' }, { timeout: 10_000 }));
    // CodeMirror's editable content (a contenteditable named for screen readers), filled once the code has loaded.
    const editor = await screen.findByRole('textbox', { name: 'Template code' }, { timeout: 10_000 });
    await waitFor(() => expect(editor).toHaveTextContent(code));
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
    // jsdom has no layout for typing into a contenteditable: replace the text the way a keystroke does, through the view.
    const view = EditorView.findFromDOM(editor)!;
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'New' }, userEvent: 'input.type' }));
    expect(editor).toHaveTextContent(/^New$/);
    // Each preview is a new frame (its key is the address).
    await waitFor(() => expect(screen.getByTitle('Live preview of the edited code')).toHaveAttribute('src', `${UC}/__preview-u.html?v=2`), { timeout: 5_000 });
    expect(screen.getByTitle('Live preview of the edited code')).toHaveAttribute('sandbox', 'allow-scripts');
    expect(api.calls.filter((c) => c.path.startsWith(`/api/templates/${one._id}/code-preview`)).at(-1)!.body).toEqual({ code: 'New' });
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path.startsWith(`/api/templates/${one._id}/code`))).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ editedCode: 'New' });
  });
});
