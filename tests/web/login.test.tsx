import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, findHeading, HOME_CALLS, mockApi, notSignedIn, openApp, PARTNERS, signedInAs, userWith } from './helpers';

const wrongPassword = { status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Wrong username or password' } };

describe('login page', () => {
  it('explains a refused single sign-on when the callback sent the browser back', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/login?sso=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on could not sign you in. Please try again or contact your administrator.');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('does not ask the server who is signed in on an anonymous visit (no 401 in the console)', async () => {
    const api = mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login - Marquee'));
    expect(api.calls.filter((c) => c.path === '/api/auth/current-user')).toEqual([]);
  });

  it('sends a browser that still holds a session on from /login', async () => {
    localStorage.setItem('marquee.session', JSON.stringify({ id: 'u1' }));
    signedInAs(userWith('analyst'));
    openApp('/login');
    await waitFor(() => expect(currentPath()).toBe('/reporter'));
  });

  it('asks for the password only after Next has checked how the account signs in', async () => {
    const api = mockApi({ 'GET /api/auth/current-user': notSignedIn, 'POST /api/auth/mode': { body: { authMode: 'local' } } });
    openApp('/login');
    const user = userEvent.setup();

    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login - Marquee'));

    await user.type(email, 'Manager@Example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/auth/mode')?.body).toEqual({ username: 'Manager@Example.com' });
  });

  it("shows the server's text when the password is refused", async () => {
    mockApi({
      'GET /api/auth/current-user': notSignedIn,
      'POST /api/auth/mode': { body: { authMode: 'local' } },
      'POST /api/auth/login': wrongPassword,
    });
    openApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(currentPath()).toBe('/login');
  });

  it('shows Too Many Requests when the account is locked', async () => {
    mockApi({
      'GET /api/auth/current-user': notSignedIn,
      'POST /api/auth/mode': { body: { authMode: 'local' } },
      'POST /api/auth/login': { status: 429, body: { statusCode: 429, kind: 'DEFAULT_ERROR', message: 'Too Many Requests' } },
    });
    openApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Requests');
  });

  it('sends a signed-out user to sign in and back to the wanted path and query', async () => {
    const admin = userWith('admin');
    const api = mockApi({
      'GET /api/auth/current-user': notSignedIn,
      'POST /api/auth/mode': { body: { authMode: 'local' } },
      'POST /api/auth/login': ({ body }) =>
        (body as { password: string }).password === 'right-password' ? { body: admin } : wrongPassword,
      'GET /api/partners': { body: [] },
    });
    openApp('/admin/users?page=2');
    const user = userEvent.setup();

    await screen.findByLabelText('Email');
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/admin/users?page=2')}`);

    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await findHeading('Users')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/users?page=2');
    expect(document.title).toBe('Users - Marquee');
    const login = api.calls.find((c) => c.path === '/api/auth/login');
    expect(login?.credentials).toBe('include');
    expect(login?.headers.get('content-type')).toBe('application/json');
    // The stored session of 000 3, and the last used email kept for the next visit.
    expect(JSON.parse(localStorage.getItem('marquee.session') ?? '{}')).toEqual({
      id: admin.id,
      role: 'admin',
      token: admin.token,
      username: admin.username,
      email: admin.email,
      isConceptOnly: false,
    });
    expect(JSON.parse(localStorage.getItem('marquee.lastEmail') ?? '""')).toBe('admin@example.com');
  });

  it('prefills the last used email and, without a remembered path, goes home by role', async () => {
    localStorage.setItem('marquee.lastEmail', JSON.stringify('analyst@example.com'));
    // the dashboard the analyst lands on asks its reports at once: answered empty (an unanswered call would be a 404)
    mockApi({
      ...HOME_CALLS,
      'GET /api/partners': { body: PARTNERS },
      'GET /api/auth/current-user': notSignedIn,
      'POST /api/auth/mode': { body: { authMode: 'local' } },
      'POST /api/auth/login': { body: userWith('analyst') },
    });
    openApp('/login');
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Email')).toHaveValue('analyst@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/reporter');
  });

  it('asks for the email before calling the API', async () => {
    const api = mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/auth/mode')).toBe(false);
  });
});
