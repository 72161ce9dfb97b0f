/**
 * Creative scoring through the API and the real queues (issue 19): an uploaded image is scored after processing (its
 * scores on the asset, its analysis at /scoring/assets/{id}, the uploader told 'Image scoring finished'), the library
 * sorts and filters by score; variations scoring of a seeded campaign answers and notifies as the catalogue says
 * (started, finished, 'All creatives are already scored', 'Scoring is already in progress', 'There are no approved
 * variations to score'), and its scores are checked against the campaign's reporting facts.
 */
import sharp from 'sharp';
import { NOTIFICATION_TEXTS } from '@shared/messages';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { newId } from '@functions/lib/ids';
import { scoringRepository } from '@functions/scoring/scoring-repository';
import { conceptsRepository } from '@functions/concepts/public';
import { templatesRepository } from '@functions/templates/public';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { seedFlightDates } from '@infra/local/seed-personalize';
import { call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let manager: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  [ssm, manager, other] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('manager@demo.test'), signIn('other-admin@demo.test')]);
});

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown = {}) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
});
const token = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function upload(who: SignedIn, name: string, content: Buffer): Promise<string> {
  const start = await as(who).post('/api/assets/single-files/uploads', { files: [{ name, size: content.length, type: 'image/png' }] });
  expect(start.status).toBe(201);
  const [target] = start.body.uploads;
  expect((await fetch(target.url, { method: 'PUT', body: new Uint8Array(content) })).status).toBe(200);
  expect((await as(who).post(`/api/assets/single-files/uploads/${target.assetId}/complete`, { parts: [] })).status).toBe(200);
  return target.assetId;
}

const banner = (headline: string, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="hsl(${hue},70%,40%)"/>` +
        `<text x="40" y="120" font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#fff">${headline}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

const notifications = async (who: SignedIn) => (await as(who).get('/api/notifications')).body.notifications as { source: string; event: string; payload: Record<string, unknown> }[];

describe('image scoring of uploads', () => {
  it('scores an uploaded image after processing: scores on the asset, the analysis with its text, the uploader told', async () => {
    const name = `${token()} scoring.png`;
    const id = await upload(ssm, name, await banner('FRESH DEAL', 210));
    const asset = await vi.waitFor(
      async () => {
        const res = await as(ssm).get(`/api/assets/single-files/${id}`);
        expect(res.body.scores).toBeTruthy();
        return res.body;
      },
      { timeout: 90_000, interval: 500 },
    );
    expect(asset.scores.aesthetics).toBeGreaterThanOrEqual(0);
    expect(asset.scores.aesthetics).toBeLessThanOrEqual(100);
    const detail = await as(ssm).get(`/api/scoring/assets/${id}`);
    expect(detail.status).toBe(200);
    const [score] = detail.body.scores;
    expect(score).toMatchObject({ kind: 'asset', id, status: 'finished', name });
    expect(score.analysis.text).toContain('FRESH DEAL');
    expect(score.analysis.aesthetics.score).toBe(asset.scores.aesthetics);
    expect(score.analysis.dominantColors.length).toBeGreaterThan(0);
    // kept by content hash: the same content uploaded again is not measured again
    expect(await scoringRepository.analysisOf(ssm.user.partnerId, asset.hash)).toMatchObject({ text: score.analysis.text });
    await vi.waitFor(async () => {
      const mine = await notifications(ssm);
      expect(mine.find((n) => n.source === 'image-scorer' && n.event === 'image-scoring-finished' && n.payload.assetId === id)).toBeTruthy();
    }, { timeout: 10_000, interval: 250 });
    // another partner cannot read it
    expect((await as(other).get(`/api/scoring/assets/${id}`)).status).toBe(404);
  }, 120_000);

  it('sorts the library by aesthetics (unscored last) and filters by score band', async () => {
    const res = await as(ssm).get('/api/assets/single-files?sort=aesthetics&direction=desc&limit=100');
    expect(res.status).toBe(200);
    const scores = (res.body.results as { scores?: { aesthetics: number } | null }[]).map((a) => a.scores?.aesthetics ?? null);
    const scored = scores.filter((s): s is number => s !== null);
    expect(scored.length).toBeGreaterThan(0);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    expect(scores.slice(0, scored.length).every((s) => s !== null)).toBe(true);
    const unscored = await as(ssm).get('/api/assets/single-files?score=unscored&limit=100');
    expect((unscored.body.results as { scores?: unknown }[]).every((a) => !a.scores)).toBe(true);
    const band = scored[0]! >= 70 ? 'high' : scored[0]! >= 40 ? 'medium' : 'low';
    const inBand = await as(ssm).get(`/api/assets/single-files?score=${band}&limit=100`);
    expect(inBand.body.results.length).toBeGreaterThan(0);
    expect((await as(ssm).get('/api/assets/single-files?score=great')).status).toBe(422);
  });
});

describe('template scoring', () => {
  it("scores a template version once its thumbnails exist: the seeded concept's templates carry their analysis", async () => {
    const concept = (await conceptsRepository.listByPartner(ssm.user.partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
    const template = (await templatesRepository.listByConcept(concept.id)).find((t) => t.size === '300x250')!;
    const scores = await vi.waitFor(
      async () => {
        const res = await as(ssm).get(`/api/scoring/templates/${template.id}`);
        expect(res.status).toBe(200);
        type Scored = { status: string; kind: string; id: string; analysis: { aesthetics: { score: number }; dominantColors: unknown[]; textProportion: number } };
        const done = (res.body.scores as Scored[]).filter((x) => x.status === 'finished');
        if (!done.length) throw new Error(`not scored yet: ${JSON.stringify(res.body)}`);
        return done;
      },
      { timeout: 90_000, interval: 1_000 },
    );
    expect(scores[0]).toMatchObject({ kind: 'template', id: template.id });
    expect(scores[0]!.analysis.aesthetics.score).toBeGreaterThanOrEqual(0);
    expect(scores[0]!.analysis.dominantColors.length).toBeGreaterThan(0);
    expect(scores[0]!.analysis.textProportion).toBeGreaterThan(0);
    expect((await as(other).get(`/api/scoring/templates/${template.id}`)).status).toBe(404);
  }, 120_000);
});

describe('variations scoring on demand', () => {
  let campaignId: string;
  beforeAll(async () => {
    // a seeded managed-service campaign: its variations are final-approved and have stored previews and facts
    const campaigns = await campaignsRepository.listByPartner(manager.user.partnerId);
    const withVariations = [];
    for (const c of campaigns) if ((await variationsRepository.listByCampaign(c.id)).some((v) => v.thumbnailKey && v.approved)) withVariations.push(c);
    campaignId = withVariations.find((c) => c.platform === 'youtube')?.id ?? withVariations[0]!.id;
  });

  it('starts (202, started notification), scores every approved variation, then says finished; a second request: all scored', async () => {
    const start = await as(manager).post(`/api/campaigns/${campaignId}/scoring`);
    expect(start.status).toBe(202);
    expect(start.body).toMatchObject({ outcome: 'started', message: NOTIFICATION_TEXTS.scoringStarted });
    expect(start.body.total).toBeGreaterThan(0);
    const scores = await vi.waitFor(
      async () => {
        const res = await as(manager).get(`/api/campaigns/${campaignId}/scores`);
        expect(res.body.job.status).toBe('finished');
        return res.body;
      },
      { timeout: 120_000, interval: 1000 },
    );
    expect(scores.scores).toHaveLength(start.body.total);
    expect(scores.scores.every((s: { status: string; analysis: unknown }) => s.status === 'finished' && s.analysis)).toBe(true);
    const events = (await notifications(manager)).filter((n) => n.source === 'variations-scorer' && n.payload.campaignId === campaignId).map((n) => n.event);
    expect(events).toEqual(expect.arrayContaining(['scoring-started', 'scoring-finished']));

    const again = await as(manager).post(`/api/campaigns/${campaignId}/scoring`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'all-scored', message: 'All creatives are already scored' });
    expect((await notifications(manager)).some((n) => n.event === 'all-scored' && n.payload.campaignId === campaignId)).toBe(true);

    // checked against performance: the campaign's facts by score band
    const perf = await as(manager).get(`/api/campaigns/${campaignId}/scores/performance`);
    expect(perf.status).toBe(200);
    expect(perf.body.withFacts).toBeGreaterThan(0);
    expect(perf.body.properties.map((p: { property: string }) => p.property)).toEqual(['aesthetics', 'memorability', 'textProportion']);
    const bands = perf.body.properties[0].bands as { creatives: number; impressions: number; ctr: number | null }[];
    expect(bands.reduce((s, b) => s + b.creatives, 0)).toBe(perf.body.withFacts);
    expect(bands.some((b) => b.impressions > 0 && b.ctr !== null)).toBe(true);
  }, 180_000);

  it("answers 409 'Scoring is already in progress' while a job runs, and notifies it", async () => {
    const campaigns = await campaignsRepository.listByPartner(manager.user.partnerId);
    let busy: string | undefined;
    for (const c of campaigns) if (c.id !== campaignId && (await variationsRepository.listByCampaign(c.id)).some((v) => v.thumbnailKey && v.approved)) busy = c.id;
    expect(await scoringRepository.startJob({ campaignId: busy!, jobId: newId(), partnerId: manager.user.partnerId, userId: manager.user.id, total: 1 })).toBe(true);
    const res = await as(manager).post(`/api/campaigns/${busy}/scoring`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Scoring is already in progress');
    expect((await notifications(manager)).some((n) => n.event === 'scoring-in-progress' && n.payload.campaignId === busy)).toBe(true);
  });

  it("answers 422 'There are no approved variations to score' for a campaign without approved creatives", async () => {
    const partnerId = manager.user.partnerId;
    const germany = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!.id;
    const id = newId();
    await campaignsRepository.createIfAbsent({ id, partnerId, businessNodeId: germany, platform: 'google', name: `${token()} unscored`, settings: { flightDates: seedFlightDates(new Date()), watcherIds: [], deliveries: {}, formats: [], templateIds: [] } } as Parameters<typeof campaignsRepository.createIfAbsent>[0]);
    const res = await as(manager).post(`/api/campaigns/${id}/scoring`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('There are no approved variations to score');
    expect((await notifications(manager)).some((n) => n.event === 'no-approved-variations' && n.payload.campaignId === id)).toBe(true);
  });

  it('refuses other partners and unknown campaigns without changing anything', async () => {
    expect((await as(other).post(`/api/campaigns/${campaignId}/scoring`)).status).toBe(404);
    expect((await as(other).get(`/api/campaigns/${campaignId}/scores`)).status).toBe(404);
    expect((await as(manager).post('/api/campaigns/not-an-id/scoring')).status).toBe(422);
  });
});
