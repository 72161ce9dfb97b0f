/**
 * The personalize signal editors: user segments (types by platform, 'Cannot create a user segment' / 'Cannot update a
 * user segment'), schedules ('Cannot create a schedule' / 'Cannot update a schedule'), signals edit (assign and
 * unassign, the schedule-without-segment warning, 'Cannot update signals'), the signals CSV upload (each 'Upload
 * failed...' message as the server says it, 'CSV uploaded successfully', 'Failed to import signals') and the DV360 and
 * Meta imports ('Imported segments successfully', 'Failed to import segments', the loading failures).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportAdSetsModal, ImportLineItemsModal, ScheduleModal, SignalsEditModal, SignalsUploadModal, UserSegmentModal } from '@web/features/personalize/editors';
import { mockApi } from './helpers';
import { B, bodiesOf, CID, findModal, renderModal, TID, variant, VID } from './personalize-editor-fixtures';

const SEG = 'abababababababababab0001';
const SCH = 'abababababababababab0002';
const segment = { _id: SEG, campaignId: CID, treeId: TID, name: 'Students', type: 'userSegment' as const, segmentType: 'cmPlacement', values: ['123'], revision: 1 };
const schedule = { _id: SCH, campaignId: CID, treeId: TID, name: 'Summer weekends', type: 'schedule' as const, startDate: '2026-06-01T00:00:00.000Z', endDate: '2026-08-31T23:00:00.000Z', revision: 1 };
const failed = (status = 422, message = 'Wrong params') => ({ status, body: { statusCode: status, kind: 'UNPROCESSABLE_ENTITY', message } });

async function pick(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('User segments', () => {
  it("offers the ad server every type but Meta's ad sets, and Meta only those", async () => {
    mockApi({});
    const { unmount } = renderModal(<UserSegmentModal open campaignId={CID} treeId={TID} platform="google" onClose={() => undefined} onSaved={() => undefined} />);
    await findModal('New user segment');
    await userEvent.click(screen.getByRole('combobox', { name: 'Segment type' }));
    const labels = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(labels()).toContain('DV360 Line Item'));
    expect(labels().some((l) => l?.includes('Meta Ad Set'))).toBe(false);
    unmount();
    renderModal(<UserSegmentModal open campaignId={CID} treeId={TID} platform="facebook" onClose={() => undefined} onSaved={() => undefined} />);
    await findModal('New user segment');
    await userEvent.click(screen.getByRole('combobox', { name: 'Segment type' }));
    await waitFor(() => expect(labels()).toEqual(['Meta Ad Set / FB Ad Set']));
  });

  it('creates a segment with its values and campaign ids; a line break or a taken name is refused first', async () => {
    const onSaved = vi.fn();
    const api = mockApi({ [`GET ${B}/signals/exist`]: { body: { exists: true } }, [`POST ${B}/signal`]: { status: 201, body: segment } });
    renderModal(<UserSegmentModal open campaignId={CID} treeId={TID} platform="google" onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('New user segment');
    await userEvent.type(modal.getByRole('textbox', { name: 'Segment name' }), 'Students');
    await pick('Segment type', 'DV360 Line Item');
    await userEvent.type(modal.getByRole('combobox', { name: 'Values' }), '111{Enter}222{Enter}');
    await userEvent.type(await modal.findByRole('combobox', { name: 'Campaign Ids' }), '9001{Enter}');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('A signal with this name already exists')).toBeInTheDocument();
    api.table[`GET ${B}/signals/exist`] = { body: { exists: false } };
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(segment));
    expect(bodiesOf(api.calls, 'POST', `${B}/signal`)).toEqual([{ type: 'userSegment', name: 'Students', segmentType: 'dv360LineItem', values: ['111', '222'], campaignIds: ['9001'] }]);
  });

  it("says 'Cannot update a user segment' or 'Cannot create a user segment' when the call fails", async () => {
    const api = mockApi({ [`PUT ${B}/signals/${SEG}`]: failed(), [`POST ${B}/signal`]: failed(), [`GET ${B}/signals/exist`]: { body: { exists: false } } });
    const { unmount } = renderModal(<UserSegmentModal open campaignId={CID} treeId={TID} platform="google" segment={segment} onClose={() => undefined} onSaved={() => undefined} />);
    await userEvent.click((await findModal('Edit user segment')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot update a user segment')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PUT', `${B}/signals/${SEG}`)).toEqual([{ type: 'userSegment', name: 'Students', segmentType: 'cmPlacement', values: ['123'] }]);
    unmount();
    renderModal(<UserSegmentModal open campaignId={CID} treeId={TID} platform="google" onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('New user segment');
    await userEvent.type(modal.getByRole('textbox', { name: 'Segment name' }), 'Lapsed');
    await userEvent.type(modal.getByRole('combobox', { name: 'Values' }), '5{Enter}');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot create a user segment')).toBeInTheDocument();
  });
});

describe('Schedules', () => {
  it("edits a schedule in the market's time zone, and says 'Cannot update a schedule' when refused", async () => {
    const api = mockApi({ [`PUT ${B}/signals/${SCH}`]: failed(), [`GET ${B}/signals`]: { body: { signals: [schedule], timeZone: 'Europe/Berlin' } } });
    renderModal(<ScheduleModal open campaignId={CID} treeId={TID} schedule={schedule} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Edit schedule');
    expect(await modal.findByText("Times are in the market's time zone: Europe/Berlin")).toBeInTheDocument();
    // stored as instants (00:00 UTC on 1 June, summer time in Berlin): shown and sent as Berlin's wall time
    expect(await modal.findByText('Starts 2026-06-01 02:00 Europe/Berlin (UTC+2, 00:00 UTC)')).toBeInTheDocument();
    await pick('Days of the week', 'Saturday');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot update a schedule')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PUT', `${B}/signals/${SCH}`)).toEqual([{ type: 'schedule', name: 'Summer weekends', startDate: '2026-06-01T02:00', endDate: '2026-09-01T01:00', daysOfWeek: [6] }]);
  });

  it("needs a start and an end; says 'Cannot create a schedule' when refused", async () => {
    const api = mockApi({ [`POST ${B}/signal`]: failed(), [`GET ${B}/signals/exist`]: { body: { exists: false } }, [`GET ${B}/signals`]: { body: { signals: [], timeZone: 'America/New_York' } } });
    renderModal(<ScheduleModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('New schedule');
    expect(await modal.findByText("Times are in the market's time zone: America/New_York")).toBeInTheDocument();
    await userEvent.type(await modal.findByRole('textbox', { name: 'Schedule name' }), 'Winter');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('Choose when the schedule starts and ends')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/signal`)).toHaveLength(0);
  });
});

describe('Signals edit', () => {
  const signals = { [`GET ${B}/signals`]: { body: { signals: [segment, schedule] } } };

  it('assigns the chosen signals to every variant; a schedule without a segment warns first', async () => {
    const onSaved = vi.fn();
    const two = [variant(), variant({ _id: 'eeeeeeeeeeeeeeeeeeeeee02', name: 'Zero Splash' })];
    const api = mockApi({ ...signals, [`PATCH ${B}/formats/signals`]: { body: { variants: two } } });
    renderModal(<SignalsEditModal open campaignId={CID} treeId={TID} platform="google" variants={two} onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('Edit signals');
    await pick('Schedules', 'Summer weekends · 2026-06-01 00:00 – 2026-08-31 23:00 UTC');
    expect(await modal.findByText(/Schedules need a user segment/)).toBeInTheDocument();
    await pick('User segments', 'Students');
    await waitFor(() => expect(modal.queryByText(/Schedules need a user segment/)).toBeNull());
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(two));
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/signals`)).toEqual([{ variants: [VID, 'eeeeeeeeeeeeeeeeeeeeee02'], userSegment: [SEG], schedule: [SCH] }]);
  });

  it("unassigns, and says 'Cannot update signals' when refused", async () => {
    const api = mockApi({ ...signals, [`PATCH ${B}/formats/signals`]: failed() });
    const assigned = variant({ signals: { userSegment: [{ _id: SEG, name: 'Students', type: 'userSegment' }], schedule: [] } });
    renderModal(<SignalsEditModal open campaignId={CID} treeId={TID} platform="google" variants={[assigned]} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Edit signals');
    await modal.findByText('Students', { selector: '.ant-select-selection-item-content' });
    await userEvent.click(document.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot update signals')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PATCH', `${B}/formats/signals`)).toEqual([{ variants: [VID], userSegment: [], schedule: [] }]);
  });

  it('creates a user segment on the spot and selects it', async () => {
    const fresh = { ...segment, _id: 'abababababababababab0003', name: 'Gamers' };
    mockApi({ ...signals, [`GET ${B}/signals/exist`]: { body: { exists: false } }, [`POST ${B}/signal`]: { status: 201, body: fresh } });
    renderModal(<SignalsEditModal open campaignId={CID} treeId={TID} platform="google" variants={[variant()]} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Edit signals');
    await userEvent.click(modal.getByRole('button', { name: 'New user segment' }));
    const create = await findModal('New user segment');
    await userEvent.type(create.getByRole('textbox', { name: 'Segment name' }), 'Gamers');
    await userEvent.type(create.getByRole('combobox', { name: 'Values' }), '77{Enter}');
    await userEvent.click(create.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('Gamers', { selector: '.ant-select-selection-item-content' })).toBeInTheDocument();
  });
});

describe('Signals CSV upload', () => {
  const csv = () => new File(['Segment name,CM Placement\nStudents,123\n'], 'segments.csv', { type: 'text/csv' });
  const choose = async (file: File) => userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);

  it.each([
    'Upload failed. CSV is missing the following columns: ["Campaign Ids"].',
    'Upload failed. Please make sure you have included all required values (column "CM Placement", row 3).',
    'Upload failed. Check column ["Segment name"] (rows: [2, 4])',
    'Upload failed. Check column names ["Placement"] (rows: [1])',
  ])('shows the server message %s as it is', async (text) => {
    const api = mockApi({ [`POST ${B}/signals/upload`]: failed(422, text) });
    renderModal(<SignalsUploadModal open campaignId={CID} treeId={TID} platform="google" onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Upload user segments');
    await choose(csv());
    await userEvent.click(modal.getByRole('button', { name: 'Upload' }));
    expect(await modal.findByText(text)).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/signals/upload`)).toEqual([{ csvData: 'Segment name,CM Placement\nStudents,123\n', type: 'userSegment' }]);
  });

  it("says 'CSV uploaded successfully', or 'Failed to import signals' on another failure", async () => {
    const onSaved = vi.fn();
    const api = mockApi({ [`POST ${B}/signals/upload`]: { status: 201, body: { created: 1, duplicates: 0, duplicateNames: [] } } });
    const { unmount } = renderModal(<SignalsUploadModal open campaignId={CID} treeId={TID} platform="google" onClose={() => undefined} onSaved={onSaved} />);
    await choose(csv());
    await userEvent.click((await findModal('Upload user segments')).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('CSV uploaded successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    unmount();
    api.table[`POST ${B}/signals/upload`] = failed(409, 'Update failed, entity in use');
    renderModal(<SignalsUploadModal open campaignId={CID} treeId={TID} platform="google" onClose={() => undefined} onSaved={onSaved} />);
    await choose(csv());
    await userEvent.click((await findModal('Upload user segments')).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to import signals')).toBeInTheDocument();
  });
});

const NODE = 'aaaaaaaaaaaaaaaaaaaaaa09';
const market = (extra: Record<string, string | null> = {}) => ({
  body: { campaignId: CID, markets: [{ nodeId: NODE, nodeName: 'Germany', dv360AdvertiserId: null, facebookAdAccountId: null, facebookPageId: null, ...extra }, { nodeId: 'aaaaaaaaaaaaaaaaaaaaaa08', nodeName: 'EMEA', dv360AdvertiserId: '4242', facebookAdAccountId: 'act_77', facebookPageId: '88' }] },
});

describe('Imports', () => {
  it('imports the line items of the chosen DV360 campaigns of the nearest advertiser, excluding completed ones', async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      [`GET /api/campaigns/${CID}/publishing-market-data`]: market(),
      'GET /api/dv360/4242/campaigns': { body: [{ advertiserId: '4242', campaignId: '501', displayName: 'Sparkle Summer DV360', entityStatus: 'ENTITY_STATUS_ACTIVE' }] },
      'GET /api/dv360/4242/lineitems': { body: [{ advertiserId: '4242', campaignId: '501', insertionOrderId: '1', lineItemId: '9', displayName: 'LI 1', lineItemType: 'x', entityStatus: 'ENTITY_STATUS_ACTIVE' }] },
      [`POST ${B}/signals/import/lineitems`]: { status: 201, body: { created: 1, duplicates: 0, duplicateNames: [] } },
    });
    renderModal(<ImportLineItemsModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={onSaved} />);
    const modal = await findModal('Import DV360 line items');
    await pick('Campaigns', 'Sparkle Summer DV360');
    expect(await modal.findByText('1 line item(s) in the chosen campaigns')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported segments successfully')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/signals/import/lineitems`)).toEqual([{ campaignIds: ['501'], advertiserId: '4242', excludeCompleted: true }]);
    expect(api.calls.some((c) => c.path === `/api/dv360/4242/campaigns?nodeId=${NODE}`)).toBe(true);
    expect(onSaved).toHaveBeenCalled();
  });

  it("says 'Failed loading DV360 campaigns' and 'Failed loading DV360 line items' and 'Failed to import segments'", async () => {
    const api = mockApi({ [`GET /api/campaigns/${CID}/publishing-market-data`]: market(), 'GET /api/dv360/4242/campaigns': failed(429, 'Too Many Requests') });
    const { unmount } = renderModal(<ImportLineItemsModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={() => undefined} />);
    expect(await (await findModal('Import DV360 line items')).findByText('Failed loading DV360 campaigns')).toBeInTheDocument();
    unmount();
    api.table['GET /api/dv360/4242/campaigns'] = { body: [{ advertiserId: '4242', campaignId: '501', displayName: 'Sparkle Summer DV360', entityStatus: 'ENTITY_STATUS_ACTIVE' }] };
    api.table['GET /api/dv360/4242/lineitems'] = failed(422, 'The DV360 token was refused');
    api.table[`POST ${B}/signals/import/lineitems`] = failed(422, 'The DV360 token was refused');
    renderModal(<ImportLineItemsModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Import DV360 line items');
    await pick('Campaigns', 'Sparkle Summer DV360');
    expect(await modal.findByText('Failed loading DV360 line items')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('checkbox', { name: 'Exclude completed' }));
    await userEvent.click(modal.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Failed to import segments')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/signals/import/lineitems`)).toEqual([{ campaignIds: ['501'], advertiserId: '4242', excludeCompleted: false }]);
  });

  it("imports Meta ad sets of the chosen campaigns; says 'Failed to load Meta campaigns' when they cannot be read", async () => {
    const api = mockApi({
      [`GET /api/campaigns/${CID}/publishing-market-data`]: market(),
      [`GET /api/facebook/${NODE}/campaigns`]: { body: [{ id: '120', account_id: '77', name: 'Sparkle Summer Meta', status: 'ACTIVE' }] },
      [`POST ${B}/signals/import/adsets`]: { status: 201, body: { created: 3, duplicates: 0, duplicateNames: [] } },
    });
    const { unmount } = renderModal(<ImportAdSetsModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={() => undefined} />);
    const modal = await findModal('Import Meta ad sets');
    await pick('Campaigns', 'Sparkle Summer Meta');
    await userEvent.click(modal.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported segments successfully')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', `${B}/signals/import/adsets`)).toEqual([{ campaignIds: ['120'], facebookAdAccountId: 'act_77', facebookPageId: '88', excludeCompleted: true }]);
    unmount();
    api.table[`GET /api/facebook/${NODE}/campaigns`] = failed(422, 'The Meta token was refused');
    renderModal(<ImportAdSetsModal open campaignId={CID} treeId={TID} onClose={() => undefined} onSaved={() => undefined} />);
    expect(await (await findModal('Import Meta ad sets')).findByText('Failed to load Meta campaigns')).toBeInTheDocument();
  });
});
