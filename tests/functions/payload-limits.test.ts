/**
 * Bodies near Lambda's 6 MB invoke payload (shared/domain/lambda-payload.ts): a signals CSV whose event would not fit
 * is refused 413 with its own text although its body is within the route's limit; an answer over the response payload
 * leaves as a clear 422 instead of API Gateway's 502; a report batch keeps the reports that fit and refuses the rest.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { SIGNALS_CSV_MAX_BYTES } from '@shared/constants';
import { eventBodyBytes, MAX_PAYLOAD_BODY_BYTES, responsePayloadBytes } from '@shared/domain/lambda-payload';
import { MESSAGES } from '@shared/messages';
import { definitions as auth } from '@functions/auth';
import { definePublicRoute, domainHandler } from '@functions/lib/http';
import { withinPayload } from '@functions/reporting/handlers/run-report-batch';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { newId } from '@functions/lib/ids';
import { as } from './business-nodes-helpers';
import { signIn } from './client';

/** A user-segment CSV of about `bytes`, every segment name quoted with quotes inside (valid CSV). */
function quotedCsv(bytes: number): string {
  const rows = ['Segment name,Campaign Ids,DV360 Line Item'];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const row = `"Seg ""${i}""",${31_000_000 + i},"${51_000_000 + i},${52_000_000 + i}"`;
    rows.push(row);
    length += row.length + 1;
  }
  return rows.join('\n');
}

describe('a signals CSV near its cap', () => {
  it('answers 413 with the upload text when its event would pass the payload, though the body is within the route limit', async () => {
    const manager = await signIn('selfservicemanager@demo.test');
    const node = (await businessNodesRepository.listByPartner(manager.user.partnerId)).find((n) => n.name === 'Germany')!.id;
    const campaign = await campaignsRepository.create({
      partnerId: manager.user.partnerId,
      businessNodeId: node,
      name: `Payload ${newId()}`,
      platform: 'google',
      settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
    });
    const tree = { id: newId(), partnerId: manager.user.partnerId, campaignId: campaign.id, platform: 'google', format: 'fixed', templates: [], location: `brief/decision-tree-template/${newId()}.json`, dimension: 'userSegment' };
    await personalizeRepository.write([personalizeRepository.putTree(tree)]);

    const csvData = quotedCsv(4.1 * 1024 * 1024);
    const body = JSON.stringify({ csvData, type: 'userSegment' });
    // within what the route took so far (the CSV's cap plus the JSON around it), over the event's payload
    expect(Buffer.byteLength(csvData)).toBeLessThan(SIGNALS_CSV_MAX_BYTES);
    expect(Buffer.byteLength(body)).toBeLessThan(SIGNALS_CSV_MAX_BYTES + 64 * 1024);
    expect(eventBodyBytes(body, false)).toBeGreaterThan(MAX_PAYLOAD_BODY_BYTES);

    const res = await as(manager).post(`/api/campaigns/${campaign.id}/personalize/${tree.id}/signals/upload`, { csvData, type: 'userSegment' });
    expect(res).toMatchObject({ status: 413, body: { message: MESSAGES.signalsCsvTooLarge } });
    expect((await as(manager).get(`/api/campaigns/${campaign.id}/personalize/${tree.id}/signals?type=userSegment`)).body.signals).toEqual([]);
  });
});

const event = (): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/auth/login',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: { http: { method: 'POST', path: '/api/auth/login' }, requestId: 'payload-test' },
    body: '{}',
    isBase64Encoded: false,
  }) as never;

describe('an answer over the response payload', () => {
  const answering = (text: string) =>
    domainHandler('auth', { ...auth, login: definePublicRoute({ handle: async () => ({ text: { body: text, contentType: 'text/tab-separated-values' } }) }) }) as unknown as (
      e: APIGatewayProxyEventV2,
      c: Context,
    ) => Promise<APIGatewayProxyStructuredResultV2>;

  it('answers 422 with a text saying what to change, not a body Lambda could not return', async () => {
    // 5 MB of TSV grows past 6 MB in the response's JSON: every tab and line break is written \t, \n
    const tsv = 'a\tb\n'.repeat(1.25 * 1024 * 1024);
    const res = await answering(tsv)(event(), {} as Context);
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body!)).toMatchObject({ statusCode: 422, message: MESSAGES.answerTooLarge });
  });

  it('lets an answer under the payload through as it is', async () => {
    const tsv = 'a\tb\n'.repeat(256 * 1024);
    const res = await answering(tsv)(event(), {} as Context);
    expect(res).toMatchObject({ statusCode: 200, body: tsv });
    expect(responsePayloadBytes(res)).toBeLessThan(MAX_PAYLOAD_BODY_BYTES);
  });
});

describe('a report batch larger than one answer', () => {
  it('keeps the reports that fit, in order, and refuses each later one with 422', () => {
    const report = { status: 200 as const, tsv: 'campaignId\timpressions\n' + 'c0ffee\t12345\n'.repeat(100_000) };
    const results = withinPayload([report, report, report, report, report]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 422, 422]);
    expect(results[3]).toEqual({ status: 422, error: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: MESSAGES.answerTooLarge } });
    expect(responsePayloadBytes({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(results) })).toBeLessThan(MAX_PAYLOAD_BODY_BYTES);
  });
});
