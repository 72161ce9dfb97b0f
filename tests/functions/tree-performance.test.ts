/**
 * GET campaigns/{id}/tree-performance (issue 18 'Beyond the seeds'): a seeded Google campaign's tree as segment ->
 * variant -> format with impressions, CTR, VTR and conversions from the reporting engine, the campaign's benchmark
 * (the same as POST campaigns/benchmarks answers), and its weakest paths marked.
 */
import type { TreePerformance } from '@shared/contracts/tree-performance';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { call, signIn } from './client';

describe('GET campaigns/{id}/tree-performance', () => {
  it('answers every path of a seeded tree with its numbers, the benchmark and the weakest paths', async () => {
    const admin = await signIn('selfserviceadmin@demo.test');
    const seeded = (await campaignsRepository.listByPartner(admin.user.partnerId)).filter((c) => c.conceptId);
    const withTree = (await Promise.all(seeded.map(async (c) => ({ c, trees: await personalizeRepository.listTrees(c.id) })))).filter((x) => x.trees.some((t) => t.platform === 'google'));
    const { c } = withTree[0]!;
    const res = await call('GET', `/api/campaigns/${c.id}/tree-performance`, { cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as TreePerformance;
    expect(body).toMatchObject({ campaignId: c.id, campaignName: c.name, threshold: 50 });

    const benchmarks = await call('POST', '/api/campaigns/benchmarks', { cookie: admin.cookie, csrf: admin.csrf, body: { campaignIds: [c.id] } });
    const ctr = (benchmarks.body as { benchmarks: { metricName: string; metricValue: number }[] }[])[0]!.benchmarks.find((b) => b.metricName === 'CTR')!.metricValue;
    expect(body.benchmark.ctr).toBe(ctr || null);

    const tree = body.trees.find((t) => t.platform === 'google')!;
    const formats = tree.segments.flatMap((s) => s.variants.flatMap((v) => v.formats));
    const measured = formats.filter((f) => f.impressions > 0);
    expect(measured.length).toBeGreaterThan(0);
    for (const f of measured) {
      expect(f.ctr).toBeCloseTo(f.clicks / f.impressions, 10);
      expect(f.vtr).toBeCloseTo(f.videoCompletions / f.impressions, 10);
      expect(f.cvr).toBeCloseTo(f.conversions / f.impressions, 10);
    }
    // a segment's numbers are the sums of its paths
    for (const s of tree.segments) expect(s.impressions).toBe(s.variants.reduce((n, v) => n + v.formats.reduce((m, f) => m + f.impressions, 0), 0));
    // the weakest paths: marked, past the threshold, none of the other ready paths has a lower CTR
    expect(tree.weakestPaths.length).toBeGreaterThan(0);
    const weakest = formats.filter((f) => f.weakest);
    expect(weakest.map((f) => f.path).sort()).toEqual([...tree.weakestPaths].sort());
    const worst = Math.max(...weakest.map((f) => f.ctr!));
    for (const f of formats.filter((x) => !x.weakest && !x.gathering)) expect(f.ctr!).toBeGreaterThanOrEqual(worst);
    expect(weakest.every((f) => f.impressions > 50)).toBe(true);
  });

  it('refuses analysts and other partners', async () => {
    const [analyst, other] = await Promise.all([signIn('analyst@demo.test'), signIn('other-admin@demo.test')]);
    const admin = await signIn('selfserviceadmin@demo.test');
    const c = (await campaignsRepository.listByPartner(admin.user.partnerId)).find((x) => x.conceptId)!;
    expect((await call('GET', `/api/campaigns/${c.id}/tree-performance`, { cookie: analyst.cookie })).status).toBe(403);
    expect(await call('GET', `/api/campaigns/${c.id}/tree-performance`, { cookie: other.cookie })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
  });
});
