/**
 * Audience calls (001 7 'Audiences and assemblies') as a caller sees them: the user segment CSV import with every
 * check and the spec's messages, list by campaign and by campaigns, create, get, update, delete, delete all, names
 * unique per campaign, campaign access and tenant isolation.
 */
import { randomUUID } from 'node:crypto';
import { audiencesRepository } from '@functions/audiences/public';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { campaignsRepository } from '@functions/campaigns/public';
import { as, demoCampaign, GHOST, isolatedCampaign, signIn } from './audiences-helpers';
import type { SignedIn } from './client';

let admin: SignedIn;
let manager: SignedIn;
let ssm: SignedIn;
let other: SignedIn;
let campaignId: string;

beforeAll(async () => {
  [admin, manager, ssm, other] = await Promise.all(['admin@demo.test', 'manager@demo.test', 'selfservicemanager@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)));
  campaignId = await demoCampaign(admin.user.partnerId);
});

const csv = (...lines: string[]) => lines.join('\n');
const importCsv = (who: SignedIn, content: string, extra: object = {}, id = campaignId) =>
  as(who).post(`/api/audiences/import?campaignId=${id}`, { fileName: 'Spring segments.csv', content, ...extra });

describe('POST /audiences/import (the user segment CSV of 002 5)', () => {
  it('imports a file as one audience named after it, a row and a rule per segment, and lists it', async () => {
    const res = await importCsv(ssm, csv('Segment name,Campaign Ids,DV360 Line Item', 'Runners,"c1,c2","111,222"', 'Walkers,c1,333'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      campaignId,
      name: 'Spring segments',
      audiences: [
        { audienceId: 'Runners', type: 'DV360 Line Item', data: ['111', '222'], campaignIds: ['c1', 'c2'] },
        { audienceId: 'Walkers', type: 'DV360 Line Item', data: ['333'], campaignIds: ['c1'] },
      ],
      channels: [{ platform: 'google', rules: [{ name: 'Runners', audienceId: 'Runners', filters: [] }, { name: 'Walkers', audienceId: 'Walkers', filters: [] }] }],
    });
    const list = await as(ssm).get(`/api/audiences?campaignId=${campaignId}`);
    expect(list.status).toBe(200);
    expect(list.body.map((a: { name: string }) => a.name)).toContain('Spring segments');
    // the same file again: the name is taken in this campaign
    expect(await importCsv(ssm, csv('Segment name,Custom', 'A,1'))).toMatchObject({ status: 422, body: { message: 'Already exist' } });
  });

  it.each([
    ['no segment name first', csv('Name,Custom', 'a,b'), 'Upload failed. CSV is missing the following columns: ["Segment name"].'],
    ['no type column', csv('Segment name', 'a'), 'Upload failed. CSV is missing the following columns: ["CM Ad", "CM Dynamic Targeting Key", "CM Placement", "CM Site", "Custom", "CM360 1st party audience", "DV360 IO", "DV360 Line Item", "TTD Adgroup"].'],
    ['an unknown type column', csv('Segment name,Colour', 'a,b'), 'Upload failed. Check column names ["Colour"] (rows: [1])'],
    ['a Meta ad set for the ad server', csv('Segment name,Campaign Ids,Meta Ad Set', 'a,1,2'), 'Upload failed. Check column names ["Meta Ad Set"] (rows: [1])'],
    ['line items without campaign ids', csv('Segment name,DV360 Line Item', 'a,1'), 'Upload failed. CSV is missing the following columns: ["Campaign Ids"].'],
    ['no data row', csv('Segment name,Custom'), 'Upload failed. Please make sure you have included all required values (column "Segment name", row 2).'],
    ['a short row', csv('Segment name,Custom', 'a,1', 'b'), 'Upload failed. Check column names ["Segment name", "Custom"] (rows: [3])'],
    ['a row without a value', csv('Segment name,Custom', 'a,1', 'b, '), 'Upload failed. Please make sure you have included all required values (column "Custom", row 3).'],
    ['a line break in a name, a repeated name', csv('Segment name,Custom', '"a\nb",1', 'c,2', 'C,3'), 'Upload failed. Check column ["Segment name"] (rows: [2, 4])'],
    ['a line item row without campaign ids', csv('Segment name,Campaign Ids,DV360 Line Item', 'a,,1'), 'Upload failed. Please make sure you have included all required values (column "Campaign Ids", row 2).'],
  ])('refuses %s with the spec message and stores nothing', async (_case, content, message) => {
    const before = (await audiencesRepository.listByCampaign(campaignId)).length;
    const res = await importCsv(ssm, content, { name: `Bad ${Math.random()}` });
    expect(res).toMatchObject({ status: 422, body: { kind: 'UNPROCESSABLE_ENTITY', message } });
    expect((await audiencesRepository.listByCampaign(campaignId)).length).toBe(before);
  });

  it('checks a Meta file for Meta ad sets, and refuses a file that is not CSV', async () => {
    const res = await importCsv(ssm, csv('Segment name,Campaign Ids,FB Ad Set', 'Fans,9,"123,456"'), { platform: 'facebook', name: 'Meta fans' });
    expect(res.status).toBe(201);
    expect(res.body.channels[0]).toMatchObject({ platform: 'facebook', rules: [{ name: 'Fans' }] });
    expect(await as(ssm).post(`/api/audiences/import?campaignId=${campaignId}`, { fileName: 'segments.xlsx', content: 'x' })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
  });
});

describe('create, get, update, delete', () => {
  const body = (name: string) => ({
    name,
    audiences: [{ audienceId: 'Runners', data: ['111'] }],
    fieldsLive: ['headline'],
    channels: [{ platform: 'google', rules: [{ name: 'Runners in Chrome', audienceId: 'Runners', filters: [{ option: 'Browser', values: ['Chrome'] }] }] }],
  });

  it('creates an audience with channels and rules carrying filters, reads, renames and deletes it', async () => {
    const created = await as(admin).post(`/api/audiences?campaignId=${campaignId}`, body('Chrome runners'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await as(admin).get(`/api/audiences/${id}`)).body).toMatchObject({ name: 'Chrome runners', fieldsLive: ['headline'], channels: [{ rules: [{ filters: [{ option: 'Browser', values: ['Chrome'] }] }] }] });

    const updated = await as(admin).put(`/api/audiences/${id}`, { ...body('Chrome and Firefox runners'), channels: [{ platform: 'google', rules: [{ name: 'R', filters: [{ option: 'Browser', values: ['Chrome', 'Firefox'] }] }] }] });
    expect(updated.status).toBe(200);
    expect(updated.body.channels[0].rules[0].filters[0].values).toEqual(['Chrome', 'Firefox']);
    // the old name is free again, the new one taken
    expect((await as(admin).post(`/api/audiences?campaignId=${campaignId}`, body('Chrome runners'))).status).toBe(201);
    expect(await as(admin).post(`/api/audiences?campaignId=${campaignId}`, body('chrome AND firefox runners'))).toMatchObject({ status: 422, body: { message: 'Already exist' } });

    expect((await as(admin).delete(`/api/audiences/${id}`)).status).toBe(204);
    expect(await as(admin).get(`/api/audiences/${id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(admin).delete(`/api/audiences/${id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
  });

  it("refuses a filter on another channel's option, an empty name and a name with control characters, storing nothing", async () => {
    const wrong = await as(admin).post(`/api/audiences?campaignId=${campaignId}`, { ...body('Wrong'), channels: [{ platform: 'facebook', rules: [{ name: 'R', filters: [{ option: 'Browser', values: ['x'] }] }] }] });
    expect(wrong).toMatchObject({ status: 422, body: { message: 'Wrong params', details: [{ path: 'channels.0.rules.0.filters.0.option', message: 'Not a targeting option of this channel' }] } });
    expect((await as(admin).post(`/api/audiences?campaignId=${campaignId}`, body(' '))).status).toBe(422);
    expect(await as(admin).post(`/api/audiences?campaignId=${campaignId}`, body('Bad\u202Ename'))).toMatchObject({ status: 422, body: { message: 'Invisible or control characters are not allowed in the name' } });
    const names = (await audiencesRepository.listByCampaign(campaignId)).map((a) => a.name);
    expect(names).not.toContain('Wrong');
  });

  it('deletes all audiences of a campaign and lists audiences by campaigns', async () => {
    const second = await demoCampaign(admin.user.partnerId, 'France');
    const third = await demoCampaign(admin.user.partnerId, 'France');
    await as(admin).post(`/api/audiences?campaignId=${second}`, body('One'));
    await as(admin).post(`/api/audiences?campaignId=${second}`, body('Two'));
    await as(admin).post(`/api/audiences?campaignId=${third}`, body('Three'));
    const both = await as(admin).get(`/api/audiences/campaigns?campaignIds[]=${second}&campaignIds[]=${third}`);
    expect(both.status).toBe(200);
    expect(both.body.map((a: { name: string }) => a.name).sort()).toEqual(['One', 'Three', 'Two']);
    expect(await as(admin).delete(`/api/audiences/all?campaignId=${second}`)).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect((await as(admin).get(`/api/audiences?campaignId=${second}`)).body).toEqual([]);
    // the names are free again
    expect((await as(admin).post(`/api/audiences?campaignId=${second}`, body('One'))).status).toBe(201);
  });
});

describe('access', () => {
  it("answers another partner's campaign and audience as not found, and changes nothing", async () => {
    const created = await as(admin).post(`/api/audiences?campaignId=${campaignId}`, { name: 'Private' });
    expect(await as(other).get(`/api/audiences?campaignId=${campaignId}`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await importCsv(other, csv('Segment name,Custom', 'a,1'), { name: 'Intruder' })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).get(`/api/audiences/${created.body.id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(other).put(`/api/audiences/${created.body.id}`, { name: 'Mine' })).toMatchObject({ status: 404 });
    expect(await as(other).delete(`/api/audiences/${created.body.id}`)).toMatchObject({ status: 404 });
    expect(await as(other).delete(`/api/audiences/all?campaignId=${campaignId}`)).toMatchObject({ status: 404 });
    expect(await as(other).get(`/api/audiences/campaigns?campaignIds[]=${campaignId}`)).toMatchObject({ status: 404 });
    expect((await as(admin).get(`/api/audiences/${created.body.id}`)).body.name).toBe('Private');
    expect(await as(admin).get(`/api/audiences?campaignId=${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
  });

  it("refuses a campaign on a node the caller may not access with 'Access to the Campaign denied'; top admins may", async () => {
    const isolated = await isolatedCampaign(admin.user.partnerId);
    expect(await as(ssm).get(`/api/audiences?campaignId=${isolated}`)).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect(await as(ssm).post(`/api/audiences?campaignId=${isolated}`, { name: 'X' })).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect(await as(ssm).get(`/api/audiences/campaigns?campaignIds[]=${campaignId}&campaignIds[]=${isolated}`)).toMatchObject({ status: 403 });
    const byAdmin = await as(admin).post(`/api/audiences?campaignId=${isolated}`, { name: 'Admin only' });
    expect(byAdmin.status).toBe(201);
    expect(await as(ssm).get(`/api/audiences/${byAdmin.body.id}`)).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
  });

  it('reads the audiences of a deleted campaign but changes none until it is restored', async () => {
    const node = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'Germany')!;
    const deleted = await campaignsRepository.createIfAbsent({ partnerId: admin.user.partnerId, businessNodeId: node.id, platform: 'google', name: `Deleted ${randomUUID()}`, status: 'deleted' });
    expect(await as(admin).get(`/api/audiences?campaignId=${deleted.id}`)).toMatchObject({ status: 200, body: [] });
    expect(await as(admin).post(`/api/audiences?campaignId=${deleted.id}`, { name: 'Late' })).toMatchObject({ status: 422, body: { message: 'The campaign is deleted: restore it first' } });
    expect(await importCsv(admin, csv('Segment name,Custom', 'a,1'), { name: 'Late' }, deleted.id)).toMatchObject({ status: 422, body: { message: 'The campaign is deleted: restore it first' } });
  });

  it('keeps the audiences tab to top admins and self-service: managers are refused', async () => {
    expect(await as(manager).get(`/api/audiences?campaignId=${campaignId}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });
});
