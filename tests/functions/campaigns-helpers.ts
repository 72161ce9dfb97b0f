/**
 * Helpers of the campaign tests: callers with PATCH, a ready concept of their own with approved (and unapproved)
 * templates written through the repositories (so no seeded template is ever put in use by a test), dates relative to
 * today, and a campaign made through the API.
 */
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { templatesRepository } from '@functions/templates/templates-repository';
import { emptyBrief } from '@shared/domain/concepts';
import { as, unique } from './business-nodes-helpers';
import { baseUrl, call, type SignedIn } from './client';

export const api = (who: SignedIn) => ({
  ...as(who),
  patch: (path: string, body?: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body: body ?? {} }),
  /** A POST with an Idempotency-Key header (a create sent again after a dropped connection). */
  async postOnce(path: string, body: unknown, key: string) {
    const res = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  },
});

const DAY_MS = 86_400_000;
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** A flight from tomorrow for two weeks: valid in every time zone. */
export const flight = () => ({ start: day(1), end: day(15) });

export interface ConceptFixture {
  conceptId: string;
  approved: string[];
  unapproved: string;
}

const version = (createdBy: string, approved: boolean) => ({
  id: newId(),
  kind: 'html' as const,
  entry: 'index.html',
  status: 'ready' as const,
  editedCode: false,
  thumbnails: false,
  parse: { isStatic: false, hasClickTag: true, dynamicFields: [], defaultValues: {}, possibleValues: {}, dynamicImageSizes: {} },
  warnings: [],
  approvals: approved ? [{ userId: createdBy, name: 'Test approver', email: 'manager@demo.test', at: Date.now() }] : [],
  createdBy,
  createdAt: Date.now(),
});

/** A concept of the partner on these nodes, with two approved display templates and one unapproved, in this status. */
export async function conceptWithTemplates(
  partnerId: string,
  createdBy: string,
  nodeIds: string[],
  status: 'ready' | 'templatesProgress' = 'ready',
  formats: Record<string, Record<string, string[]>> = { google: { display: ['300x250', '728x90'] } },
): Promise<ConceptFixture> {
  const brief = emptyBrief();
  brief.intro = { name: unique('Campaign concept'), businessNodes: nodeIds, languages: ['en'] };
  brief.formats = formats;
  const concept = await conceptsRepository.create({ partnerId, brief, status, createdBy });
  const add = async (name: string, approved: boolean) =>
    (await templatesRepository.addUpload({ partnerId, conceptId: concept.id, name, size: name.split('-')[0]!, createdBy, version: version(createdBy, approved) })).id;
  return { conceptId: concept.id, approved: [await add('300x250-offer', true), await add('728x90-offer', true)], unapproved: await add('970x250-offer', false) };
}

/** A campaign made through the API (201 asserted). */
export async function createCampaign(who: SignedIn, body: Record<string, unknown>) {
  const res = await as(who).post('/api/campaigns', { name: unique('Campaign'), flightDates: flight(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
