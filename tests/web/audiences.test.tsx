/**
 * The campaign's audiences tab (AudiencesTab): the list, a segment CSV import with the server's messages shown in the
 * spec's words, create with channels, rules and filters (then /campaigns/{id}/audiences), edit and delete.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AudienceDto } from '@shared/contracts/audiences';
import { AudiencesTab } from '@web/features/audiences';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { mockApi } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const CID = 'cccccccccccccccccccccc01';
const audience = (n: number, name: string, extra: Partial<AudienceDto> = {}): AudienceDto => ({
  id: `dddddddddddddddddddddd${String(n).padStart(2, '0')}`,
  campaignId: CID,
  name,
  audiences: [{ audienceId: 'Runners', type: 'CM Placement', data: ['111'], campaignIds: [] }],
  fieldsLive: ['headline'],
  channels: [{ platform: 'google', rules: [{ name: 'Runners', audienceId: 'Runners', filters: [{ option: 'Browser', values: ['Chrome'] }] }] }],
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});
const refused = (message: string) => ({ status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message } });

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderTab(initial: AudienceDto[], importReply?: ReturnType<typeof refused>) {
  const audiences = [...initial];
  const api = mockApi({
    'GET /api/audiences': () => ({ body: audiences }),
    'POST /api/audiences/import': ({ body }) => {
      if (importReply) return importReply;
      const created = audience(50, (body as { fileName: string }).fileName.replace(/\.csv$/, ''));
      audiences.push(created);
      return { status: 201, body: created };
    },
    'POST /api/audiences': ({ body }) => {
      const created = { ...audience(60, ''), ...(body as object) } as AudienceDto;
      audiences.push(created);
      return { status: 201, body: created };
    },
    [`PUT /api/audiences/${audience(1, '').id}`]: ({ body }) =>
      audiences.some((a) => a.name === (body as AudienceDto).name && a.id !== audience(1, '').id) ? refused('Already exist') : { body: Object.assign(audiences[0], body) },
    [`DELETE /api/audiences/${audience(1, '').id}`]: () => (audiences.splice(0, 1), { status: 204 }),
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrentPartnerContext.Provider value={PID}>
        <MemoryRouter initialEntries={[`/campaigns/${CID}/assets`]}>
          <AudiencesTab campaignId={CID} />
          <Where />
        </MemoryRouter>
      </CurrentPartnerContext.Provider>
    </QueryClientProvider>,
  );
  return { api, view };
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('AudiencesTab', () => {
  it("lists the campaign's audiences with their audiences, channels, rules and live fields", async () => {
    const { api } = renderTab([audience(1, 'Chrome runners')]);
    const row = (await screen.findByRole('cell', { name: 'Chrome runners' })).closest('tr')!;
    expect(within(row).getByText('Runners')).toBeInTheDocument();
    expect(within(row).getByText('Google')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 rule (Browser)');
    expect(within(row).getByText('headline')).toBeInTheDocument();
    expect(api.calls[0].path).toBe(`/api/audiences?campaignId=${CID}&partnerId=${PID}`);
  });

  it("shows a refused import in the server's words, exactly", async () => {
    const message = 'Upload failed. Check column names ["Colour"] (rows: [1])';
    const { api, view } = renderTab([], refused(message));
    await screen.findByText('No audiences yet: import a segment CSV or create one.');
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, csvFile('segments.csv', 'Segment name,Colour\na,b'));
    expect(await screen.findByRole('alert', { name: 'Import problem' })).toHaveTextContent(message);
    const sent = api.calls.find((c) => c.path.startsWith('/api/audiences/import'))!;
    expect(sent.path).toBe(`/api/audiences/import?campaignId=${CID}&partnerId=${PID}`);
    expect(sent.body).toEqual({ fileName: 'segments.csv', content: 'Segment name,Colour\na,b', platform: 'google' });
  });

  it('imports a file for Meta, lists the new audience and goes to the audiences tab', async () => {
    const { api, view } = renderTab([]);
    await screen.findByText('No audiences yet: import a segment CSV or create one.');
    await pick('Import for channel', 'Meta');
    await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type=file]')!, csvFile('Fans.csv', 'Segment name,Campaign Ids,Meta Ad Set\nFans,1,2'));
    expect(await screen.findByText("Imported 'Fans': 1 audiences.")).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Fans' })).toBeInTheDocument();
    expect((api.calls.find((c) => c.path.startsWith('/api/audiences/import'))!.body as { platform: string }).platform).toBe('facebook');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/campaigns/${CID}/audiences`));
  });

  it('creates an audience with a channel, a rule and a filter, then goes to /campaigns/{id}/audiences', async () => {
    const { api } = renderTab([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create audience' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Chrome runners');
    await userEvent.click(screen.getByRole('button', { name: /Add audience/ }));
    await userEvent.type(screen.getByLabelText('Audience id 1'), 'Runners');
    await userEvent.click(screen.getByRole('button', { name: /Add channel/ }));
    await userEvent.click(screen.getByRole('button', { name: /Add rule/ }));
    await userEvent.type(screen.getByLabelText('Rule name 1.1'), 'Runners in Chrome');
    await pick('Rule audience 1.1', 'Runners');
    await userEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await pick('Targeting option 1.1.1', 'Browser');
    await userEvent.type(screen.getByRole('combobox', { name: 'Filter values 1.1.1' }), 'Chrome{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/campaigns/${CID}/audiences`));
    expect(api.calls.find((c) => c.method === 'POST' && c.path.startsWith('/api/audiences?'))!.body).toEqual({
      name: 'Chrome runners',
      audiences: [{ audienceId: 'Runners', data: [] }],
      fieldsLive: [],
      channels: [{ platform: 'google', rules: [{ name: 'Runners in Chrome', audienceId: 'Runners', filters: [{ option: 'Browser', values: ['Chrome'] }] }] }],
    });
    expect(await screen.findByRole('cell', { name: 'Chrome runners' })).toBeInTheDocument();
  });

  it('offers only the targeting options of the chosen channel (001 9)', async () => {
    renderTab([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create audience' }));
    await userEvent.click(screen.getByRole('button', { name: /Add channel/ }));
    await pick('Channel 1', 'Meta');
    await userEvent.click(screen.getByRole('button', { name: /Add rule/ }));
    await userEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Targeting option 1.1.1' }));
    const options = await waitFor(() => {
      const last = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
      const found = [...last.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options).toEqual(['Facebook PageID', 'Ad set name']);
  });

  it('edits an audience (the server refusing a taken name in its words) and deletes one after confirming', async () => {
    const { api } = renderTab([audience(1, 'Chrome runners'), audience(2, 'Walkers')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Chrome runners' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Chrome runners'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Walkers');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already exist')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Runners everywhere');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect((api.calls.filter((c) => c.method === 'PUT')[1].body as AudienceDto).channels[0].rules[0].filters).toEqual([{ option: 'Browser', values: ['Chrome'] }]);
    expect(await screen.findByRole('cell', { name: 'Runners everywhere' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Runners everywhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Runners everywhere' })).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
