import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARTNER_SEARCH_MAX_LENGTH } from '@shared/constants';
import { PARTNERS, currentPath, findHeading, openApp, signedInAs, userWith } from './helpers';

const [acme, demo, internal] = PARTNERS;

async function open(path: string, role: 'super' | 'admin' | 'manager' | 'selfServiceAdmin', partners = PARTNERS) {
  const api = signedInAs(userWith(role), { 'GET /api/partners': { body: partners } });
  openApp(path);
  await findHeading('Concepts');
  return api;
}

describe('partner switcher', () => {
  it('is offered to an admin, with the placeholder Client Name while nothing is chosen', async () => {
    await open('/concepts', 'admin', []);
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveAttribute('placeholder', 'Client Name');
    expect(await screen.findByText('Client Name')).toBeInTheDocument();
  });

  it('is not offered to a self-service admin', async () => {
    const api = await open('/concepts', 'selfServiceAdmin');
    expect(screen.queryByRole('combobox', { name: 'Partner' })).not.toBeInTheDocument();
    expect(screen.queryByText('Client Name')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Client Name')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/partners')).toBe(false);
  });

  it('groups partners Internal, Demo, Client and writes the choice to the address', async () => {
    await open('/concepts', 'super');
    const user = userEvent.setup();
    // Nothing saved: the first non-archived partner is current; the search input still names the switcher.
    expect(await screen.findByTitle(acme.name)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Client Name')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Partner' }));
    const groups = await screen.findAllByText(/^(Internal|Demo|Client)$/);
    expect(groups.map((g) => g.textContent)).toEqual(['Internal', 'Demo', 'Client']);

    await user.click(await screen.findByText(demo.name, { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(currentPath()).toBe(`/concepts?partner=${demo._id}`));
    expect(localStorage.getItem('marquee.partner')).toBe(demo._id);
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', `/campaigns?partner=${demo._id}`);
  });

  it('keeps the saved partner when it is still listed', async () => {
    localStorage.setItem('marquee.partner', internal._id);
    await open('/concepts', 'super');
    expect(await screen.findByTitle(internal.name)).toBeInTheDocument();
  });

  it('caps the search text', async () => {
    await open('/concepts', 'super');
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Partner' });
    await user.click(box);
    await user.type(box, 'x'.repeat(PARTNER_SEARCH_MAX_LENGTH + 5));
    expect(box).toHaveValue('x'.repeat(PARTNER_SEARCH_MAX_LENGTH));
  });
});
