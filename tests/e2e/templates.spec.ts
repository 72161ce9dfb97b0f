/**
 * Templates in Chromium against `npm start` (issue 14): an admin uploads templates (one badly named: the spec's
 * message), edits one's code and sees the live preview change, resizes 300x250 to 300x600; a manager approves them
 * all and the concept shows 'Ready'; a reviewer sees a template but cannot approve; a template's script cannot read
 * the app's cookie (its frame is sandboxed on the user-content origin).
 */
import { strToU8, zipSync } from 'fflate';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { templateSampleFiles, zipTemplateSample } from '@infra/local/template-samples';
import { emptyBrief } from '@shared/domain/concepts';
import { expect, test, type Page } from './fixtures';
import { csrf, germanyId, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-templates-${name}.png`), fullPage: true });
const sample = (name: string) => {
  const { fileName, zip } = zipTemplateSample(name);
  return { name: fileName, mimeType: 'application/zip', buffer: Buffer.from(zip) };
};

async function uploadThroughDialog(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, expected: string) {
  await page.getByRole('button', { name: 'Upload template' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Upload template' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText(expected)).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** A concept sent by the admin and its storyboards approved by the manager: it waits for templates. */
async function conceptAwaitingTemplates(admin: Page, manager: Page): Promise<string> {
  const brief = emptyBrief();
  brief.intro = { name: `Templates e2e ${Date.now().toString(36)}`, businessNodes: [await germanyId(admin)], languages: ['de'] };
  brief.objectives = { elements: ['awareness'], customText: '' };
  brief.channels = { google: { display: true } };
  brief.formats = { google: { display: ['300x250'] } };
  brief.assets = (['brands', 'fonts', 'logos'] as const).map((type, i) => ({ _id: `aaaaaaaaaaaaaaaaaaaaaaa${i}`, isFromDam: false, isLink: true, name: `${type}.pdf`, url: `https://example.com/${type}.pdf`, type }));
  brief.otherBusiness = { text: 'Bright and bold.' };
  brief.signOff = { areAgreementsAccepted: true };
  brief.meta = { currentStep: 'SIGN_OFF', formats: {} };
  const created = await admin.request.post('/api/concepts/brief', { headers: { 'x-csrf-token': await csrf(admin) }, data: { brief, status: 'StoryboardsInProgress', isLastStep: true } });
  expect(created.status()).toBe(201);
  const id = (await created.json())._id as string;
  expect((await admin.request.put(`/api/concepts/${id}/status`, { headers: { 'x-csrf-token': await csrf(admin) }, data: { event: 'sentForReview' } })).status()).toBe(200);
  expect((await manager.request.put(`/api/concepts/${id}/status`, { headers: { 'x-csrf-token': await csrf(manager) }, data: { event: 'storyboardsApproved' } })).status()).toBe(200);
  return id;
}

test('admin uploads, edits and resizes templates; the manager approves them and the concept is ready; a reviewer only looks', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  const reviewer = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.test');
  await signIn(manager, 'manager@demo.test');
  await signIn(reviewer, 'reviewer@demo.test');
  const conceptId = await conceptAwaitingTemplates(admin, manager);

  // Upload: a badly named zip is refused with the spec's message; two samples are stored.
  await admin.goto(`/concepts/${conceptId}/templates`);
  let dialog = await uploadThroughDialog(admin, { ...sample('300x250-sparkle-summer'), name: 'sparkle-summer.zip' }, 'sparkle-summer.zip was not uploaded');
  await expect(dialog.getByText('size in template name has wrong format')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await uploadThroughDialog(admin, { ...sample('300x250-sparkle-summer'), name: 'sparkle.zip' }, 'sparkle.zip was not uploaded');
  await expect(dialog.getByText('Template parse error: template name has wrong format')).toBeVisible();
  await shot(admin, 'bad-name');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  for (const name of ['300x250-sparkle-summer', '970x250-sparkle-summer']) {
    dialog = await uploadThroughDialog(admin, sample(name), `${name}.zip file uploaded successfully.`);
    await dialog.getByRole('button', { name: 'Done' }).click();
  }
  const rows = admin.locator('.ant-table-tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(admin.getByRole('img', { name: 'Thumbnail of 300x250-sparkle-summer' })).toBeVisible({ timeout: 60_000 });
  await shot(admin, 'list');

  // Edit code with the live preview; save as version 2.
  await admin.getByRole('link', { name: '300x250-sparkle-summer' }).click();
  await expect(admin.frameLocator('iframe[title="Preview of 300x250-sparkle-summer"]').getByText('Summer tastes like Sparkle Zero')).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('button', { name: 'Edit code' }).click();
  // CodeMirror's editable content: the sample's index.html once loaded; filling it replaces the whole text.
  const code = admin.getByRole('textbox', { name: 'Template code' });
  await expect(code).toContainText('Summer tastes like Sparkle Zero');
  await expect(code).toHaveAttribute('contenteditable', 'true');
  await shot(admin, 'code-editor-open');
  const original = Buffer.from(templateSampleFiles('300x250-sparkle-summer')['index.html']!).toString('utf8');
  await code.fill(original.replace('Summer tastes like Sparkle Zero', 'Edited live in the browser'));
  // CodeMirror draws only the lines near its viewport, and filling leaves the cursor (and the view) at the end: go back
  // to the top, where the edited default value is, before reading the drawn text
  await code.press('Control+Home');
  await expect(code).toContainText('Edited live in the browser');
  await expect(code).not.toContainText('Summer tastes like Sparkle Zero');
  await expect(admin.frameLocator('iframe[title="Live preview of the edited code"]').getByText('Edited live in the browser')).toBeVisible({ timeout: 30_000 });
  await shot(admin, 'code-editor');
  await admin.getByRole('button', { name: 'Save as new version' }).click();
  await expect(admin.getByText('Generation 1 · Version 2')).toBeVisible();
  await expect(admin.frameLocator('iframe[title="Preview of 300x250-sparkle-summer"]').getByText('Edited live in the browser')).toBeVisible({ timeout: 30_000 });

  // A changed value plays the template again with it.
  await admin.getByRole('textbox', { name: 'frame1Headline' }).fill('Injected headline');
  await expect(admin.frameLocator('iframe[title="Preview of 300x250-sparkle-summer"]').getByText('Injected headline')).toBeVisible({ timeout: 30_000 });

  // Resize 300x250 to 300x600: the job's notifications, then the new template in the list.
  await admin.getByRole('combobox', { name: 'Resize to' }).fill('300x600');
  await admin.getByRole('button', { name: 'Resize' }).click();
  await expect(admin.getByText('Template resizing finished')).toBeVisible({ timeout: 60_000 });
  await admin.getByRole('link', { name: 'All templates' }).click();
  await expect(admin.getByRole('link', { name: '300x600-sparkle-summer' })).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Thumbnail of 300x600-sparkle-summer' })).toBeVisible({ timeout: 60_000 });
  await shot(admin, 'resized');

  // A reviewer sees a template but cannot approve it.
  await reviewer.goto(`/concepts/${conceptId}/templates`);
  await reviewer.getByRole('link', { name: '970x250-sparkle-summer' }).click();
  await expect(reviewer.frameLocator('iframe[title="Preview of 970x250-sparkle-summer"]').locator('body')).toBeVisible({ timeout: 30_000 });
  await expect(reviewer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Upload template' })).toHaveCount(0);

  // The manager approves all three; the concept is then ready.
  await manager.goto(`/concepts/${conceptId}/templates`);
  for (const name of ['300x250-sparkle-summer', '970x250-sparkle-summer', '300x600-sparkle-summer']) {
    await manager.getByRole('link', { name }).click();
    await manager.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText('You’ve approved this template version').last()).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Remove approval' })).toBeVisible();
    await manager.getByRole('link', { name: 'All templates' }).click();
  }
  await expect(manager.getByText('Ready', { exact: true })).toBeVisible();
  await shot(manager, 'ready');

  // A template's script runs in an opaque origin: reading the app's cookie throws.
  const probe = '<!doctype html><html><head><meta name="ad.size" content="width=300,height=250"></head><body><p id="out">waiting</p><script>var out = document.getElementById("out"); try { out.textContent = "cookie:" + document.cookie; } catch (e) { out.textContent = "cookie blocked: " + e.name; }</script></body></html>';
  await admin.goto(`/concepts/${conceptId}/templates`);
  dialog = await uploadThroughDialog(admin, { name: '300x250-cookie-probe.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'index.html': strToU8(probe) })) }, 'file uploaded successfully.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await admin.getByRole('link', { name: '300x250-cookie-probe' }).click();
  await expect(admin.frameLocator('iframe[title="Preview of 300x250-cookie-probe"]').getByText('cookie blocked: SecurityError')).toBeVisible({ timeout: 30_000 });
  expect((await admin.context().cookies()).length).toBeGreaterThan(0);
});
