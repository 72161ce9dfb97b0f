/** Early reads (lib/early-reads.ts): an answer goes to the first call of its address on its page, once; another page's is dropped. */
import { describe, expect, it } from 'vitest';
import { api } from '@web/lib/api-client';
import { apiAddress, startEarlyRead } from '@web/lib/early-reads';
import { mockApi } from './helpers';

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
});
