import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, mockApi, notSignedIn, openApp, userWith } from './helpers';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const ruleState = (label: string) => screen.getByText(label, { exact: false }).closest('li')!.getAttribute('data-met');

describe('/join/{id}', () => {
  it('shows the invited email, ticks each password rule as it is met, then signs in and goes home', async () => {
    const invitee = userWith('reviewer', { email: 'new@example.com' });
    let signedIn = false;
    const api = mockApi({
      'GET /api/auth/current-user': () => (signedIn ? { body: invitee } : notSignedIn),
      'GET /api/partners': { body: [] },
      [`GET /api/invitations/${TOKEN}`]: { body: { validity: 'VALID', email: 'new@example.com' } },
      [`POST /api/invitations/${TOKEN}/accept`]: () => ((signedIn = true), { body: invitee }),
    });
    openApp(`/join/${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Join - Marquee'));
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), 'New Person');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a');
    expect([ruleState('16 characters minimum'), ruleState('A lowercase letter'), ruleState('An uppercase letter'), ruleState('A digit')]).toEqual(['false', 'true', 'false', 'false']);
    await user.type(password, 'B');
    expect(ruleState('An uppercase letter')).toBe('true');
    await user.type(password, '7');
    expect(ruleState('A digit')).toBe('true');
    expect(ruleState('16 characters minimum')).toBe('false');
    expect(join).toBeDisabled();
    await user.type(password, 'cdefghijklmno');
    expect(ruleState('16 characters minimum')).toBe('true');

    await user.click(join);
    await waitFor(() => expect(currentPath()).toBe('/concepts'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'New Person', password: 'aB7cdefghijklmno' });
  });

  it('refuses a name with an invisible character before sending it', async () => {
    const api = mockApi({
      'GET /api/auth/current-user': notSignedIn,
      [`GET /api/invitations/${TOKEN}`]: { body: { validity: 'VALID', email: 'new@example.com' } },
    });
    openApp(`/join/${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByText('new@example.com');
    await user.type(screen.getByLabelText('Name'), 'New\u200BPerson');
    await user.type(screen.getByLabelText('Password'), 'aB7cdefghijklmno');
    expect(await screen.findByText('Invisible or control characters are not allowed in the name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says so when the link has expired and offers no form', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn, [`GET /api/invitations/${TOKEN}`]: { body: { validity: 'EXPIRED' } } });
    openApp(`/join/${TOKEN}`);
    expect(await screen.findByText('This link has expired. Ask your admin for a new one.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('/password', () => {
  it('answers with the same confirmation text after a request', async () => {
    const api = mockApi({
      'GET /api/auth/current-user': notSignedIn,
      'POST /api/auth/password/forgot': { body: { message: 'If an account exists for this email, a link to set a new password is on its way.' } },
    });
    openApp('/password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('If an account exists for this email, a link to set a new password is on its way.')).toBeInTheDocument();
  });

  it('a used reset link says so', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn, [`GET /api/auth/password/reset/${TOKEN}`]: { body: { validity: 'INVALID' } } });
    openApp(`/password/${TOKEN}`);
    expect(await screen.findByText('This link is not valid or has already been used.')).toBeInTheDocument();
  });
});
