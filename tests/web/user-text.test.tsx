/**
 * User text shown isolated (web/src/components/user-text.tsx): a comment body, its author's name and a concept's
 * rejection reason never display reordered by a bidi override ('invoice\u202Egpj.exe' must not read 'invoiceexe.jpg').
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentDto } from '@shared/contracts/comments';
import { UserText } from '@web/components/user-text';
import { CommentBody } from '@web/features/comments/components/comment-body';
import { CommentItem } from '@web/features/comments/components/comment-item';

const RLO = '\u202E';

function comment(over: Partial<CommentDto> = {}): CommentDto {
  return {
    _id: 'aaaaaaaaaaaaaaaaaaaaaa10',
    threadId: 'aaaaaaaaaaaaaaaaaaaaaa10',
    parentId: null,
    user: { _id: 'bbbbbbbbbbbbbbbbbbbbbb01', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' },
    body: 'Looks good',
    mentions: [],
    threadedComments: [],
    hotspot: null,
    resolved: false,
    private: false,
    isDeleted: false,
    timeCode: null,
    attachments: [],
    commentedEntityId: 'ffffffffffffffffffffff01',
    commentedEntityType: 'PersonalizeVariant',
    context: 'Personalize',
    entityVersion: null,
    campaignId: 'cccccccccccccccccccccc01',
    conceptId: null,
    createdAt: Date.UTC(2026, 10, 25, 10),
    updatedAt: Date.UTC(2026, 10, 25, 10),
    ...over,
  };
}

describe('user text with bidi controls', () => {
  it('a comment body shows its characters in the order typed, isolated from the text around it', () => {
    render(<CommentBody comment={{ body: `see invoice${RLO}gpj.exe @Remy Reviewer`, mentions: [{ name: `Remy Reviewer` }] as CommentDto['mentions'] }} />);
    const body = screen.getByTestId('comment-body');
    expect(body.textContent).toBe('see invoicegpj.exe @Remy Reviewer');
    expect(body).toHaveStyle({ unicodeBidi: 'isolate' });
  });

  it("a comment's author name is a <bdi>, without its override", () => {
    const actions = { viewer: { id: 'x', role: 'admin' as const }, onReply: vi.fn(), onResolve: vi.fn(), onDelete: vi.fn(), replyingTo: null, renderReply: () => null };
    render(<CommentItem comment={comment({ user: { _id: 'bbbbbbbbbbbbbbbbbbbbbb02', name: `Eve${RLO}lin`, email: 'eve@demo.test', role: 'reviewer' } as CommentDto['user'] })} actions={actions} />);
    const name = screen.getByText('Evelin');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveStyle({ unicodeBidi: 'isolate' });
  });

  it('keeps isolates and marks (they cannot reorder letters) but drops embeddings and overrides', () => {
    render(<UserText text={`a\u2067b\u2069\u200Fc\u202Bd\u202C\u202De\u202C`} />);
    expect(document.querySelector('bdi')!.textContent).toBe('a\u2067b\u2069\u200Fcde');
  });
});
