import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api as apiClient } from '@web/lib/api-client';
import { FakeWebSocket } from './setup';
import { currentPath, findHeading, openApp, signedInAs, userWith } from './helpers';

const manager = userWith('manager');

async function signedInManager(more = {}, user = manager) {
  const api = signedInAs(user, { 'POST /api/auth/logout': { body: {} }, ...more });
  openApp('/campaigns');
  await findHeading('Campaigns');
  return api;
}

async function clickLogOut() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('menuitem', { name: 'Pat Example' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
}

describe('logout', () => {
  it('logs out with the CSRF token and shows the sign-in page without a remembered path', async () => {
    const api = await signedInManager();
    expect(JSON.parse(localStorage.getItem('marquee.session') ?? '{}').token).toBe(manager.token);
    await clickLogOut();

    await screen.findByLabelText('Email');
    expect(currentPath()).toBe('/login');
    const call = api.calls.find((c) => c.path === '/api/auth/logout');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-csrf-token')).toBe(manager.token);
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(localStorage.getItem('marquee.session')).toBeNull();
  });

  it("shows 'Something went wrong :(' with the server message when logout fails", async () => {
    await signedInManager({ 'POST /api/auth/logout': { status: 400, body: { statusCode: 400, kind: 'DEFAULT_ERROR', message: 'Could not log out' } } });
    await clickLogOut();
    expect(await screen.findByText('Something went wrong :(')).toBeInTheDocument();
    expect(screen.getByText('Could not log out')).toBeInTheDocument();
    expect(currentPath()).toBe('/campaigns');
  });

  it('follows a logout in another tab of this browser (storage event)', async () => {
    await signedInManager();
    const oldValue = localStorage.getItem('marquee.session');
    act(() => {
      localStorage.removeItem('marquee.session');
      window.dispatchEvent(new StorageEvent('storage', { key: 'marquee.session', oldValue, newValue: null }));
    });
    await screen.findByLabelText('Email');
    expect(currentPath()).toBe('/login');
  });

  it('follows the server telling this session it logged out (realtime channel)', async () => {
    await signedInManager();
    const socket = FakeWebSocket.instances.at(-1)!;
    expect(socket.url).toBe(`ws://${location.host}/ws`);
    // what the realtime contract does not call an event is ignored
    act(() => socket.receive({ type: 'ws-event', source: '', event: 'logout' }));
    act(() => socket.receive({ type: 'other', source: 'session', event: 'logout' }));
    expect(currentPath()).not.toBe('/login');
    act(() => socket.receive({ type: 'ws-event', source: 'session', event: 'logout' }));
    await screen.findByLabelText('Email');
    expect(currentPath()).toBe('/login');
    expect(socket.closed).toBe(true);
  });

  it('reconnects the realtime channel with a growing delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await signedInManager();
    const count = FakeWebSocket.instances.length;
    act(() => FakeWebSocket.instances.at(-1)!.onclose?.(new CloseEvent('close')));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
    act(() => FakeWebSocket.instances.at(-1)!.onclose?.(new CloseEvent('close')));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeWebSocket.instances).toHaveLength(count + 2);
  });
});

describe('session expiry warning', () => {
  const fakeTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  // By its title text: in jsdom Ant Design gives every generated id the value 'test-id', so on a screen with selects
  // (the campaign list's filters) the modal's aria-labelledby finds another element first.
  const dialog = () => screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === 'Your session is about to expire') ?? null;

  it('opens at max age minus (countdown + 5) s, counts down, flashes, and logs out 1 s after zero', async () => {
    fakeTimers();
    const api = await signedInManager();
    const title = document.title;

    // 15 min max age, 300 s countdown: the warning opens 595 s after the last answer.
    await advance(594_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1_000);
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('00:05:00');
    expect(screen.getByTestId('session-expiry-icon')).toHaveAttribute('data-flashing', 'false');

    await advance(1_000);
    expect(dialog()).toHaveTextContent('00:04:59');
    expect(screen.getByTestId('session-expiry-icon')).toHaveAttribute('data-flashing', 'true');
    expect(document.title).toBe('00:04:59 - Marquee');
    await advance(1_000);
    expect(document.title).toBe(title);

    await advance(298_000);
    expect(dialog()).toHaveTextContent('00:00:00');
    expect(screen.getByRole('button', { name: "Don't log me out" })).toBeDisabled();
    expect(api.calls.some((c) => c.path === '/api/auth/logout')).toBe(false);

    await advance(1_000);
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
  });

  it('keeps half of a short session free of the warning', async () => {
    fakeTimers();
    // 20 s sessions: countdown (20 - 5) / 2 = 7 s, so the warning opens 8 s after the last answer.
    await signedInManager({}, userWith('manager', { sessionMaxAgeMs: 20_000 }));
    await advance(7_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1_000);
    expect(dialog()).toHaveTextContent('00:00:07');
  });

  it("restarts the clock when Don't log me out finds the session alive", async () => {
    fakeTimers();
    const api = await signedInManager();
    await advance(595_000);
    expect(dialog()).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: "Don't log me out" }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/api/auth/current-user')).toHaveLength(2);

    await advance(590_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/campaigns');
  });

  it("logs out when Don't log me out finds the session gone", async () => {
    fakeTimers();
    const api = await signedInManager();
    await advance(595_000);
    api.table['GET /api/auth/current-user'] = { status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Unauthorized' } };

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: "Don't log me out" }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('restarts the clock on any successful answer', async () => {
    fakeTimers();
    await signedInManager();
    await advance(500_000);
    await act(() => apiClient.get('auth/current-user'));
    await advance(100_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(495_000);
    expect(dialog()).toBeInTheDocument();
  });
});
