/** Early reads (lib/early-reads.ts): an answer goes to the first call of its address on its page, once; another page's is dropped. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@web/lib/api-client';
import { QueryClient } from '@tanstack/react-query';
import { startCampaignRead } from '@web/features/campaigns/api/first-reads';
import { apiAddress, peekEarlyRead, startEarlyRead } from '@web/lib/early-reads';
import { mockApi, userWith } from './helpers';

const here = () => `${location.pathname}${location.search}`;

describe('early reads', () => {
  it('hands the early answer to the first call of the address on its page, and asks again after that', async () => {
    let n = 0;
    const server = mockApi({ 'GET /api/things': () => ({ body: { n: ++n } }) });
    startEarlyRead(apiAddress('things', { page: 1 }), here());
    expect(server.calls).toHaveLength(1);
    expect(await api.get('things', { query: { page: 1 } })).toEqual({ n: 1 });
    expect(server.calls).toHaveLength(1);
    expect(await api.get('things', { query: { page: 1 } })).toEqual({ n: 2 });
    expect(server.calls).toHaveLength(2);
  });

  it('leaves an early answer to the call of its own address only', async () => {
    let n = 0;
    const server = mockApi({ 'GET /api/things': () => ({ body: { n: ++n } }) });
    startEarlyRead(apiAddress('things', { page: 1 }), here());
    expect(await api.get('things', { query: { page: 2 } })).toEqual({ n: 2 });
    expect(await api.get('things', { query: { page: 1 } })).toEqual({ n: 1 });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/things?page=1', '/api/things?page=2']);
  });

  it('drops the early answer of another page: the call there asks the server', async () => {
    let n = 0;
    const server = mockApi({ 'GET /api/things': () => ({ body: { n: ++n } }) });
    startEarlyRead(apiAddress('things'), '/elsewhere');
    expect(await api.get('things')).toEqual({ n: 2 });
    expect(server.calls).toHaveLength(2);
  });

  it("reads a copy of a peeked answer and leaves the answer whole to its caller", async () => {
    mockApi({ 'GET /api/things': { body: { n: 1 } } });
    startEarlyRead(apiAddress('things'), here(), { peek: true });
    expect(await peekEarlyRead(apiAddress('things'))).toEqual({ n: 1 });
    expect(await api.get('things')).toEqual({ n: 1 });
    expect(peekEarlyRead(apiAddress('things'))).toBeUndefined();
  });

  it("starts a fresh load's campaign read from the early session check, and the page's call takes it", async () => {
    const user = userWith('selfServiceManager');
    const campaign = `/api/campaigns/${'c'.repeat(24)}`;
    const server = mockApi({ 'GET /api/auth/current-user': { body: user }, [`GET ${campaign}`]: { body: { _id: 'c'.repeat(24) } } });
    startEarlyRead(apiAddress('auth/current-user'), here(), { peek: true });
    startCampaignRead(new QueryClient(), new URL(location.href), 'c'.repeat(24));
    await waitFor(() => expect(server.calls.map((c) => c.path)).toEqual(['/api/auth/current-user', `${campaign}?partnerId=${user.partnerId}`]));
    expect(await api.get('auth/current-user')).toMatchObject({ id: user.id });
    expect(await api.get(`campaigns/${'c'.repeat(24)}`, { query: { partnerId: user.partnerId } })).toEqual({ _id: 'c'.repeat(24) });
    expect(server.calls).toHaveLength(2);
  });

  it("starts no campaign read for a top admin, whose partner the shell chooses", async () => {
    const server = mockApi({ 'GET /api/auth/current-user': { body: userWith('super') } });
    startEarlyRead(apiAddress('auth/current-user'), here(), { peek: true });
    startCampaignRead(new QueryClient(), new URL(location.href), 'c'.repeat(24));
    await peekEarlyRead(apiAddress('auth/current-user'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls.map((c) => c.path)).toEqual(['/api/auth/current-user']);
  });
});
