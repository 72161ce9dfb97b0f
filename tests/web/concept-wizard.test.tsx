/**
 * The Request New Concept wizard (000 2.5, 4, 5) as a user drives it: the drawer's header and footer, the step
 * validation messages, Save Draft with its dialog, a draft reopened at its step, Finish & Send and the take-off screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConceptDto, UpsertBriefBody } from '@shared/contracts/concepts';
import { emptyBrief, type Brief } from '@shared/domain/concepts';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const BRAND = 'dddddddddddddddddddddd01';
const GERMANY = 'dddddddddddddddddddddd02';
const DRAFT_ID = 'eeeeeeeeeeeeeeeeeeeeee01';
const node = (id: string, name: string, type: string, children: unknown[] = []) => ({
  _id: id, name, type, parentId: null, marketId: null, allowed: true, readAllowed: true, writeAllowed: true, children,
});
const TREE = [node(BRAND, 'Sparkle', 'brand', [node(GERMANY, 'Germany', 'market')])];
const libraryAsset = (n: number, name: string) => ({
  _id: `ffffffffffffffffffffff0${n}`, partnerId: PID, name, type: 'logos', mimeType: 'image/png', format: 'png', size: 10, hash: `h${n}`, url: null, thumbLocation: null, contentUrl: null,
  dimension: null, duration: null, tags: [], businessNodes: [GERMANY], additionalNodes: [], nodeIds: [GERMANY], parentId: null, children: 0, isIndependent: true,
  isFromDam: true, isLink: false, archived: false, status: 'ready', error: null, mergedInto: null, createdAt: 1, createdBy: 'x', updatedAt: 1, updatedBy: 'x',
});

function conceptOf(body: UpsertBriefBody, id = DRAFT_ID): ConceptDto {
  const brief = body.brief as Brief;
  return {
    _id: id, partnerId: PID, name: brief.intro.name.trim(), status: body.status, brief, nodeIds: brief.intro.businessNodes,
    submittedBy: null, createdBy: 'u', campaigns: [], archived: false, createdAt: 1, updatedAt: 2,
  };
}

/** The wizard's server: name check ('Taken' is used), brief upsert, one draft, the tree and a small library. */
function wizardServer(draft?: ConceptDto) {
  const saved: UpsertBriefBody[] = [];
  const api = signedInAs(userWith('selfServiceManager'), {
    'GET /api/business-nodes': { body: TREE },
    'GET /api/concepts': { body: { total: 0, results: [] } },
    'GET /api/concepts/name-exists': () => ({ body: { exists: new URL(api.calls.at(-1)!.path, 'http://x').searchParams.get('name')!.toLowerCase() === 'taken' } }),
    'POST /api/concepts/brief': ({ body }) => {
      saved.push(body as UpsertBriefBody);
      return { status: 201, body: conceptOf(body as UpsertBriefBody) };
    },
    'GET /api/assets/single-files/brief/suggested-assets': { body: { results: [] } },
    'GET /api/assets/single-files': { body: { total: 2, results: [libraryAsset(1, 'logo.png'), libraryAsset(2, 'logo-dark.png')] } },
    // Once sent, the draft reads back with its new status (finishing refetches it).
    ...(draft ? { [`GET /api/concepts/${draft._id}`]: () => ({ body: saved.some((b) => b.status !== 'Draft') ? { ...draft, status: 'StoryboardsInProgress' } : draft }) } : {}),
  });
  return { api, saved };
}

const drawer = async () => (await screen.findByText('Request new concept', { selector: '.ant-drawer-title span' }, { timeout: 15_000 })).closest('.ant-drawer') as HTMLElement;
/** Next is hidden while the step's entry animation runs (800 ms after 100 ms). */
const next = async (label: string) => userEvent.click(await screen.findByRole('button', { name: `Next: ${label}` }, { timeout: 3_000 }));

async function chooseOption(label: string, search: string, option: string) {
  const user = userEvent.setup();
  const box = screen.getByLabelText(label);
  await user.click(box);
  await user.type(box, search);
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content, .ant-select-tree-title' }, { timeout: 3_000 }));
}

// A whole walk through the drawer with its step animations takes a while under jsdom on a shared machine.
describe('Request New Concept wizard', { timeout: 120_000 }, () => {
  it('validates the details, objectives and formats, applies recommendations and saves a draft at its step', async () => {
    const { saved } = wizardServer();
    openApp('/concepts');
    await findHeading('Concepts');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request New Concept' }));
    const panel = await drawer();
    expect(within(panel).getByRole('button', { name: 'Save Draft' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(panel).getByText('Step 1 of 7: Details')).toBeInTheDocument();

    await next('Objectives');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one market')).toBeInTheDocument();
    expect(screen.getByText('Please select the language(s) your concept will use e.g. English')).toBeInTheDocument();

    const name = screen.getByLabelText('Concept name');
    await user.type(name, ' Taken');
    expect(await screen.findByText('Spaces are not allowed in the beginning of the name')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Taken');
    expect(await screen.findByText('This concept name has been used before')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Summer Launch');
    await chooseOption('Markets', 'Germ', 'Germany (market)');
    await chooseOption('Languages', 'Engl', 'English');
    await waitFor(() => expect(screen.queryByText('This concept name has been used before')).not.toBeInTheDocument());
    await next('Objectives');

    expect(await screen.findByText('Step 2 of 7: Objectives')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back: Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Custom' }));
    await next('Channels');
    expect(await screen.findByText('Please enter a description')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'A summer push');
    await user.click(screen.getByRole('checkbox', { name: 'Awareness' }));
    await next('Channels');

    expect(await screen.findByText('Step 3 of 7: Channels')).toBeInTheDocument();
    expect(screen.getAllByText('Recommended')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Apply recommendation' }));
    expect(screen.getByRole('checkbox', { name: 'Google Display' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'YouTube Video' })).toBeChecked();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled(), { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(/Your campaign has been saved to your Concepts folder/)).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ status: 'Draft', isLastStep: false, brief: { intro: { name: 'Summer Launch', businessNodes: [GERMANY], languages: ['en'] } } });
    expect(saved[0].brief.meta.currentStep).toBe('CHANNELS');
    expect(saved[0]._id).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Return to Concept Set Up' }));

    await next('Formats');
    expect(await screen.findByText('Step 4 of 7: Formats')).toBeInTheDocument();
    const google = screen.getByText('Google Display').closest('.ant-card') as HTMLElement;
    expect(within(google).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(google).getByRole('button', { name: 'Show all Google Display' }));
    expect(within(google).getAllByRole('checkbox')).toHaveLength(43);
    await user.click(within(google).getByRole('button', { name: 'Hide all Google Display' }));
    await user.click(within(google).getByRole('button', { name: 'Clear all Google Display' }));
    await next('Assets');
    expect(await screen.findByText('Please select at least one format for every channel')).toBeInTheDocument();
    await user.click(within(google).getByRole('button', { name: 'Select all Google Display' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findAllByText(/Your campaign has been saved/);
    // The second save rewrites the same draft.
    expect(saved[1]).toMatchObject({ _id: DRAFT_ID, status: 'Draft' });
    expect(saved[1].brief.meta.currentStep).toBe('FORMATS');
    expect(saved[1].brief.formats.google?.display).toHaveLength(43);
  });

  it('reopens a draft at its step, requires brands, fonts and logos, and finishes with the take-off screen', async () => {
    const brief = emptyBrief();
    brief.intro = { name: 'Autumn', businessNodes: [GERMANY], languages: ['de'] };
    brief.channels = { google: { display: true } };
    brief.formats = { google: { display: ['300x250'] } };
    brief.assets = [
      { _id: 'ffffffffffffffffffffff11', isFromDam: true, isLink: false, name: 'guide.pdf', url: '', type: 'brands' },
      { _id: 'ffffffffffffffffffffff12', isFromDam: true, isLink: false, name: 'font.ttf', url: '', type: 'fonts' },
      { _id: 'ffffffffffffffffffffff13', isFromDam: false, isLink: true, name: 'board.png', url: `assets-temp/${PID}/ffffffffffffffffffffff13/board.png`, type: 'creatives' },
    ];
    brief.meta.currentStep = 'ASSETS';
    const draft = conceptOf({ brief, status: 'Draft', isLastStep: false });
    const { saved, api } = wizardServer(draft);
    // Finish turns the temporary link into a library asset first.
    api.table['POST /api/assets/single-files/brief/create-single-files-from-urls'] = {
      body: { assets: [{ tempAssetId: 'ffffffffffffffffffffff13', _id: 'ffffffffffffffffffffff99', name: 'board.png', type: 'creatives' }] },
    };
    openApp(`/concepts?brief=${DRAFT_ID}`);
    const panel = await drawer();
    expect(await within(panel).findByText('Step 5 of 7: Assets')).toBeInTheDocument();
    const user = userEvent.setup();

    await next('Creative Direction');
    expect(await screen.findByText('Please add files for brands, fonts and logos')).toBeInTheDocument();
    expect(screen.getByText('Missing: Logos')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Logos/ }));
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = (await screen.findByText('Choose logos from the library')).closest('.ant-modal') as HTMLElement;
    await user.click(await within(picker).findByRole('checkbox', { name: 'Pick logo.png' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Remove logo.png' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please add files for brands, fonts and logos')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Summary' }));
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('guide.pdf (brands)')).toBeInTheDocument();
    expect(within(summary).getByText('Germany')).toBeInTheDocument();
    expect(within(summary).getByText('German')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    await next('Creative Direction');
    await next('Sign Off');
    expect(await screen.findByText('Please describe the creative direction')).toBeInTheDocument();
    const direction = screen.getByLabelText('Creative direction');
    await user.type(direction, 'Warm colours');
    await next('Sign Off');
    expect(await screen.findByText('Storyboards: 3-10 working days')).toBeInTheDocument();
    const finish = await screen.findByRole('button', { name: /Finish & Send/ }, { timeout: 3_000 });
    expect(within(finish).getByRole('img', { name: 'check' })).toBeInTheDocument();
    await user.click(finish);
    expect(await screen.findByText('Please accept the agreement')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I confirm this brief is complete/ }));
    await user.click(finish);

    expect(await screen.findByText('Our team will have designs ready for review in 3-10 working days')).toBeInTheDocument();
    expect(screen.getByText('Thank you for requesting Autumn!')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ _id: DRAFT_ID, status: 'StoryboardsInProgress', isLastStep: true, brief: { otherBusiness: { text: 'Warm colours' } } });
    expect(saved[0].brief.assets.map((a) => [a.name, a._id, a.isFromDam])).toEqual([
      ['guide.pdf', 'ffffffffffffffffffffff11', true],
      ['font.ttf', 'ffffffffffffffffffffff12', true],
      ['board.png', 'ffffffffffffffffffffff99', true],
      ['logo.png', 'ffffffffffffffffffffff01', true],
    ]);
    const promoted = api.calls.find((c) => c.path.startsWith('/api/assets/single-files/brief/create-single-files-from-urls'))!;
    expect(promoted.body).toMatchObject({ tempAssetData: [{ _id: 'ffffffffffffffffffffff13' }], nodeIds: [GERMANY] });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Thank you for requesting Autumn!')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('Cancel asks first; Return to Concept Set Up keeps the wizard, confirming closes it without saving', async () => {
    const { saved } = wizardServer();
    openApp('/concepts?brief=new');
    await drawer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Concept name'), 'Unsaved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Are you sure you want to cancel? Your setup progress will be lost')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Concept Set Up' }));
    expect(screen.getByLabelText('Concept name')).toHaveValue('Unsaved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Concept name')).not.toBeInTheDocument());
    expect(saved).toHaveLength(0);
  });
});
