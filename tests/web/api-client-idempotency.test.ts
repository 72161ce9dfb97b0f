/** The API client's Idempotency-Key (issue 12, reliability 1): a fresh key on every create, the same key on its retry. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@web/lib/api-client';

const ok = () => new Response(JSON.stringify({ _id: 'x' }), { status: 201, headers: { 'content-type': 'application/json' } });
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('idempotency-key');

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key', () => {
  it('every POST carries a key of its own', async () => {
    const fetch = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetch);
    await api.post('markets/create/p', { name: 'A' });
    await api.post('markets/create/p', { name: 'A' });
    const [first, second] = fetch.mock.calls.map(keyOf);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(second).not.toBe(first);
  });

  it('a POST whose connection dropped is sent again with the same key, and its answer returned', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetch);
    expect(await api.post('report/analyze-view', { name: 'R' })).toEqual({ _id: 'x' });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, retry] = fetch.mock.calls.map(keyOf);
    expect(retry).toBe(first);
  });

  it('gives up after two more sends and raises the network error', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('report/analyze-view', { name: 'R' })).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Set(fetch.mock.calls.map(keyOf)).size).toBe(1);
  });

  it('a caller that sends a create again passes its first key', async () => {
    const fetch = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetch);
    await api.post('partners', { name: 'P' }, { idempotencyKey: 'first-key' });
    expect(keyOf(fetch.mock.calls[0])).toBe('first-key');
  });

  it('other methods carry no key; a PUT whose connection dropped is not sent again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetch);
    await expect(api.put('markets/update/x', { name: 'B' })).rejects.toThrow();
    await api.get('markets/p');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(keyOf)).toEqual([null, null]);
  });
});
