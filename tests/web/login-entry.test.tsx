/** A fresh load of /login renders the sign-in page alone (no app shell) and leaves for the app by a page load. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { renderLogin } from '@web/features/auth/login-entry';
import { mockApi, notSignedIn, userWith } from './helpers';

async function freshLoad(url: string) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const go = vi.fn();
  await act(() => renderLogin(root, go));
  return { go, unmount: () => act(() => root.unmount()) };
}

describe('a fresh load of /login', () => {
  it('signs in and loads the app at the remembered path, storing the session', async () => {
    const admin = userWith('admin');
    const api = mockApi({ 'POST /api/auth/mode': { body: { authMode: 'local' } }, 'POST /api/auth/login': { body: admin } });
    const { go, unmount } = await freshLoad(`/login?redirect=${encodeURIComponent('/admin/users?page=2')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/admin/users?page=2', { replace: false }));
    expect(JSON.parse(localStorage.getItem('marquee.session') ?? '{}')).toMatchObject({ id: admin.id, role: 'admin' });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/mode', '/api/auth/login']);
    expect(document.title).toBe('Login - Marquee');
    unmount();
  });

  it("shows the server's text for a refused password and the refused single sign-on", async () => {
    mockApi({
      'POST /api/auth/mode': { body: { authMode: 'local' } },
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Wrong username or password' } },
    });
    const { go, unmount } = await freshLoad('/login?sso=failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Single sign-on could not sign you in. Please try again or contact your administrator.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    unmount();
  });

  it('sends a browser that still holds a session on at once, and asks nobody on an anonymous visit', async () => {
    localStorage.setItem('marquee.session', JSON.stringify({ id: 'u1' }));
    mockApi({ 'GET /api/auth/current-user': { body: userWith('analyst') } });
    const first = await freshLoad('/login?redirect=%2Freporter');
    expect(first.go).toHaveBeenCalledWith('/reporter', { replace: true });
    first.unmount();

    localStorage.clear();
    const api = mockApi({ 'GET /api/auth/current-user': notSignedIn });
    const second = await freshLoad('/login');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    second.unmount();
  });
});
