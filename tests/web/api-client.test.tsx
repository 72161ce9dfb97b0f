import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api as apiClient } from '@web/lib/api-client';
import { currentPath, findHeading, openApp, signedInAs, userWith } from './helpers';

// Notices stay in the page between tests (and the update notice shows once per load): tests expecting none run first.
describe('API client behaviour seen by the user', () => {
  it('shows no update notice while the API runs the same build', async () => {
    signedInAs(userWith('manager'));
    openApp('/concepts');
    await findHeading('Concepts');
    expect(screen.queryByText('Marquee has been updated')).not.toBeInTheDocument();
  });

  it('shows the update notice once when the API runs another build', async () => {
    signedInAs(userWith('super'), {
      'GET /api/auth/current-user': { body: userWith('super'), version: 'next-build' },
      'GET /api/partners': { body: [], version: 'next-build' },
    });
    openApp('/concepts');
    expect(await screen.findByText('Marquee has been updated')).toBeInTheDocument();
    expect(screen.getByText('Please reload as soon as you can to minimize disruption.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Now' })).toBeInTheDocument();
    await findHeading('Concepts');
    expect(screen.getAllByText('Marquee has been updated')).toHaveLength(1);
  });

  it('raises no generic notice for a 500 (the caller gets the server message)', async () => {
    signedInAs(userWith('super'), { 'GET /api/partners': { status: 500, body: { statusCode: 500, kind: 'DEFAULT_ERROR', message: 'Internal Server Error' } } });
    openApp('/concepts');
    await findHeading('Concepts');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Something went wrong :(')).not.toBeInTheDocument();
  });

  it('shows the persistent generic notice when the API answers above 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs(userWith('super'), { 'GET /api/partners': { status: 503, body: { statusCode: 503, kind: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' } } });
    openApp('/concepts');
    // a read that answers 503 is asked twice more (Retry-After, 1 s when absent) before the notice shows
    expect(await screen.findByText('Something went wrong :(', {}, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page or try again later.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('503'));
  });

  it('asks a read again after a passing 503 and shows what it answered then, without the notice', async () => {
    let partnerCalls = 0;
    const api = signedInAs(userWith('super'), {
      'GET /api/partners': () => {
        partnerCalls += 1;
        return partnerCalls === 1
          ? { status: 503, body: { statusCode: 503, kind: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' } }
          : { body: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', name: 'Demo Agency', type: 'Client', archived: false }] };
      },
    });
    openApp('/concepts');
    await findHeading('Concepts');
    await waitFor(() => expect(partnerCalls).toBe(2), { timeout: 4_000 });
    expect(api.calls.filter((c) => c.path.startsWith('/api/partners')).length).toBe(2);
    expect(screen.queryByText('Something went wrong :(')).not.toBeInTheDocument();
  });

  it('goes to /404 when the API answers 404', async () => {
    signedInAs(userWith('super'), { 'GET /api/partners': { status: 404, body: { statusCode: 404, kind: 'NOT_FOUND', message: 'Partner not found' } } });
    openApp('/concepts');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    expect(currentPath()).toBe('/404');
  });

  it('ends the session on a 401 and remembers the path for after sign-in', async () => {
    localStorage.setItem('marquee.session', JSON.stringify({ id: 'x' }));
    signedInAs(userWith('super'), { 'GET /api/partners': { status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Unauthorized' } } });
    openApp('/campaigns?partner=aaaaaaaaaaaaaaaaaaaaaaa2');
    await screen.findByLabelText('Email');
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/campaigns?partner=aaaaaaaaaaaaaaaaaaaaaaa2')}`);
    expect(localStorage.getItem('marquee.session')).toBeNull();
  });

  it('ends a concepts-only session on a 401 with the concepts-only error page', async () => {
    const table = signedInAs(userWith('manager', { isConceptOnly: true })).table;
    openApp('/concepts-only');
    await findHeading('Concepts');
    table['GET /api/partners'] = { status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Unauthorized' } };
    await act(() => expect(apiClient.get('partners')).rejects.toThrow('Unauthorized'));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(currentPath()).toBe('/concepts-only?error=true');
  });

  it('sends cookies on every call', async () => {
    const api = signedInAs(userWith('super'));
    openApp('/concepts');
    await findHeading('Concepts');
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/api/partners'));
    expect(api.calls.every((c) => c.credentials === 'include')).toBe(true);
  });
});
