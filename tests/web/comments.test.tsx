/**
 * The comments panel (web/src/features/comments): its state in the query string (useCommentsParams: a link restores
 * it), the four empty messages, threads with nested replies rendered as text only, the composer's call with a mention,
 * resolve, the comment errors ('Error' notification cleared on close), and the realtime reload on another user's change.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CommentDto } from '@shared/contracts/comments';
import type { CommentContext } from '@shared/domain/comments';
import { MESSAGES } from '@shared/messages';
import { createQueryClient } from '@web/app/provider';
import { CommentsButton, CommentsPanel, useCommentsParams, type CommentEntity } from '@web/features/comments';
import { readCommentsParams, writeCommentsParams } from '@web/features/comments/lib/params';
import { bodyParts, mentionedIds } from '@web/features/comments/lib/view';
import { connectRealtime } from '@web/lib/realtime';
import { mockApi, userWith, type Call } from './helpers';
import { stubUploads } from './fake-upload';
import { FakeWebSocket } from './setup';

const CAMPAIGN = 'cccccccccccccccccccccc01';
const CONCEPT = 'dddddddddddddddddddddd01';
const TREE = 'eeeeeeeeeeeeeeeeeeeeee01';
const VARIANT = 'ffffffffffffffffffffff01';
const ME = userWith('admin');
const REMY = { _id: 'bbbbbbbbbbbbbbbbbbbbbb02', name: 'Remy Reviewer', email: 'reviewer@demo.test', role: 'reviewer' as const };

function comment(over: Partial<CommentDto> = {}): CommentDto {
  const id = over._id ?? 'aaaaaaaaaaaaaaaaaaaaaa10';
  return {
    _id: id,
    threadId: id,
    parentId: null,
    user: { _id: ME.id, name: 'Ada Admin', email: ME.email, role: 'admin' },
    body: 'Looks good',
    mentions: [],
    threadedComments: [],
    hotspot: null,
    resolved: false,
    private: false,
    isDeleted: false,
    timeCode: null,
    attachments: [],
    commentedEntityId: VARIANT,
    commentedEntityType: 'PersonalizeVariant',
    context: 'Personalize',
    entityVersion: null,
    campaignId: CAMPAIGN,
    conceptId: null,
    createdAt: Date.UTC(2026, 10, 25, 10),
    updatedAt: Date.UTC(2026, 10, 25, 10),
    ...over,
  };
}

const PERSONALIZE: CommentEntity[] = [
  { id: TREE, type: 'PersonalizeTree', name: 'Ad server · display' },
  { id: VARIANT, type: 'PersonalizeVariant', name: 'Summer' },
];

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPanel(path: string, props: { context: CommentContext; entities: CommentEntity[]; campaignId?: string; conceptId?: string; timeCodeMs?: number }) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CommentsButton label="Comments" count={-2} />
        <CommentsPanel {...props} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// jsdom has no layout: the mentions list scrolls its active item into view
Element.prototype.scrollIntoView = () => undefined;

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith(`/api/campaigns/${CAMPAIGN}/new-comments/list`));

describe('comments query parameters', () => {
  it('reads the six flags (1 or 0) and five values; closing removes them all and keeps the other parameters', () => {
    const params = readCommentsParams(new URLSearchParams('partner=p1&commentsOpen=1&commentsShowResolved=1&commentsSortByTimeCode=0&commentsCommentedEntityId=v1&commentsCommentedEntityType=PersonalizeVariant&commentsCommentedEntityName=Summer&commentsScrollToId=c1&commentsDefaultMessage=Hi'));
    expect(params).toEqual({
      open: true,
      showForMe: false,
      showResolved: true,
      showWithTimeCode: false,
      sortByTimeCode: false,
      hideGeneralComments: false,
      commentedEntityId: 'v1',
      commentedEntityType: 'PersonalizeVariant',
      commentedEntityName: 'Summer',
      scrollToId: 'c1',
      defaultMessage: 'Hi',
    });
    const written = writeCommentsParams(new URLSearchParams('partner=p1'), { ...params, showForMe: true });
    expect(written.toString()).toBe(
      'partner=p1&commentsOpen=1&commentsShowForMe=1&commentsShowResolved=1&commentsShowWithTimeCode=0&commentsSortByTimeCode=0&commentsHideGeneralComments=0&commentsCommentedEntityId=v1&commentsCommentedEntityType=PersonalizeVariant&commentsCommentedEntityName=Summer&commentsScrollToId=c1&commentsDefaultMessage=Hi',
    );
    expect(readCommentsParams(written)).toEqual({ ...params, showForMe: true });
    expect(writeCommentsParams(written, { open: false }).toString()).toBe('partner=p1');
  });

  it('useCommentsParams: opening on an entity writes it to the URL; a filter writes 1 or 0', async () => {
    function Probe() {
      const { params, openPanel, update, close } = useCommentsParams();
      return (
        <>
          <button onClick={() => openPanel({ id: VARIANT, type: 'PersonalizeVariant', name: 'Summer' })}>open</button>
          <button onClick={() => update({ showWithTimeCode: !params.showWithTimeCode })}>time</button>
          <button onClick={close}>close</button>
          <output data-testid="state">{JSON.stringify(params)}</output>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/campaigns/x/personalize?partner=p1']}>
        <Probe />
        <Location />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByText('open'));
    expect(search().get('commentsOpen')).toBe('1');
    expect(search().get('commentsCommentedEntityId')).toBe(VARIANT);
    expect(search().get('commentsCommentedEntityName')).toBe('Summer');
    await userEvent.click(screen.getByText('time'));
    expect(search().get('commentsShowWithTimeCode')).toBe('1');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({ open: true, showWithTimeCode: true, commentedEntityType: 'PersonalizeVariant' });
    await userEvent.click(screen.getByText('close'));
    expect(search().toString()).toBe('partner=p1');
  });

  it('a mention is text: only picked users whose @Name is still in the body are sent; bodies split into text and mentions', () => {
    const picked = new Map([
      [REMY._id, REMY.name],
      ['x', 'Mona Manager'],
    ]);
    expect(mentionedIds('Hi @Remy Reviewer, see this', picked)).toEqual([REMY._id]);
    expect(bodyParts('Hi @Remy Reviewer!', [REMY])).toEqual([
      { text: 'Hi ', mention: false },
      { text: '@Remy Reviewer', mention: true },
      { text: '!', mention: false },
    ]);
  });
});

describe('CommentsPanel', () => {
  it.each([
    ['Personalize', MESSAGES.commentsEmptyVariant, PERSONALIZE, `commentsCommentedEntityId=${VARIANT}&commentsCommentedEntityType=PersonalizeVariant`],
    ['Personalize', MESSAGES.commentsEmptyCampaign, PERSONALIZE, ''],
    ['StoryboardIndex', MESSAGES.commentsEmptyStoryboards, [{ id: CONCEPT, type: 'StoryboardIndex', name: 'Storyboards' }], ''],
    ['Template', MESSAGES.commentsEmptyTemplate, [{ id: 'eeeeeeeeeeeeeeeeeeeeee09', type: 'Template', name: '300x250-summer' }], ''],
  ] as const)('%s shows its empty message verbatim: %s', async (context, text, entities, more) => {
    mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [], nextCursor: null } },
      [`GET /api/concepts/${CONCEPT}/comments`]: { body: { comments: [], nextCursor: null } },
    });
    const owner = context === 'Personalize' ? { campaignId: CAMPAIGN } : { conceptId: CONCEPT };
    renderPanel(`/x?commentsOpen=1${more ? `&${more}` : ''}`, { context, entities: [...entities], ...owner });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('a link restores the view: filters checked and sent to the server; threads with nested replies; user text stays text', async () => {
    const xss = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const thread = comment({
      body: `Hi @Remy Reviewer ${xss}`,
      mentions: [REMY],
      timeCode: 1.25,
      attachments: [{ name: '<img src=x onerror=alert(1)>.png', path: 'v2/p/a.png', url: 'http://files.test/a.png' }],
      threadedComments: [comment({ _id: 'aaaaaaaaaaaaaaaaaaaaaa11', parentId: 'aaaaaaaaaaaaaaaaaaaaaa10', body: 'Agreed', user: { ...REMY } })],
    });
    const api = mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [thread], nextCursor: null } },
    });
    renderPanel(`/x?commentsOpen=1&commentsShowResolved=1&commentsSortByTimeCode=1&commentsHideGeneralComments=0&commentsCommentedEntityId=${VARIANT}&commentsCommentedEntityType=PersonalizeVariant`, {
      context: 'Personalize',
      campaignId: CAMPAIGN,
      entities: PERSONALIZE,
    });
    const panel = within(await screen.findByRole('dialog'));
    expect(await panel.findByText('Agreed')).toBeVisible();
    expect(panel.getByText('Summer')).toBeVisible();
    expect(panel.getByRole('checkbox', { name: 'Show resolved' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Sort by time code' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'For me' })).not.toBeChecked();
    expect(listCalls(api.calls)[0]!.body).toEqual({ entityIds: [VARIANT, TREE], forMe: false, showResolved: true, withTimeCode: false, sortByTimeCode: true, hideGeneral: false });
    // the reply is nested inside its thread; the time code shown as the player shows it
    const root = screen.getByTestId('comment-thread');
    expect(within(root).getByTestId('comment-reply')).toHaveTextContent('Agreed');
    expect(within(root).getByTestId('comment-time-code')).toHaveTextContent('00:01.250');
    expect(within(root).getByText('@Remy Reviewer')).toBeVisible();
    // the markup of the body and of the file name is shown as text, never made into elements
    expect(within(root).getAllByTestId('comment-body')[0]).toHaveTextContent(xss);
    expect(within(root).getByTestId('comment-attachment')).toHaveTextContent('<img src=x onerror=alert(1)>.png');
    expect(document.querySelector('[data-testid="comments-list"] img, [data-testid="comments-list"] script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    // a filter change goes to the URL and asks again
    await userEvent.click(panel.getByRole('checkbox', { name: 'For me' }));
    expect(search().get('commentsShowForMe')).toBe('1');
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.body).toMatchObject({ forMe: true }));
  });

  it('the button never shows a count below 0 and opens the panel; writing sends the text, the mention and the time code', async () => {
    const created = comment({ _id: 'aaaaaaaaaaaaaaaaaaaaaa20', body: 'New @Remy Reviewer' });
    const api = mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [], nextCursor: null } },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/new`]: { status: 201, body: created },
      'GET /api/mentions': { body: { users: [REMY] } },
    });
    renderPanel('/x', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE, timeCodeMs: 2500 });
    expect(screen.getByTestId('comments-count').querySelector('.ant-badge-count')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
    expect(search().get('commentsOpen')).toBe('1');
    const panel = within(await screen.findByRole('dialog'));
    await panel.findByText(MESSAGES.commentsEmptyCampaign);
    const box = panel.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'New @Re');
    await userEvent.click(await screen.findByText('Remy Reviewer · reviewer@demo.test'));
    expect(api.calls.find((c) => c.path.startsWith('/api/mentions'))!.path).toContain(`campaignId=${CAMPAIGN}`);
    expect(panel.getByTestId('composer-time-code')).toHaveTextContent('At 00:02.500');
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === `/api/campaigns/${CAMPAIGN}/new-comments/new`)).toBe(true));
    expect(api.calls.find((c) => c.path === `/api/campaigns/${CAMPAIGN}/new-comments/new`)!.body).toEqual({
      body: 'New @Remy Reviewer',
      mentions: [REMY._id],
      private: false,
      timeCode: 2.5,
      hotspot: null,
      commentedEntityId: TREE,
      commentedEntityType: 'PersonalizeTree',
      context: 'Personalize',
      entityVersion: null,
    });
  });

  it("an empty answer to a create says 'Something went wrong, try again later.' in the 'Error' notification; closing it clears the error", async () => {
    mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [], nextCursor: null } },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/new`]: { status: 200 },
    });
    renderPanel('/x?commentsOpen=1', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE });
    const panel = within(await screen.findByRole('dialog'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Comment' }), 'Hello');
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    const notice = (await screen.findByText(MESSAGES.commentCreateFailed)).closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText(MESSAGES.commentErrorTitle)).toBeVisible();
    // the text is kept for another try
    expect(panel.getByRole('textbox', { name: 'Comment' })).toHaveValue('Hello');
    await userEvent.click(within(notice).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.commentCreateFailed)).toBeNull());
    // cleared: the same error shows again on the next failure
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(MESSAGES.commentCreateFailed)).toBeVisible();
  });

  it('an attachment the server gives no target for fails the comment with the attachment message; nothing is created', async () => {
    const api = mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [], nextCursor: null } },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/attachments`]: { status: 201, body: { commentId: 'aaaaaaaaaaaaaaaaaaaaaa40', attachments: [] } },
    });
    const { container } = renderPanel('/x?commentsOpen=1', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE });
    const panel = within(await screen.findByRole('dialog'));
    await panel.findByText(MESSAGES.commentsEmptyCampaign);
    const input = (container.ownerDocument.querySelector('[data-testid="comment-composer"] input[type=file]') as HTMLInputElement | null)!;
    await userEvent.upload(input, new File(['png'], 'brief.png', { type: 'image/png' }));
    expect(await panel.findByText('brief.png')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(MESSAGES.commentAttachmentFailed)).toBeVisible();
    expect(api.calls.filter((c) => c.path.includes('/new-comments/attachments')).map((c) => c.body)).toEqual([{ files: [{ name: 'brief.png', size: 3, type: 'image/png' }] }]);
    expect(api.calls.some((c) => c.path.includes('/new-comments/new'))).toBe(false);
  });

  it('a refused attachment is named in the error and leaves the composer; the comment text stays to send again', async () => {
    stubUploads();
    const invalid = { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: MESSAGES.commentAttachmentInvalid, details: [{ path: 'attachments', message: `fake.png: ${MESSAGES.commentAttachmentInvalid}` }] } };
    const api = mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [], nextCursor: null } },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/attachments`]: {
        status: 201,
        body: { commentId: 'aaaaaaaaaaaaaaaaaaaaaa40', attachments: [{ name: 'fake.png', path: 'v2/p/c/fake.png', url: 'http://files.test/fake' }, { name: 'real.png', path: 'v2/p/c/real.png', url: 'http://files.test/real' }] },
      },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/new`]: invalid,
    });
    const { container } = renderPanel('/x?commentsOpen=1', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE });
    const panel = within(await screen.findByRole('dialog'));
    await panel.findByText(MESSAGES.commentsEmptyCampaign);
    await userEvent.type(panel.getByRole('textbox', { name: 'Comment' }), 'See the files');
    const input = (container.ownerDocument.querySelector('[data-testid="comment-composer"] input[type=file]') as HTMLInputElement | null)!;
    await userEvent.upload(input, [new File(['zip'], 'fake.png', { type: 'image/png' }), new File(['png'], 'real.png', { type: 'image/png' })]);
    expect(await panel.findByText('fake.png')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(`fake.png: ${MESSAGES.commentAttachmentInvalid}`)).toBeVisible();
    await waitFor(() => expect(panel.queryByText('fake.png')).not.toBeInTheDocument());
    expect(panel.getByText('real.png')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'Comment' })).toHaveValue('See the files');
    expect(api.calls.filter((c) => c.path.includes('/new-comments/new'))).toHaveLength(1);
  });

  it("resolving sends the flag; a comment gone meanwhile (404) says 'Something went wrong, reload the page.'; a failed list says so too", async () => {
    let resolveStatus = 200;
    const api = mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { body: { comments: [comment()], nextCursor: null } },
      [`PATCH /api/campaigns/${CAMPAIGN}/new-comments/aaaaaaaaaaaaaaaaaaaaaa10/resolve`]: () =>
        resolveStatus === 200 ? { body: comment({ resolved: true }) } : { status: 404, body: { statusCode: 404, kind: 'NOT_FOUND', message: 'Comment not found' } },
    });
    renderPanel('/x?commentsOpen=1', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE });
    const panel = within(await screen.findByRole('dialog'));
    await userEvent.click(await panel.findByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ resolved: true }]));
    resolveStatus = 404;
    await userEvent.click(panel.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(MESSAGES.commentResolveMissing)).toBeVisible();
  });

  it('a list the server cannot give says reload the page', async () => {
    mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Wrong params' } },
    });
    renderPanel('/x?commentsOpen=1', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE });
    expect(await within(await screen.findByRole('dialog')).findByText(MESSAGES.commentResolveMissing)).toBeVisible();
  });

  it("another user's change heard on the campaign topic reloads the comments; the user's own change does not", async () => {
    let answer = [comment()];
    const api = mockApi({
      'GET /api/auth/current-user': { body: ME },
      [`POST /api/campaigns/${CAMPAIGN}/new-comments/list`]: () => ({ body: { comments: answer, nextCursor: null } }),
    });
    const stop = connectRealtime();
    renderPanel('/x?commentsOpen=1', { context: 'Personalize', campaignId: CAMPAIGN, entities: PERSONALIZE });
    await screen.findByText('Looks good');
    const socket = FakeWebSocket.instances.at(-1)!;
    const sent: string[] = [];
    Object.assign(socket, { send: (data: string) => void sent.push(data) });
    act(() => socket.onopen?.(new Event('open')));
    expect(sent.map((s) => JSON.parse(s))).toContainEqual({ action: 'subscribe', topic: `campaign:${CAMPAIGN}` });
    const event = (ownerId: string) => ({ type: 'ws-event', source: 'comments', event: 'comments-updated', topic: `campaign:${CAMPAIGN}`, payload: { ownerId, commentId: 'aaaaaaaaaaaaaaaaaaaaaa30', campaignId: CAMPAIGN, entityIds: [VARIANT] } });
    const before = listCalls(api.calls).length;
    answer = [comment({ _id: 'aaaaaaaaaaaaaaaaaaaaaa30', body: 'From Remy' }), comment()];
    act(() => socket.receive(event(ME.id)));
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls(api.calls).length).toBe(before);
    act(() => socket.receive(event(REMY._id)));
    expect(await screen.findByText('From Remy')).toBeVisible();
    stop();
  });
});
