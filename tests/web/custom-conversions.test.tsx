import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomConversion, FloodlightActivity } from '@shared/contracts/custom-conversions';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const activity = (id: string, name: string, group: string, countingMethod = 'STANDARD_COUNTING'): FloodlightActivity =>
  ({ id, name, advertiserId: '8012345', floodlightActivityGroupName: group, countingMethod });
const ACTIVITIES = [activity('101', 'Add to cart', 'Sales'), activity('102', 'Newsletter sign-up', 'Leads', 'UNIQUE_COUNTING'), activity('103', 'Purchase', 'Sales', 'TRANSACTIONS_COUNTING')];
const conversion = (n: number, name: string, floodlightActivityIds: string[]): CustomConversion => ({
  _id: `dddddddddddddddddddddd${String(n).padStart(2, '0')}`,
  partnerId: PID,
  name,
  floodlightActivityIds,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});
const error = (status: number, message: string) => ({ status, body: { statusCode: status, kind: status === 422 ? 'UNPROCESSABLE_ENTITY' : 'DEFAULT_ERROR', message } });

/** Conversions in memory; `fail` makes PUT or DELETE answer an error. */
function conversionsServer(initial: CustomConversion[], options: { fail?: 'PUT' | 'DELETE'; floodlight?: ReturnType<typeof error> } = {}) {
  const conversions = [...initial];
  const table: Parameters<typeof signedInAs>[1] = {
    'GET /api/report/custom-conversions': () => ({ body: conversions }),
    [`GET /api/google/floodlightActivities/${PID}`]: options.floodlight ?? { body: { floodlightActivities: ACTIVITIES } },
    'POST /api/report/custom-conversion': ({ body }) => {
      const { name, floodlightActivityIds } = body as CustomConversion;
      if (conversions.some((c) => c.name.toLowerCase() === name.toLowerCase())) return error(422, 'Already exist');
      const created = conversion(90 + conversions.length, name, floodlightActivityIds);
      conversions.push(created);
      return { status: 201, body: created };
    },
  };
  for (const c of initial) {
    table[`PUT /api/report/custom-conversion/${c._id}`] = ({ body }) => {
      if (options.fail === 'PUT') return error(500, 'Internal server error');
      Object.assign(c, body);
      return { body: c };
    };
    table[`DELETE /api/report/custom-conversion/${c._id}`] = () => {
      if (options.fail === 'DELETE') return error(422, 'Wrong params');
      conversions.splice(conversions.indexOf(c), 1);
      return { body: { _id: c._id } };
    };
  }
  return signedInAs(userWith('selfServiceManager'), table);
}

async function openScreen(initial: CustomConversion[], options: Parameters<typeof conversionsServer>[1] = {}) {
  const api = conversionsServer(initial, options);
  openApp('/custom-conversions');
  await findHeading('Custom Conversions Beta');
  if (initial.length) await screen.findByRole('cell', { name: initial[0].name });
  return api;
}

/** A toast that is showing (not one of an earlier test leaving). */
const findToast = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text).some((e) => !e.closest('.ant-message-notice')?.className.includes('leave'))).toBe(true));

async function pick(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement, label: string) {
  await user.click(within(drawer).getByRole('combobox', { name: 'Floodlight activities' }));
  await user.click(await screen.findByTitle(label));
}

describe('/custom-conversions', () => {
  it("lists the partner's conversions with their activities and analyzer metrics", async () => {
    const api = await openScreen([conversion(1, 'Leads', ['102', '999'])]);
    expect(document.title).toBe('Custom Conversions - Marquee');
    const row = screen.getByRole('cell', { name: 'Leads' }).closest('tr')!;
    // activity names from the ad server; an id it no longer knows shows as the id
    expect(within(row).getByText('Newsletter sign-up')).toBeInTheDocument();
    expect(within(row).getByText('999')).toBeInTheDocument();
    expect(row).toHaveTextContent('Leads Click-through Conversions, Leads View-through Conversions, Leads Total Conversions, Leads CVR, Leads rate');
    expect(api.calls.find((c) => c.path.startsWith('/api/report/custom-conversions'))!.path).toBe(`/api/report/custom-conversions?partnerId=${PID}`);
  });

  it('creates a conversion from picked activities and says Complete; a taken name shows Already exist', async () => {
    const api = await openScreen([conversion(1, 'Leads', ['102'])]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Custom Conversion' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Create Custom Conversion')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Name'), 'leads');
    await pick(user, drawer, 'Purchase (103, transactions)');
    await pick(user, drawer, 'Add to cart (101, standard)');
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Already exist')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), ' Sales ');
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('cell', { name: 'Sales' })).toBeInTheDocument();
    await findToast('Complete');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/report/custom-conversion?partnerId=${PID}`, { name: 'leads', floodlightActivityIds: ['103', '101'] }],
      [`/api/report/custom-conversion?partnerId=${PID}`, { name: 'Sales', floodlightActivityIds: ['103', '101'] }],
    ]);
  });

  it('sends nothing without a name or an activity', async () => {
    const api = await openScreen([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Custom Conversion' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Please enter a name')).toBeInTheDocument();
    expect(within(drawer).getByText('Please pick at least one floodlight activity')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits name and activities', async () => {
    const api = await openScreen([conversion(1, 'Leads', ['102'])]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Leads' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Leads');
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), 'All leads');
    await pick(user, drawer, 'Add to cart (101, standard)');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'All leads' })).toBeInTheDocument();
    await findToast('Complete');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/report/custom-conversion/${conversion(1, '', [])._id}?partnerId=${PID}`,
      body: { name: 'All leads', floodlightActivityIds: ['102', '101'] },
    });
  });

  it("a failed update shows the spec's text", async () => {
    await openScreen([conversion(1, 'Leads', ['102'])], { fail: 'PUT' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Leads' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await findToast("Can't update conversion cause related campaign report update is failed.");
    expect(screen.getByRole('cell', { name: 'Leads' })).toBeInTheDocument();
  });

  it('deletes after confirmation and says Complete', async () => {
    const api = await openScreen([conversion(1, 'Leads', ['102']), conversion(2, 'Sales', ['101'])]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Sales' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sales' })).not.toBeInTheDocument());
    await findToast('Complete');
    expect(screen.getByRole('cell', { name: 'Leads' })).toBeInTheDocument();
  });

  it("a failed delete shows the spec's text and keeps the row", async () => {
    await openScreen([conversion(1, 'Leads', ['102'])], { fail: 'DELETE' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Leads' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await findToast("Can't delete conversion cause related campaign report update is failed.");
    expect(screen.getByRole('cell', { name: 'Leads' })).toBeInTheDocument();
  });

  it("says why the activities cannot be listed when the ad server is not set up", async () => {
    const text = 'No Campaign Manager 360 advertiser with a DV360 token in the publishing settings of this partner';
    await openScreen([], { floodlight: error(422, text) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Custom Conversion' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(text)).toBeInTheDocument();
  });
});
