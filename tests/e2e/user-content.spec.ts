/**
 * Issue 12, point 3, in Chromium: an uploaded HTML file shown by the app runs only on the user-content origin (another
 * host than the app's), in `<iframe sandbox="allow-scripts">`. Its script tries to read the app's cookies and to call
 * `/api/auth/current-user` on the app's origin with credentials, and reports what it got through postMessage: no
 * cookie, no answer. The app page itself logs no CSP violation; the only one is the content origin refusing the
 * script's connection to the app.
 */
import { MAIN_URL, USER_CONTENT_PORTS } from './playwright.config';
import { expect, test } from './fixtures';
import { signIn, uploadLibraryAsset } from './helpers';

const CONTENT_ORIGIN = `http://localhost:${USER_CONTENT_PORTS.main}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Logged in the content frame (never the app page) about the probe's call to the app: Chromium logs it twice. */
const PROBE_REFUSED = new RegExp(`\\[${escaped(CONTENT_ORIGIN)}/c/[^\\]]+\\]: .*${escaped(MAIN_URL)}/api/auth/current-user.*Content Security Policy`);
test.use({ expectedCspViolations: [PROBE_REFUSED] });

interface Probe {
  origin: string;
  cookie: string | null;
  cookieError: string | null;
  status: number | null;
  body: string | null;
  fetchError: string | null;
  ownStatus: number | null;
  ownError: string | null;
}

/**
 * The uploaded page: reads the cookies, calls the app's API with credentials, fetches its own file (as a template
 * reads its data), tells its parent what it got.
 */
const probePage = (stamp: string) => `<!doctype html>
<html><head><title>Probe ${stamp}</title></head>
<body><p>Probe page ${stamp}</p>
<script>
(async function () {
  var report = { origin: String(self.origin), cookie: null, cookieError: null, status: null, body: null, fetchError: null, ownStatus: null, ownError: null };
  try { report.cookie = document.cookie; } catch (e) { report.cookieError = e.name; }
  try {
    var res = await fetch(${JSON.stringify(`${MAIN_URL}/api/auth/current-user`)}, { credentials: 'include' });
    report.status = res.status;
    report.body = await res.text();
  } catch (e) { report.fetchError = String(e); }
  // its own folder stays reachable (a template's data files): 'self' is the content origin, answered to any origin
  try { report.ownStatus = (await fetch(location.href)).status; } catch (e) { report.ownError = String(e); }
  parent.postMessage({ probe: report }, '*');
})();
</script>
</body></html>`;

test('an uploaded HTML file runs on the user-content origin in a sandbox: no cookie, no answer from the app', async ({ page, context, cspViolations }) => {
  await signIn(page, 'selfservicemanager@demo.test');
  // a cookie script on the app's origin could read: the page must not see it (nor the HttpOnly session)
  await context.addCookies([{ name: 'readable', value: 'app-origin-only', url: MAIN_URL }]);
  const stamp = `${Date.now()}`;
  const id = await uploadLibraryAsset(page, { name: `probe-${stamp}.html`, body: Buffer.from(probePage(stamp)), type: 'text/html' });

  // the parent listens before the frame exists; the init script runs in every frame, so only the top one records
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('message', (event) => {
      if (event.data && event.data.probe) (window as unknown as { probe: unknown[] }).probe = [...((window as unknown as { probe?: unknown[] }).probe ?? []), { from: event.origin, ...event.data.probe }];
    });
  });
  await page.goto(`/assets-manager/${id}`);

  const frame = page.locator(`iframe[title="Preview of probe-${stamp}.html"]`);
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
  const src = (await frame.getAttribute('src'))!;
  expect(src.startsWith(`${CONTENT_ORIGIN}/c/`)).toBe(true);
  expect(new URL(src).hostname).not.toBe(new URL(MAIN_URL).hostname);
  await expect(page.frameLocator(`iframe[title="Preview of probe-${stamp}.html"]`).getByText(`Probe page ${stamp}`)).toBeVisible();

  const handle = await page.waitForFunction(() => (window as unknown as { probe?: unknown[] }).probe?.[0]);
  const report = (await handle.jsonValue()) as Probe & { from: string };
  // an opaque origin (sandbox without allow-same-origin): no cookie jar at all
  expect(report.origin).toBe('null');
  expect(report.from).toBe('null');
  expect(report.cookie ?? '').not.toContain('app-origin-only');
  expect(report.cookieError).toBe('SecurityError');
  // no answer from the API: the content origin's policy refuses the connection before anything is sent
  expect(report.status).toBeNull();
  expect(report.body).toBeNull();
  expect(report.fetchError).toMatch(/TypeError/);
  expect([report.ownStatus, report.ownError]).toEqual([200, null]);
  expect(cspViolations.length).toBeGreaterThan(0);
  for (const violation of cspViolations) expect(violation).toMatch(PROBE_REFUSED);
  expect(cspViolations.join('\n')).toContain(`violates the following Content Security Policy directive: "connect-src 'self'"`);

  // the same file's download link stays on the app origin's /s3, as an attachment that never renders
  const asset = await (await page.request.get(`/api/assets/single-files/${id}`)).json();
  const download = await page.request.get(asset.url);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
});

test('the content origin answers only for its own host name, never as the app host', async ({ page }) => {
  await signIn(page, 'selfservicemanager@demo.test');
  const stamp = `${Date.now()}`;
  const id = await uploadLibraryAsset(page, { name: `host-${stamp}.html`, body: Buffer.from(`<p>host ${stamp}</p>`), type: 'text/html' });
  const { contentUrl } = await (await page.request.get(`/api/assets/single-files/${id}`)).json();
  // the same listener addressed by the app's host name would receive the app's cookies: refused
  const asAppHost = contentUrl.replace('//localhost:', '//127.0.0.1:');
  const refused = await page.request.get(asAppHost);
  expect(refused.status()).toBe(421);
  expect(await refused.text()).not.toContain(stamp);
  const served = await page.request.get(contentUrl);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(stamp);
  expect(served.headers()['set-cookie']).toBeUndefined();
});
