import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConceptDto } from '@shared/contracts/concepts';
import type { TemplateDto } from '@shared/contracts/templates';
import { emptyBrief } from '@shared/domain/concepts';
import type { Role } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { campaignTabs } from '@web/features/campaigns/campaign-rights';
import { campaignsPathTarget } from '@web/features/campaigns/campaigns-path';
import { actionsFor } from '@web/features/campaigns/components/campaign-row-actions';
import { campaign, campaignId, CONCEPT_ID, FRANCE, GERMANY, listAnswer, listItem, PID, settingsOf, TREE } from './campaign-fixtures';
import { currentPath, findHeading, openApp, signedInAs, userWith } from './helpers';
import { personalizeServer, TREE as PERSONALIZE_TREE, variant } from './personalize-grid-fixtures';

describe('campaign rules of the screens', () => {
  it('shows the tabs of the mode, as far as the role may see them (001 2, 6)', () => {
    expect(campaignTabs('SELF_SERVICE', 'selfServiceManager')).toEqual(['personalize', 'creatives', 'settings', 'tools']);
    expect(campaignTabs('MANAGED_SERVICE', 'admin')).toEqual(['assets', 'audiences', 'assemblies', 'variations', 'creatives', 'tickets', 'settings', 'tools']);
    expect(campaignTabs('MANAGED_SERVICE', 'manager')).toEqual(['creatives', 'settings']);
    expect(campaignTabs('SELF_SERVICE', 'reviewer')).toEqual(['creatives']);
    expect(campaignTabs('SELF_SERVICE', 'analyst')).toEqual([]);
  });

  it('tells a client id from a campaign id by the partners the caller sees', () => {
    expect(campaignsPathTarget(undefined, [PID])).toEqual({ kind: 'list' });
    expect(campaignsPathTarget(PID, [PID])).toEqual({ kind: 'client', partnerId: PID });
    expect(campaignsPathTarget(campaignId(1), [PID])).toEqual({ kind: 'campaign', campaignId: campaignId(1) });
  });

  it('offers the lifecycle actions of the state: a deleted campaign only comes back', () => {
    const all = { lock: true, archive: true, delete: true };
    expect(actionsFor({ qa: false, archived: false, deleted: false }, all)).toEqual(['lock', 'archive', 'delete']);
    expect(actionsFor({ qa: true, archived: true, deleted: false }, all)).toEqual(['unlock', 'unarchive', 'delete']);
    expect(actionsFor({ qa: false, archived: false, deleted: true }, all)).toEqual(['restore']);
    // a manager archives only (PUT archive is the campaign creators'; delete, restore and lock are admins' and self-service)
    const manager = { lock: false, archive: true, delete: false };
    expect(actionsFor({ qa: false, archived: false, deleted: false }, manager)).toEqual(['archive']);
    expect(actionsFor({ qa: false, archived: false, deleted: true }, manager)).toEqual([]);
  });
});

function listServer(role: Role, items = [listItem(1), listItem(2, { qa: true }), listItem(3, { status: 'archived', archived: true })]) {
  const views: Record<string, typeof items> = { active: items.filter((i) => !i.archived && !i.deleted), archived: items.filter((i) => i.archived && !i.deleted), deleted: items.filter((i) => i.deleted) };
  const counts = { active: views.active!.length, archived: views.archived!.length, deleted: views.deleted!.length };
  const answer = (id: string, patch: Partial<(typeof items)[number]>) => {
    const i = items.findIndex((c) => c._id === id);
    items[i] = { ...items[i]!, ...patch };
    return { body: campaign(1, items[i]) };
  };
  const server = signedInAs(userWith(role), {
    'GET /api/business-nodes': { body: TREE },
    'GET /api/campaigns': () => {
      const view = new URLSearchParams(server.calls.at(-1)!.path.split('?')[1]).get('view') ?? 'active';
      return { body: listAnswer(items.filter((i) => (view === 'deleted' ? i.deleted : view === 'archived' ? i.archived && !i.deleted : !i.archived && !i.deleted)), counts) };
    },
    [`PATCH /api/campaigns/${campaignId(1)}/lock`]: () => answer(campaignId(1), { qa: true }),
    [`PATCH /api/campaigns/${campaignId(1)}/delete`]: () => answer(campaignId(1), { deleted: true, status: 'deleted' }),
    [`PATCH /api/campaigns/${campaignId(1)}/restore`]: () => answer(campaignId(1), { deleted: false, status: 'active' }),
  });
  return server;
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('/campaigns', () => {
  it('lists the campaigns with their state; an admin locks one, deletes it and restores it from the deleted view', async () => {
    const server = listServer('admin');
    openApp('/campaigns');
    await findHeading('Campaigns');
    await screen.findByText('Campaign 1');
    expect(within(row('Campaign 2')).getByText('Locked')).toBeInTheDocument();
    expect(within(row('Campaign 1')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Campaign 1')).getByText('Germany')).toBeInTheDocument();
    expect(within(row('Campaign 1')).getByText('Decision Tree')).toBeInTheDocument();
    expect(screen.getByText('Archived (1)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lock Campaign 1' }));
    expect(await within(row('Campaign 1')).findByText('Locked')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PATCH' && c.path.startsWith(`/api/campaigns/${campaignId(1)}/lock`))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Campaign 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Campaign 1')).not.toBeInTheDocument());

    await userEvent.click(screen.getByText(/^Deleted/));
    const deleted = await screen.findByText('Campaign 1');
    expect(within(deleted.closest('tr') as HTMLElement).getByText('Deleted')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.includes('view=deleted'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Restore Campaign 1' }));
    await waitFor(() => expect(screen.queryByText('Campaign 1')).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.method === 'PATCH' && c.path.startsWith(`/api/campaigns/${campaignId(1)}/restore`))).toBe(true);
  });

  it('a manager archives but does not lock or delete; a reviewer only looks', async () => {
    listServer('manager');
    const first = openApp('/campaigns');
    await screen.findByText('Campaign 1');
    expect(screen.getByRole('button', { name: 'New campaign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive Campaign 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock Campaign 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Campaign 1' })).not.toBeInTheDocument();
    first.unmount();

    listServer('reviewer');
    openApp('/campaigns');
    await screen.findByText('Campaign 1');
    expect(screen.queryByRole('button', { name: 'New campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Archive|Delete|Lock/ })).not.toBeInTheDocument();
  });

  it('sends the search and the filters to the server', async () => {
    const server = listServer('selfServiceManager');
    openApp('/campaigns');
    await screen.findByText('Campaign 1');
    await userEvent.type(screen.getByLabelText('Search campaigns'), 'Summer{Enter}');
    await waitFor(() => expect(server.calls.some((c) => c.path.startsWith('/api/campaigns?') && c.path.includes('search=Summer'))).toBe(true));
  });

  it('/campaigns/{clientId} with the caller’s partner shows that partner’s list', async () => {
    listServer('manager');
    openApp(`/campaigns/${PID}`);
    await screen.findByText('Campaign 1');
    expect(currentPath()).toBe(`/campaigns?partner=${PID}`);
  });
});

function pageServer(role: Role, c = campaign(1)) {
  return signedInAs(userWith(role), {
    'GET /api/business-nodes': { body: TREE },
    [`GET /api/campaigns/${c._id}`]: { body: c },
    'GET /api/users/watchers': { body: [{ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Mona Manager', email: 'manager@example.com', role: 'manager' }] },
    [`GET /api/campaigns/${c._id}/settings`]: { body: settingsOf(c, role === 'manager' ? 'basic' : 'advanced') },
    [`PATCH /api/campaigns/${c._id}/settings`]: ({ body }) => ({ body: { message: MESSAGES.campaignSettingsUpdated, settings: { ...settingsOf(c, 'advanced'), ...(body as object) } } }),
  });
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('/campaigns/{id}', () => {
  it('a self-service campaign shows its four tabs to a self-service manager and opens on the first personalize tree', async () => {
    personalizeServer([variant(1)]);
    openApp(`/campaigns/${campaignId(1)}`);
    await findHeading('Campaign 1');
    expect(tabNames()).toEqual(['Personalize', 'Creatives', 'Settings', 'Tools']);
    expect(await screen.findByTestId('variant-grid')).toBeInTheDocument();
    expect(currentPath()).toBe(`/campaigns/${campaignId(1)}/personalize/${PERSONALIZE_TREE}`);
    expect(screen.getByText('Self service')).toBeInTheDocument();
  });

  it('a manager sees the creatives and settings tabs of a managed-service campaign; the audiences tab is not theirs', async () => {
    const server = pageServer('manager', campaign(1, { mode: 'MANAGED_SERVICE' }));
    server.table[`GET /api/campaigns/${campaignId(1)}/personalize/trees`] = { body: { trees: [], job: null } };
    server.table[`GET /api/campaigns/${campaignId(1)}/variations/list/all/all`] = { body: { variations: [] } };
    const first = openApp(`/campaigns/${campaignId(1)}`);
    await findHeading('Campaign 1');
    expect(tabNames()).toEqual(['Creatives', 'Settings']);
    // the creatives tab lists the campaign's variations, through the list call a manager may make
    expect(await screen.findByText('This campaign has no variations yet: generate them on the Variations tab.')).toBeInTheDocument();
    first.unmount();

    pageServer('manager', campaign(1, { mode: 'MANAGED_SERVICE' }));
    openApp(`/campaigns/${campaignId(1)}/audiences`);
    await waitFor(() => expect(currentPath()).toBe('/404'));
  });

  it('an admin sees every managed-service tab, each with content', async () => {
    const server = pageServer('admin', campaign(1, { mode: 'MANAGED_SERVICE' }));
    server.table['GET /api/audiences'] = { body: [] };
    openApp(`/campaigns/${campaignId(1)}/audiences`);
    await findHeading('Campaign 1');
    expect(tabNames()).toEqual(['Assets', 'Audiences', 'Assemblies', 'Variations', 'Creatives', 'Tickets', 'Settings', 'Tools']);
    expect(await screen.findByText('No audiences yet: import a segment CSV or create one.')).toBeInTheDocument();
  });
});

describe('campaign tabs by path', () => {
  it('every tab links to /campaigns/{id}/{tab}; /campaigns/{id} and the older ?tab= go on to a tab path; an unknown tab is /404', async () => {
    pageServer('admin', campaign(1, { mode: 'MANAGED_SERVICE' }));
    const first = openApp(`/campaigns/${campaignId(1)}`);
    await findHeading('Campaign 1');
    await waitFor(() => expect(currentPath()).toBe(`/campaigns/${campaignId(1)}/assets`));
    const links = (await screen.findAllByRole('tab')).map((t) => within(t).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['assets', 'audiences', 'assemblies', 'variations', 'creatives', 'tickets', 'settings', 'tools'].map((tab) => `/campaigns/${campaignId(1)}/${tab}`));
    first.unmount();

    const second = openApp(`/campaigns/${campaignId(1)}?tab=tickets`);
    await waitFor(() => expect(currentPath()).toBe(`/campaigns/${campaignId(1)}/tickets`));
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Tickets');
    second.unmount();

    openApp(`/campaigns/${campaignId(1)}/personalize`);
    await waitFor(() => expect(currentPath()).toBe('/404'));
  });
});

describe('/campaigns/{id}/settings', () => {
  it('a self-service manager sees basic and advanced settings and saves a change', async () => {
    const server = pageServer('selfServiceManager');
    openApp(`/campaigns/${campaignId(1)}/settings`);
    expect(await screen.findByText('Advanced settings')).toBeInTheDocument();
    expect(screen.getByText('Basic settings')).toBeInTheDocument();
    expect(screen.getByText('The market cannot be changed after a creative concept has been selected')).toBeInTheDocument();
    server.table['GET /api/campaigns/exists'] = { body: { exists: false } };
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Campaign settings updated successfully')).toBeInTheDocument();
    const patch = server.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ name: 'Renamed' });
  });

  it('names a chosen watcher the watchers search does not answer (read with the settings)', async () => {
    const server = pageServer('manager');
    const watcher = { _id: 'bbbbbbbbbbbbbbbbbbbbbbb9', name: 'Otto Outside', email: 'otto@example.com' };
    server.table[`GET /api/campaigns/${campaignId(1)}/settings`] = { body: { ...settingsOf(campaign(1), 'basic'), watcherIds: [watcher._id], watchers: [watcher] } };
    openApp(`/campaigns/${campaignId(1)}/settings`);
    expect(await screen.findByText('Otto Outside (otto@example.com)')).toBeInTheDocument();
    expect(screen.queryByText(watcher._id)).not.toBeInTheDocument();
  });

  it('a manager sees basic settings only; a reviewer cannot open settings', async () => {
    pageServer('manager');
    const first = openApp(`/campaigns/${campaignId(1)}/settings`);
    expect(await screen.findByText('Basic settings')).toBeInTheDocument();
    expect(screen.queryByText('Advanced settings')).not.toBeInTheDocument();
    expect(screen.getByText('Your role changes the basic settings only.')).toBeInTheDocument();
    first.unmount();

    pageServer('reviewer');
    openApp(`/campaigns/${campaignId(1)}/settings`);
    await waitFor(() => expect(currentPath()).toBe('/404'));
  });
});

const readyConcept: ConceptDto = {
  _id: CONCEPT_ID,
  partnerId: PID,
  name: 'Summer Launch',
  status: 'ready',
  brief: { ...emptyBrief(), channels: { google: { display: true } }, formats: { google: { display: ['300x250', '728x90'] } } },
  rejection: null,
  nodeIds: [GERMANY, FRANCE],
  submittedBy: 'x',
  createdBy: 'x',
  campaigns: [],
  archived: false,
  createdAt: 1,
  updatedAt: 1,
};
const template = (id: string, name: string, approved: boolean) => ({ _id: id, partnerId: PID, conceptId: CONCEPT_ID, name, size: name.split('-')[0], type: 'html', current: null, version: 1, generation: 1, approved, inUse: false, archived: false, generations: [], thumbnails: null, previewUrl: null, createdAt: 1, updatedAt: 1 }) as TemplateDto;

function createServer(post: (body: unknown) => { status?: number; body?: unknown }) {
  return signedInAs(userWith('selfServiceManager'), {
    'GET /api/business-nodes': { body: TREE },
    [`GET /api/concepts/${CONCEPT_ID}`]: { body: readyConcept },
    [`GET /api/concepts/${CONCEPT_ID}/templates`]: { body: { templates: [template('dddddddddddddddddddddd01', '300x250-summer', true), template('dddddddddddddddddddddd02', '728x90-summer', false)] } },
    'GET /api/campaigns/exists': ({ headers }) => (void headers, { body: { exists: false } }),
    'POST /api/campaigns': ({ body }) => post(body),
    'GET /api/campaigns': { body: listAnswer([]) },
  });
}

/** Types the flight's first and last day into the range picker. */
async function fillFlight(start: string, end: string) {
  for (const [placeholder, day] of [['Start date', start], ['End date', end]] as const) {
    const input = screen.getByPlaceholderText(placeholder);
    await userEvent.click(input);
    await userEvent.type(input, `${day}{Enter}`);
  }
}

describe('/concepts/{conceptId}/campaign', () => {
  it('creates a campaign from the ready concept: its market, formats and approved templates; then the list with the spec’s notice', async () => {
    const server = createServer((body) => ({ status: 201, body: campaign(1, { name: (body as { name: string }).name }) }));
    openApp(`/concepts/${CONCEPT_ID}/campaign`);
    await findHeading('New campaign from Summer Launch');
    expect(await screen.findByRole('checkbox', { name: '300x250-summer (html)' })).toBeChecked();
    expect(screen.queryByText('728x90-summer (html)')).not.toBeInTheDocument();
    // the 728x90 template is not approved: that format would stay empty, and the form says so
    expect(screen.getByRole('checkbox', { name: '728x90 (no template: stays empty)' })).toBeChecked();
    expect(screen.getByText('No chosen template fills 728x90: it stays empty in the campaign until a template of its size is added.')).toBeInTheDocument();

    // taken name
    server.table['GET /api/campaigns/exists'] = { body: { exists: true } };
    await userEvent.type(screen.getByLabelText('Name'), 'Summer DE');
    expect(await screen.findByText(MESSAGES.alreadyExist)).toBeInTheDocument();
    server.table['GET /api/campaigns/exists'] = { body: { exists: false } };
    await userEvent.type(screen.getByLabelText('Name'), ' 2');
    await waitFor(() => expect(screen.queryByText(MESSAGES.alreadyExist)).not.toBeInTheDocument());

    await userEvent.click(screen.getByLabelText('Market'));
    await userEvent.click(await screen.findByTitle('Germany'));

    await fillFlight('2099-01-01', '2099-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText("You've created your campaign.")).toBeInTheDocument();
    expect(screen.getByText('Your Campaign is ready to be personalised.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Summer DE 2',
      businessNodeId: GERMANY,
      conceptId: CONCEPT_ID,
      platform: 'google',
      templateIds: ['dddddddddddddddddddddd01'],
      formats: [
        { platform: 'google', channel: 'display', format: '300x250' },
        { platform: 'google', channel: 'display', format: '728x90' },
      ],
      flightDates: { start: '2099-01-01', end: '2099-01-31' },
    });
  });

  it('Enter in the flight dates confirms the days without creating the campaign; the top bar highlights Campaigns, not Concepts', async () => {
    const server = createServer((body) => ({ status: 201, body: campaign(1, { name: (body as { name: string }).name }) }));
    openApp(`/concepts/${CONCEPT_ID}/campaign`);
    await screen.findByRole('checkbox', { name: '300x250-summer (html)' });
    const selected = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('menuitem').filter((i) => i.classList.contains('ant-menu-item-selected'));
    expect(selected.map((i) => i.textContent)).toEqual(['Campaigns']);
    await userEvent.type(screen.getByLabelText('Name'), 'Summer Enter');
    await userEvent.click(screen.getByLabelText('Market'));
    await userEvent.click(await screen.findByTitle('Germany'));
    await fillFlight('2099-01-01', '2099-01-31');
    await userEvent.keyboard('{Enter}');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(currentPath()).toBe(`/concepts/${CONCEPT_ID}/campaign`);
    expect(screen.getByPlaceholderText('End date')).toHaveValue('2099-01-31');
    // the form's button creates it
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers the templates the chosen platform takes: display sizes to the ad server, Meta sizes to Meta', async () => {
    const server = createServer((body) => ({ status: 201, body: campaign(1, { name: (body as { name: string }).name }) }));
    const both = { ...readyConcept, brief: { ...readyConcept.brief, formats: { google: { display: ['300x250'] }, facebook: { static: ['singleImage-square'] } } } };
    server.table[`GET /api/concepts/${CONCEPT_ID}`] = { body: both };
    server.table[`GET /api/concepts/${CONCEPT_ID}/templates`] = {
      body: { templates: [template('dddddddddddddddddddddd01', '300x250-summer', true), template('dddddddddddddddddddddd03', '1080x1080-summer-meta', true)] },
    };
    openApp(`/concepts/${CONCEPT_ID}/campaign`);
    expect(await screen.findByRole('checkbox', { name: '300x250-summer (html)' })).toBeChecked();
    expect(screen.queryByText('1080x1080-summer-meta (html)')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Platform'));
    await userEvent.click(await screen.findByTitle('Meta'));
    expect(await screen.findByRole('checkbox', { name: '1080x1080-summer-meta (html)' })).toBeChecked();
    expect(screen.queryByText('300x250-summer (html)')).not.toBeInTheDocument();
    // a Meta template without the publishing fields says what Meta publishing will miss
    expect(screen.getByTestId('meta-fields-missing')).toHaveTextContent('1080x1080-summer-meta has no Primary text, Website URL, Call to action for Meta publishing.');

    await userEvent.type(screen.getByLabelText('Name'), 'Summer Meta');
    await userEvent.click(screen.getByLabelText('Market'));
    await userEvent.click(await screen.findByTitle('Germany'));
    await fillFlight('2099-01-01', '2099-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ platform: 'facebook', templateIds: ['dddddddddddddddddddddd03'] });
  });

  it('refuses flight dates before today with the spec’s message, sending nothing', async () => {
    const server = createServer(() => ({ status: 201, body: campaign(1) }));
    openApp(`/concepts/${CONCEPT_ID}/campaign`);
    await screen.findByRole('checkbox', { name: '300x250-summer (html)' });
    await userEvent.type(screen.getByLabelText('Name'), 'Summer past');
    await fillFlight('2020-01-01', '2020-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(MESSAGES.flightDatesInPast)).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a refusal stays on the form with "Something went wrong :(" and the server’s message until closed', async () => {
    createServer(() => ({ status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: MESSAGES.templatesNotProvided } }));
    openApp(`/concepts/${CONCEPT_ID}/campaign`);
    await screen.findByRole('checkbox', { name: '300x250-summer (html)' });
    await userEvent.type(screen.getByLabelText('Name'), 'Summer FR');
    await userEvent.click(screen.getByLabelText('Market'));
    await userEvent.click(await screen.findByTitle('France'));
    await fillFlight('2099-01-01', '2099-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Something went wrong :(')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.templatesNotProvided)).toBeInTheDocument();
    expect(currentPath()).toBe(`/concepts/${CONCEPT_ID}/campaign`);
  });
});

describe('/campaigns/{id}/tools and /campaigns/{id}/storyboards', () => {
  it('tools show the state with its actions and the publishing data; a failed read says so in the spec’s words', async () => {
    const c = campaign(1, { qa: true });
    const server = pageServer('selfServiceAdmin', c);
    server.table[`GET /api/campaigns/${c._id}/publishing`] = { body: { campaignId: c._id, publishing: c.publishing, deliveries: { adServer: 'NON_TRAFFICKED' }, platform: 'google' } };
    server.table[`GET /api/campaigns/${c._id}/datasources/live`] = { body: { feed: null, rows: [] } };
    server.table[`GET /api/campaigns/${c._id}/datasources/live/changes`] = { body: [] };
    const first = openApp(`/campaigns/${c._id}/tools`);
    expect(await screen.findByText('Non-Trafficked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock Campaign 1' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Connect a feed')).toBeInTheDocument();
    first.unmount();

    server.table[`GET /api/campaigns/${c._id}/publishing`] = { status: 403, body: { statusCode: 403, kind: 'NOT_ALLOWED', message: 'Access to the Campaign denied' } };
    openApp(`/campaigns/${c._id}/tools`);
    expect(await screen.findByText(MESSAGES.publishingDataFetchFailed)).toBeInTheDocument();
  });

  it('the storyboards of the campaign’s concept open under the campaign', async () => {
    const c = campaign(1);
    const server = pageServer('reviewer', c);
    server.table[`GET /api/concepts/${CONCEPT_ID}`] = { body: readyConcept };
    server.table[`GET /api/assets/concepts/${CONCEPT_ID}/storyboards`] = { body: [] };
    openApp(`/campaigns/${c._id}/storyboards`);
    await findHeading('Campaign 1');
    expect(await screen.findByRole('link', { name: 'Summer Launch' })).toHaveAttribute('href', `/concepts/${CONCEPT_ID}`);
    expect(screen.getByText(/No storyboards yet/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('/campaigns/new', () => {
  it('without a concept: Meta by default (001 1), no templates, no concept sent', async () => {
    const server = createServer((body) => ({ status: 201, body: campaign(2, { name: (body as { name: string }).name }) }));
    openApp('/campaigns/new');
    await findHeading('New campaign');
    await userEvent.type(screen.getByLabelText('Name'), 'Meta only');
    await userEvent.click(screen.getByLabelText('Market'));
    await userEvent.click(await screen.findByTitle('France'));
    await fillFlight('2099-03-01', '2099-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Meta only', businessNodeId: FRANCE, platform: 'facebook', templateIds: [], formats: [] });
    expect(post.body).not.toHaveProperty('conceptId');
  });
});
