import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserView } from '@shared/contracts/users';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const NODE = 'cccccccccccccccccccccc01';
const pending: UserView = { _id: 'dddddddddddddddddddddd01', email: 'pending@example.com', role: 'manager', partnerId: 'aaaaaaaaaaaaaaaaaaaaaaa1', isConceptOnly: false, status: 'PENDING', businessNodes: [NODE], authType: 'Local' };
const active: UserView = { ...pending, _id: 'dddddddddddddddddddddd02', email: 'active@example.com', status: 'ACTIVE', name: 'Ann Active' };

function open(role: 'selfServiceAdmin' | 'admin') {
  const api = signedInAs(userWith(role), {
    'GET /api/users/by-partner': { body: { total: 2, results: [pending, active] } },
    [`POST /api/users/${pending._id}/reinvite`]: { body: { message: 'User was re-invited' } },
    [`POST /api/users/${active._id}/deactivate`]: { body: { ...active, status: 'DEACTIVATED' } },
    'GET /api/business-nodes': { body: [{ _id: NODE, name: 'Beverages', children: [] }] },
  });
  openApp('/admin/users');
  return api;
}

describe('/admin/users', () => {
  it('lists users with status tags, asking for the first page of 10', async () => {
    const api = open('selfServiceAdmin');
    await findHeading('Users');
    expect(await screen.findByText('pending@example.com')).toBeInTheDocument();
    expect(screen.getByText('PENDING')).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    const list = api.calls.find((c) => c.path.startsWith('/api/users/by-partner'))!;
    expect(list.path).toContain('limit=10');
    expect(list.path).toContain('page=1');
  });

  it('re-invites a pending user and says User was re-invited', async () => {
    const api = open('selfServiceAdmin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-invite pending@example.com' }));
    expect(await screen.findByText('User was re-invited')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.includes('/reinvite'))?.body).toEqual({ businessNodeId: NODE });
  });

  it('deactivates after a confirmation; a self-service admin sends no partner with it', async () => {
    const api = open('selfServiceAdmin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate active@example.com' }));
    expect(api.calls.some((c) => c.path.includes('/deactivate'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls.find((c) => c.path.includes('/deactivate'))?.path).toBe(`/api/users/${active._id}/deactivate`));
  });

  it('offers a self-service admin only the roles it may grant', async () => {
    open('selfServiceAdmin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Role'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).not.toContain('Admin');
    expect(options).not.toContain('Super Admin');
    expect(screen.getAllByText('Manager').length).toBeGreaterThan(0);
  });
});
