/** The comment rules both sides share (shared/domain/comments.ts) and the contract's own checks. */
import { commentSchema, createCommentSchema, mentionsQuerySchema, campaignEntityCommentsQuerySchema } from '@shared/contracts/comments';
import {
  attachmentFileName,
  byTimeCode,
  commentScreenPath,
  isAllowedAttachmentType,
  keepThread,
  mayDelete,
  mayEdit,
  mayView,
  nestThread,
  shownCount,
  sideOf,
  usableReservedId,
} from '@shared/domain/comments';

const id = (ms: number, rest = '000000000000') => ms.toString(16).padStart(12, '0') + rest;

describe('sides and rights', () => {
  it('puts top admins and the self-service roles on the agency side, managers and reviewers on the client side', () => {
    expect((['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer'] as const).map(sideOf)).toEqual(Array(5).fill('agency'));
    expect((['manager', 'reviewer'] as const).map(sideOf)).toEqual(['client', 'client']);
  });

  it('shows a private comment to its author and its side only', () => {
    const agencyPrivate = { private: true, authorId: 'a', authorSide: 'agency' as const };
    expect(mayView({ id: 'x', role: 'selfServiceReviewer' }, agencyPrivate)).toBe(true);
    expect(mayView({ id: 'x', role: 'manager' }, agencyPrivate)).toBe(false);
    expect(mayView({ id: 'a', role: 'manager' }, agencyPrivate)).toBe(true);
    expect(mayView({ id: 'x', role: 'reviewer' }, { ...agencyPrivate, private: false })).toBe(true);
  });

  it('lets the author or super, admin and self-service admin delete; only the author edits', () => {
    expect(mayDelete({ id: 'a', role: 'reviewer' }, { authorId: 'a' })).toBe(true);
    expect((['super', 'admin', 'selfServiceAdmin'] as const).every((role) => mayDelete({ id: 'x', role }, { authorId: 'a' }))).toBe(true);
    expect((['selfServiceManager', 'selfServiceReviewer', 'manager', 'reviewer'] as const).some((role) => mayDelete({ id: 'x', role }, { authorId: 'a' }))).toBe(false);
    expect(mayEdit({ id: 'x' }, { authorId: 'a' })).toBe(false);
  });

  it('never shows a count below 0', () => {
    expect([shownCount(-3), shownCount(undefined), shownCount(2)]).toEqual([0, 0, 2]);
  });
});

describe('threads', () => {
  it('nests replies under their parents, oldest first, dropping replies whose parent is not there', () => {
    const c = (_id: string, parentId: string | null, createdAt: number) => ({ _id, parentId, createdAt });
    const tree = nestThread(c('r', null, 1), [c('b', 'r', 3), c('a', 'r', 2), c('a1', 'a', 4), c('orphan', 'gone', 5)]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      ...c('r', null, 1),
      threadedComments: [
        { ...c('a', 'r', 2), threadedComments: [{ ...c('a1', 'a', 4), threadedComments: [] }] },
        { ...c('b', 'r', 3), threadedComments: [] },
      ],
    });
  });

  it('applies the panel filters to a thread', () => {
    const root = { resolved: false, timeCode: null, commentedEntityType: 'PersonalizeVariant' as const, authorId: 'a' };
    const off = { showResolved: false, forMe: false, withTimeCode: false, hideGeneral: false };
    expect(keepThread('me', off, { ...root, resolved: true }, [])).toBe(false);
    expect(keepThread('me', { ...off, showResolved: true }, { ...root, resolved: true }, [])).toBe(true);
    expect(keepThread('me', { ...off, withTimeCode: true }, root, [])).toBe(false);
    expect(keepThread('me', { ...off, hideGeneral: true }, { ...root, commentedEntityType: 'PersonalizeTree' }, [])).toBe(false);
    expect(keepThread('me', { ...off, hideGeneral: true }, { ...root, commentedEntityType: 'StoryboardIndex' }, [])).toBe(false);
    expect(keepThread('me', { ...off, forMe: true }, root, [{ mentionIds: ['you'] }])).toBe(false);
    expect(keepThread('me', { ...off, forMe: true }, root, [{ mentionIds: [] }, { mentionIds: ['me'] }])).toBe(true);
  });

  it('sorts by time code, earliest first, those without one last and newest first among equals', () => {
    const items = [
      { _id: '1', timeCode: null },
      { _id: '2', timeCode: 5 },
      { _id: '3', timeCode: 1.5 },
      { _id: '4', timeCode: null },
    ];
    expect([...items].sort(byTimeCode).map((i) => i._id)).toEqual(['3', '2', '4', '1']);
  });
});

describe('attachments and links', () => {
  it('keeps a file name to letters, digits, spaces and . _ - ( ), last path segment only', () => {
    expect(attachmentFileName('../../etc/passwd')).toBe('passwd');
    expect(attachmentFileName('C:\\Users\\me\\shot <1>.png')).toBe('shot _1_.png');
    expect(attachmentFileName('"><img src=x onerror=alert(1)>.jpg')).toBe('___img src_x onerror_alert(1)_.jpg');
    expect(attachmentFileName('Größe über.pdf')).toBe('Größe über.pdf');
    expect(attachmentFileName('..')).toBe('file');
    expect(attachmentFileName('a'.repeat(300))).toHaveLength(200);
  });

  it('allows pictures, PDF, video, audio and office documents by detected type, never active or unknown content', () => {
    expect(['image/png', 'application/pdf', 'video/mp4', 'audio/mpeg'].every(isAllowedAttachmentType)).toBe(true);
    expect(['text/html', 'image/svg+xml', 'application/javascript', 'application/x-msdownload', undefined].some(isAllowedAttachmentType)).toBe(false);
  });

  it('links to the screen of the comment with the panel open at it', () => {
    const comment = { _id: 'c1', commentedEntityId: 'e1' };
    expect(commentScreenPath({ type: 'campaign', id: 'k' }, { ...comment, context: 'Personalize', commentedEntityType: 'PersonalizeVariant' })).toBe(
      '/campaigns/k/personalize?commentsOpen=1&commentsScrollToId=c1&commentsCommentedEntityId=e1&commentsCommentedEntityType=PersonalizeVariant',
    );
    expect(commentScreenPath({ type: 'campaign', id: 'k' }, { ...comment, context: 'Creatives', commentedEntityType: 'PersonalizeVariant' })).toMatch(/^\/campaigns\/k\/creatives\?/);
    expect(commentScreenPath({ type: 'concept', id: 'k' }, { ...comment, context: 'Storyboard', commentedEntityType: 'Storyboard' })).toMatch(/^\/concepts\/k\/storyboards\/e1\?/);
    expect(commentScreenPath({ type: 'concept', id: 'k' }, { ...comment, context: 'StoryboardIndex', commentedEntityType: 'StoryboardIndex' })).toMatch(/^\/concepts\/k\/storyboards\?/);
    expect(commentScreenPath({ type: 'concept', id: 'k' }, { ...comment, context: 'Template', commentedEntityType: 'Template' })).toMatch(/^\/concepts\/k\/templates\/e1\?/);
  });

  it('takes a reserved id only when made in the last day, not in the future, and after the thread it replies to', () => {
    const now = 1_800_000_000_000;
    expect(usableReservedId(id(now - 1000), now)).toBe(true);
    expect(usableReservedId(id(now + 3_600_000), now)).toBe(false);
    expect(usableReservedId(id(now - 2 * 86_400_000), now)).toBe(false);
    expect(usableReservedId(id(now - 1000), now, id(now - 500))).toBe(false);
    expect(usableReservedId(id(now - 500), now, id(now - 1000))).toBe(true);
  });
});

describe('contract', () => {
  it('needs exactly one of campaignId or conceptId for the mentions lookup', () => {
    const ok = '0123456789abcdef01234567';
    expect(mentionsQuerySchema.safeParse({}).success).toBe(false);
    expect(mentionsQuerySchema.safeParse({ campaignId: ok, conceptId: ok }).success).toBe(false);
    expect(mentionsQuerySchema.safeParse({ conceptId: ok }).success).toBe(true);
  });

  it('needs text or an attachment, trims the text, and reads the panel flags as 1/0', () => {
    const base = { commentedEntityId: 'v1', commentedEntityType: 'PersonalizeVariant', context: 'Personalize' };
    expect(createCommentSchema.safeParse({ ...base, body: ' \n ' }).success).toBe(false);
    expect(createCommentSchema.parse({ ...base, body: '', attachments: [{ name: 'a.png', path: 'p/a.png' }] }).body).toBe('');
    expect(createCommentSchema.parse({ ...base, body: '  hi ' })).toMatchObject({ body: 'hi', private: false, mentions: [], hotspot: null, timeCode: null });
    expect(campaignEntityCommentsQuerySchema.parse({ entityIds: 'a,b,a', showResolved: '1', forMe: '0' })).toMatchObject({ entityIds: ['a', 'b'], showResolved: true, forMe: false, limit: 20 });
  });

  it('describes a thread with nested replies', () => {
    const user = { _id: 'u', name: 'N', email: 'e', role: 'reviewer' };
    const one = { _id: id(1), threadId: id(1), parentId: null, user, body: 'b', mentions: [], threadedComments: [], hotspot: null, resolved: false, private: false, isDeleted: false, timeCode: null, attachments: [], commentedEntityId: 'v', commentedEntityType: 'Template', context: 'Template', entityVersion: null, campaignId: null, conceptId: id(2), createdAt: 1, updatedAt: 1 };
    expect(commentSchema.safeParse({ ...one, threadedComments: [{ ...one, _id: id(3), parentId: id(1) }] }).success).toBe(true);
    expect(commentSchema.safeParse({ ...one, threadedComments: [{ ...one, user: { ...user, role: 'nobody' } }] }).success).toBe(false);
  });
});
