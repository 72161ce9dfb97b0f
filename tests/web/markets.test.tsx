import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Market } from '@shared/contracts/markets';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const market = (n: number, name: string): Market => ({ _id: `cccccccccccccccccccccc${String(n).padStart(2, '0')}`, name, partnerId: PID });
const alreadyExist = { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Already exist' } };

/** Markets in memory; `inUse` names the markets a business node uses. */
function marketsServer(initial: Market[], inUse: string[] = []) {
  const markets = [...initial];
  const table: Parameters<typeof signedInAs>[1] = {
    [`GET /api/markets/${PID}`]: () => ({ body: markets }),
    [`POST /api/markets/create/${PID}`]: ({ body }) => {
      const { name } = body as { name: string };
      if (markets.some((m) => m.name.toLowerCase() === name.toLowerCase())) return alreadyExist;
      const created = market(90 + markets.length, name);
      markets.push(created);
      return { status: 201, body: created };
    },
  };
  for (const m of initial) {
    table[`DELETE /api/markets/delete/${PID}/${m._id}`] = () => {
      const blockedToDelete = inUse.includes(m.name);
      if (!blockedToDelete) markets.splice(markets.indexOf(m), 1);
      return { body: { markets: [...markets], blockedToDelete } };
    };
    table[`PUT /api/markets/update/${m._id}`] = ({ body }) => {
      const { name } = body as { name: string };
      if (markets.some((x) => x !== m && x.name.toLowerCase() === name.toLowerCase())) return alreadyExist;
      m.name = name;
      return { body: m };
    };
  }
  return signedInAs(userWith('selfServiceAdmin'), table);
}

async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

async function openMarkets(initial: Market[], inUse: string[] = []) {
  const api = marketsServer(initial, inUse);
  openApp('/admin/markets');
  await findHeading('Markets');
  if (initial.length) await screen.findByRole('cell', { name: initial[0].name });
  return api;
}

describe('/admin/markets', () => {
  it("lists the current partner's markets", async () => {
    const api = await openMarkets([market(1, 'Germany'), market(2, 'France')]);
    expect(document.title).toBe('Markets - Marquee');
    expect(screen.getByRole('cell', { name: 'France' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/api/markets'))!.path).toBe(`/api/markets/${PID}?partnerId=${PID}`);
  });

  it('creates a market; a duplicate shows Already exist', async () => {
    const api = await openMarkets([market(1, 'Germany')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Market' }));
    let dialog = await findDialog('Create Market');
    await user.type(within(dialog).getByLabelText('Name'), 'GERMANY');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Already exist')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), ' Italy ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('cell', { name: 'Italy' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'GERMANY' }, { name: 'Italy' }]);
    dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.className).toMatch(/leave/));
  });

  it('an empty name is not sent', async () => {
    const api = await openMarkets([market(1, 'Germany')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Market' }));
    const dialog = await findDialog('Create Market');
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('renames a market', async () => {
    const api = await openMarkets([market(1, 'Germany')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Germany' }));
    const dialog = await findDialog('Rename Market');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Germany');
    await user.clear(name);
    await user.type(name, 'Deutschland');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Deutschland' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `/api/markets/update/${market(1, '')._id}?partnerId=${PID}`, body: { name: 'Deutschland' } });
  });

  it('deletes a free market after confirmation', async () => {
    const api = await openMarkets([market(1, 'Germany'), market(2, 'France')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete France' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'France' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Germany' })).toBeInTheDocument();
    expect(screen.queryByText('Delete failed, entity in use')).not.toBeInTheDocument();
  });

  it('a market in use is kept and the block message shows', async () => {
    await openMarkets([market(1, 'Germany'), market(2, 'France')], ['Germany']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Germany' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Delete failed, entity in use');
    expect(alert).toHaveTextContent('Germany is used by a business node and was not deleted.');
    expect(screen.getByRole('cell', { name: 'Germany' })).toBeInTheDocument();
  });
});
