/**
 * The Assemblies tab: the campaign's assemblies listed, a CSV imported as multipart field `file`, each refusal of the
 * server shown word for word (the four messages of 001 5), delete one and delete all after a confirmation.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssemblyDto } from '@shared/contracts/assemblies';
import { AssembliesTab } from '@web/features/assemblies';
import { mockApi } from './helpers';

const CAMPAIGN = 'cccccccccccccccccccccc01';
const assembly = (n: number, userSegment: string): AssemblyDto => ({
  _id: `eeeeeeeeeeeeeeeeeeeeee${String(n).padStart(2, '0')}`,
  campaignId: CAMPAIGN,
  userSegment,
  fbCampaignId: '120210000000000101',
  adSetId: `12021000000000101${n}`,
  adName: `${userSegment} ad`,
  squareVideo: 'https://cdn.example.com/sq.mp4',
  horizontalVideo: '',
  verticalVideo: 'https://cdn.example.com/v.mov',
  primaryText: 'Stay fresh',
  websiteUrl: 'https://sparkle.example.com',
  cta: 'shop now',
  headline: '',
  description: '',
  displayLink: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

function server(initial: AssemblyDto[], importReply?: { status: number; message: string }) {
  const rows = [...initial];
  const table: Parameters<typeof mockApi>[0] = {
    'GET /api/assemblies': () => ({ body: rows }),
    'POST /api/assemblies/import': () => {
      if (importReply) return { status: importReply.status, body: { statusCode: importReply.status, kind: 'UNPROCESSABLE_ENTITY', message: importReply.message } };
      rows.push(assembly(9, 'Imported segment'));
      return { body: { imported: 1, assemblies: rows } };
    },
    'DELETE /api/assemblies/all': () => {
      const deleted = rows.splice(0).length;
      return { body: { deleted } };
    },
  };
  for (const a of initial) {
    table[`DELETE /api/assemblies/${a._id}`] = () => {
      rows.splice(rows.indexOf(a), 1);
      return { body: { deleted: 1 } };
    };
  }
  return mockApi(table);
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AssembliesTab campaignId={CAMPAIGN} />
    </QueryClientProvider>,
  );
}

const csvFile = () => new File(['UserSegment,FB Campaign ID\n'], 'assemblies.csv', { type: 'text/csv' });
const chooseFile = async () => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, csvFile());
};

describe('AssembliesTab', () => {
  it('lists the assemblies and imports a CSV as multipart field "file"', async () => {
    const api = server([assembly(1, 'Fitness fans'), assembly(2, 'Gamers')]);
    open();
    expect(await screen.findByRole('cell', { name: 'Fitness fans' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: 'Square, Vertical' })).toHaveLength(2);
    await chooseFile();
    expect(await screen.findByText('1 assembly imported')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Imported segment' })).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/assemblies/import?campaignId=${CAMPAIGN}`);
    expect((post.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it.each([
    'Upload failed. CSV is missing the following columns: ["Website URL", "CTA"].',
    'Upload failed. Please make sure you have included all required values (column "Ad Name", row 3).',
    'Upload failed. Check column ["CTA"] (rows: [2, 4])',
    'Upload failed. Check column names ["UserSegment", "Ad Set ID"] (rows: [2, 3])',
  ])('shows the refusal word for word: %s', async (message) => {
    server([], { status: 422, message });
    open();
    expect(await screen.findByText('No assemblies yet: import a CSV')).toBeTruthy();
    await chooseFile();
    const alert = await screen.findByLabelText('Import failed');
    expect(alert.textContent).toBe(message);
  });

  it('deletes one after a confirmation, then all', async () => {
    const api = server([assembly(1, 'Fitness fans'), assembly(2, 'Gamers')]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fitness fans' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Fitness fans' })).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/assemblies/${assembly(1, '')._id}`)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const confirm = await screen.findByText('Every assembly of this campaign is deleted.');
    await userEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No assemblies yet: import a CSV')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/assemblies/all?campaignId=${CAMPAIGN}`)).toBe(true);
  });
});
