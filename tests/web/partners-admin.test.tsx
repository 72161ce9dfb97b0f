import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartnerAdmin } from '@shared/contracts/partners';
import { PARTNERS, findHeading, openApp, signedInAs, userWith } from './helpers';

const withCounts = (i: number, extra: Partial<PartnerAdmin> = {}): PartnerAdmin => ({
  ...PARTNERS[i],
  activeCampaignsCount: 3 + i,
  activeConceptsCount: 7 + i,
  usersCount: 11 + i,
  ...extra,
});

/** A tiny stand-in for the server: partners in memory, so the screen's refresh after a change can be seen. */
function partnersServer(initial: PartnerAdmin[]) {
  const partners = [...initial];
  const summary = () => partners.map(({ _id, name, type, archived }) => ({ _id, name, type, archived }));
  return signedInAs(userWith('super'), {
    'GET /api/partners': () => ({ body: summary() }),
    'GET /api/partners/admin': () => ({ body: partners }),
    'POST /api/partners': ({ body }) => {
      const { name, type } = body as PartnerAdmin;
      if (partners.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
        return { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Already exist' } };
      }
      const created = { _id: 'aaaaaaaaaaaaaaaaaaaaaaa9', name, type, archived: false, activeCampaignsCount: 0, activeConceptsCount: 0, usersCount: 0 };
      partners.push(created);
      return { status: 201, body: created };
    },
    'PUT /api/partners': ({ body }) => {
      const b = body as PartnerAdmin;
      const p = partners.find((x) => x._id === b._id)!;
      Object.assign(p, { name: b.name, type: b.type });
      return { body: p };
    },
    'PUT /api/partners/archive/aaaaaaaaaaaaaaaaaaaaaaa2': ({ body }) => {
      partners[1].archived = (body as { archived: boolean }).archived;
      return { body: partners[1] };
    },
  });
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

/** antd gives every element the id 'test-id' under test, so a dialog is found by its title text, not its name. */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

describe('/partners', () => {
  it('lists partners with type, counts and archived state', async () => {
    partnersServer([withCounts(0), withCounts(1, { archived: true }), withCounts(2)]);
    openApp('/partners');
    await findHeading('Partners');
    expect(document.title).toBe('Partners - Marquee');
    await screen.findByRole('cell', { name: 'Acme' });
    expect(within(rowOf('Acme')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Acme', 'Client', '3', '7', '11', 'Active', 'EditArchive']);
    expect(within(rowOf('Demo Co')).getByText('Archived')).toBeInTheDocument();
    expect(within(rowOf('Demo Co')).getByRole('button', { name: 'Unarchive Demo Co' })).toBeInTheDocument();
    for (const header of ['Name', 'Type', 'Active Campaigns', 'Concepts', 'Users', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('pages by 10 with the sizes 10/20/30/40', async () => {
    const many = Array.from({ length: 12 }, (_, i) => withCounts(0, { _id: `aaaaaaaaaaaaaaaaaaaaaa${String(i).padStart(2, '0')}`, name: `Partner ${String(i).padStart(2, '0')}` }));
    partnersServer(many);
    openApp('/partners');
    await screen.findByRole('cell', { name: 'Partner 00' });
    expect(screen.queryByRole('cell', { name: 'Partner 10' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('10 / page'));
    const sizes = await screen.findAllByText(/^\d+ \/ page$/, { selector: '.ant-select-item-option-content' });
    expect(sizes.map((s) => s.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '40 / page']);
  });

  it('creates a partner in a modal; the table and the partner list refresh', async () => {
    const api = partnersServer([withCounts(0)]);
    openApp('/partners');
    await screen.findByRole('cell', { name: 'Acme' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Partner' }));
    const dialog = await findDialog('Create Partner');
    await user.type(within(dialog).getByLabelText('Name'), '  Zeta Foods ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByText('Internal', { selector: '.ant-select-item-option-content' }));
    const switcherLoads = api.calls.filter((c) => c.method === 'GET' && c.path === '/api/partners').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('cell', { name: 'Zeta Foods' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Zeta Foods', type: 'Internal' });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/partners').length).toBeGreaterThan(switcherLoads));
    // the modal closes (its leave animation never ends in jsdom)
    await waitFor(() => expect(screen.getByRole('dialog').className).toMatch(/leave/));
  });

  it("shows the server's 'Already exist' and keeps the modal open; an empty name is not sent", async () => {
    const api = partnersServer([withCounts(0)]);
    openApp('/partners');
    await screen.findByRole('cell', { name: 'Acme' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Partner' }));
    const dialog = await findDialog('Create Partner');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Name'), 'acme');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Already exist')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a partner with its values filled in', async () => {
    const api = partnersServer([withCounts(0), withCounts(1)]);
    openApp('/partners');
    await screen.findByRole('cell', { name: 'Demo Co' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Demo Co' }));
    const dialog = await findDialog('Edit Partner');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Demo Co');
    await user.clear(name);
    await user.type(name, 'Demo Company');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Demo Company' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ _id: PARTNERS[1]._id, name: 'Demo Company', type: 'Demo' });
  });

  it('archives after confirmation', async () => {
    const api = partnersServer([withCounts(0), withCounts(1)]);
    openApp('/partners');
    await screen.findByRole('cell', { name: 'Demo Co' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive Demo Co' }));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(within(rowOf('Demo Co')).getByText('Archived')).toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `/api/partners/archive/${PARTNERS[1]._id}`, body: { archived: true } });
  });
});
