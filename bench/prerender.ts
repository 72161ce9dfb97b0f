/**
 * `npm run bench -- prerender`: a bulk HTML prerender of 1,000 variations (BENCH_PRERENDER; 1,000 final-approved variants
 * of a seeded ad-server tree made by seedLargeTree, one format each) through the API and the html-prerender-bulk job
 * (POST /html-prerenderer/publish, until the render queue's job is finished), and the worker's own work in this
 * process (each creative's bundle made and stored), beside a reference measured in the same run: the same template
 * files zipped as they are (no templating) and stored under the same kind of key, as many times. Prints the load average.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { zipSync } from 'fflate';
import { loadavg } from 'node:os';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { prerenderedPrefix, safeExportName } from '@shared/contracts/exports';
import { bundleMaker } from '@functions/exports/prerender-bundle';
import { campaignCreatives } from '@functions/exports/creative-sources';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { templateFiles } from '@functions/template-render/public';
import { templateFolder, templatesRepository } from '@functions/templates/public';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { seedLargeTree } from '@infra/local/seed-personalize';
import { startLocalStack } from '@infra/local/stack';

const COUNT = Number(process.env.BENCH_PRERENDER ?? 1000);

async function signInAs(url: string, username: string) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD_DEFAULT }) });
  const body = (await login.json()) as { id: string; token: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, id: body.id, csrf: body.token };
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

export async function prerenderBench() {
  ensureJava();
  const stack = await startLocalStack({ port: 0, siteDir: '/nonexistent', seed: true, env: { SEED_REPORT_ROWS: '1000' } });
  try {
    const admin = await signInAs(stack.url, 'admin@demo.test');
    const user = (await usersRepository.get(admin.id))!;
    let tree = null;
    for (const c of await campaignsRepository.listByPartner(user.partnerId)) {
      if (c.name.includes('Back to School')) continue; // a personalize e2e needs that tree as seeded
      tree = (await personalizeRepository.listTrees(c.id)).find((t) => t.platform === 'google') ?? null;
      if (tree) break;
    }
    if (!tree) throw new Error('no seeded google tree');
    await seedLargeTree(tree, COUNT);
    const creatives = (await campaignCreatives(tree.campaignId)).filter((c) => c.name.includes('(Bench variant '));
    // one format per variant: COUNT variations
    const perVariant = new Map<string, (typeof creatives)[number]>();
    for (const c of creatives) {
      const variant = c.name.slice(c.name.lastIndexOf('(') + 1, -1);
      if (!perVariant.has(variant)) perVariant.set(variant, c);
    }
    const chosen = [...perVariant.values()].slice(0, COUNT);
    if (chosen.length < COUNT) throw new Error(`only ${chosen.length} creatives`);

    // the reference: the same template files zipped untouched and stored, as many times
    const template = (await templatesRepository.get(chosen[0]!.templateId!))!;
    const version = template.generations.find((g) => g.generation === chosen[0]!.generation)!.versions.find((v) => v.version === chosen[0]!.version)!;
    const prefix = templateFolder(user.partnerId, template.conceptId, version.id);
    const files = Object.fromEntries(await Promise.all((await templateFiles.list(prefix)).filter((p) => !p.startsWith('thumbnails/') && !p.includes('__')).map(async (p) => [p, (await templateFiles.read(`${prefix}/${p}`))!] as const)));
    let t = performance.now();
    for (const [i, c] of chosen.entries()) {
      await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: `bench/reference/${i}/${c.id}.zip`, Body: zipSync(files), ContentType: 'application/zip' }));
    }
    const reference = performance.now() - t;

    // the worker's own work in this process: each creative's bundle made (template folder read once) and stored
    const make = bundleMaker(user.partnerId);
    t = performance.now();
    for (const c of chosen) {
      await templateFiles.put(`${prerenderedPrefix(user.partnerId, tree.campaignId, c.id)}/${safeExportName(c.name)}.zip`, await make.creative(c), 'application/zip');
    }
    const inProcess = performance.now() - t;

    // through the API and the queue, until the render job is finished
    t = performance.now();
    const res = await fetch(`${stack.url}/api/html-prerenderer/publish`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ campaignId: tree.campaignId, platform: 'google', creativeIds: chosen.map((c) => c.id) }),
    });
    if (res.status !== 202) throw new Error(`publish: ${res.status} ${await res.text()}`);
    let state: { status?: string; done?: number; failed?: number } = {};
    for (;;) {
      const r = await fetch(`${stack.url}/api/campaigns/${tree.campaignId}/render-queue/state`, { headers: { cookie: admin.cookie } });
      const body = (await r.json()) as { job?: typeof state } & typeof state;
      state = body.job ?? body;
      if (state.status === 'finished' || state.status === 'error') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const queued = performance.now() - t;
    console.log(`\nHTML prerender of ${COUNT} variations (one 300x250-class template, ${Object.keys(files).length} files), load average ${load()}:`);
    console.log(`  reference: the files zipped untouched and stored ${COUNT}x     ${(reference / 1000).toFixed(2)} s (${(reference / COUNT).toFixed(1)} ms each)`);
    console.log(`  bundles made (values baked in) and stored, in process   ${(inProcess / 1000).toFixed(2)} s, ${(inProcess / reference).toFixed(2)}x the reference`);
    console.log(`  POST html-prerenderer/publish to the job finished       ${(queued / 1000).toFixed(2)} s, ${(queued / reference).toFixed(2)}x the reference (done ${state.done}, failed ${state.failed})`);
  } finally {
    await stack.stop();
  }
}
