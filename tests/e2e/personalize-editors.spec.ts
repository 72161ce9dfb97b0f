/**
 * The personalize value editors and Meta previews in Chromium against `npm start` (issue 16), each on a campaign of
 * its own (ownCampaign): a self-service manager edits a dropdown, a url (a protocol is required), rich text (a
 * contentEditable box: marks, line breaks, other markup inert) and an
 * image (chosen, cropped with the asset library's cropper, scaled with the warning from 1.35, uploaded); a failing editor chunk shows a clear message, not a
 * blank screen; a Meta variant's preview modal in its single image and carousel shapes, with the Square / Vertical /
 * Horizontal toggles and their tooltips, and cards added and removed. Meta's preview itself is not available for
 * these variants (their values carry no `media` or card images: the report of this branch says why), so the modal
 * shows the spec's failure state: the loading clears and no preview appears.
 */
import sharp from 'sharp';
import { fillMessage, MESSAGES } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { csrf, signIn } from './helpers';
import { MANAGER, metaToggles, newVariant, ownCampaign, row, shot, type TreeRef } from './personalize-helpers';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const cell = (page: Page, variant: string, field: string) => row(page, variant).getByRole('button', { name: new RegExp(`^${field}: `) }).first();
const cellShows = (page: Page, variant: string, field: string, value: string) => row(page, variant).getByRole('button', { name: `${field}: ${value}`, exact: true }).first();

/** Sets a value of every format of the variant beside the screen (PATCH formats/dynamic-elements). */
async function setValue(page: Page, tree: TreeRef, variantId: string, values: Record<string, string>) {
  const { variant } = (await (await page.request.get(`/api${tree.url}/variants/${variantId}`)).json()) as { variant: { formats: Record<string, { _id: string }> } };
  const formats = Object.values(variant.formats).map((f) => ({ variantId, formatId: f._id }));
  const res = await page.request.patch(`/api${tree.url}/formats/dynamic-elements`, { headers: { 'x-csrf-token': await csrf(page) }, data: { formats, values } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a self-service manager edits a dropdown, a url, rich text and an image with its scale', async ({ page }) => {
  await signIn(page, MANAGER);
  const { google } = await ownCampaign(page, 'E2E Editors');
  const made = await newVariant(page, google, 'E2E Editors');
  await setValue(page, google, made._id, { frame1Subheadline: 'Zero sugar. <b>All sparkle.</b>' });
  await page.goto(google.url);
  await expect(row(page, 'E2E Editors')).toBeVisible();

  // dropdown: the template's possible values
  await cell(page, 'E2E Editors', 'trigger').click();
  const dropdown = dialog(page, 'trigger');
  await dropdown.getByRole('combobox', { name: 'trigger' }).click();
  await expect(page.locator('.ant-select-item-option')).toHaveText(['left', 'right', 'none']);
  await page.locator('.ant-select-item-option').filter({ hasText: 'right' }).click();
  await dropdown.getByRole('button', { name: 'Save' }).click();
  await expect(dropdown).toBeHidden();
  await expect(cellShows(page, 'E2E Editors', 'trigger', 'right')).toBeVisible();

  // url: a protocol is required (001 5)
  await cell(page, 'E2E Editors', 'landingPage1').click();
  const url = dialog(page, 'landingPage1');
  await url.getByRole('textbox', { name: 'landingPage1' }).fill('example.com/summer');
  await url.getByRole('button', { name: 'Save' }).click();
  await expect(url.getByRole('alert')).toHaveText(MESSAGES.urlNeedsProtocol);
  await url.getByRole('textbox', { name: 'landingPage1' }).fill('https://example.com/summer');
  await url.getByRole('button', { name: 'Save' }).click();
  await expect(url).toBeHidden();
  await expect(cellShows(page, 'E2E Editors', 'landingPage1', 'https://example.com/summer')).toBeVisible();

  // rich text: a value with markup opens the rich text editor, formatted (no markup shown); Underline (and Ctrl+I)
  // format the selection, Enter makes a line break; markup that is not b, i, u or br stays inert text
  await cell(page, 'E2E Editors', 'frame1Subheadline').click();
  const rich = dialog(page, 'frame1Subheadline');
  const box = rich.getByRole('textbox', { name: 'frame1Subheadline' });
  await expect(box.locator('b')).toHaveText('All sparkle.');
  await expect(box).toHaveText('Zero sugar. All sparkle.');
  await box.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.firstChild!, 0);
    range.setEnd(el.firstChild!, 'Zero sugar.'.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
  await rich.getByRole('button', { name: 'Underline' }).click();
  await expect(box.locator('u')).toHaveText('Zero sugar.');
  await expect(rich.getByRole('button', { name: 'Underline' })).toHaveAttribute('aria-pressed', 'true');
  // at the end of the bold text typing goes on in bold: Ctrl+B turns it off, Ctrl+I on
  await box.press('Control+End');
  await box.press('Enter');
  await expect(rich.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await box.press('Control+b');
  await box.press('Control+i');
  await expect(rich.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  await expect(rich.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  await box.pressSequentially('Now <img src=x onerror=alert(1)>');
  await expect(box.locator('i')).toHaveText('Now <img src=x onerror=alert(1)>');
  await expect(box.locator('img')).toHaveCount(0);
  await shot(page, 'rich-text');
  await rich.getByRole('button', { name: 'Save' }).click();
  await expect(rich).toBeHidden();
  // the cell reads formatted and is named by its words; the value stored is the allowed markup only
  const richCell = cellShows(page, 'E2E Editors', 'frame1Subheadline', 'Zero sugar. All sparkle. Now <img src=x onerror=alert(1)>');
  await expect(richCell.locator('u')).toHaveText('Zero sugar.');
  await expect(richCell.locator('b')).toHaveText('All sparkle.');
  await expect(richCell.locator('i')).toHaveText('Now <img src=x onerror=alert(1)>');
  await expect(richCell.locator('img')).toHaveCount(0);
  const stored = (await (await page.request.get(`/api${google.url}/variants/${made._id}`)).json()) as { variant: { formats: Record<string, { dynamicElements: Record<string, { value: string }> }> } };
  const values = Object.values(stored.variant.formats).flatMap((f) => (f.dynamicElements.frame1Subheadline ? [f.dynamicElements.frame1Subheadline.value] : []));
  expect(values).toEqual(['<u>Zero sugar.</u> <b>All sparkle.</b><br><i>Now &lt;img src=x onerror=alert(1)&gt;</i>']);
  // opened again, the saved value reads as it was written
  await cell(page, 'E2E Editors', 'frame1Subheadline').click();
  await expect(box.locator('i')).toHaveText('Now <img src=x onerror=alert(1)>');
  await expect(box.locator('br')).toHaveCount(1);
  await rich.getByRole('button', { name: 'Cancel' }).click();
  await expect(rich).toBeHidden();

  // image: chosen, checked, cropped with the asset library's cropper, scaled (the warning from 1.35), uploaded
  await cell(page, 'E2E Editors', 'frame1Image').click();
  const image = dialog(page, 'frame1Image');
  await image.locator('input[type=file]').setInputFiles({ name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(image.getByRole('alert')).toHaveText(MESSAGES.assetInvalidFormat);
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffd84d' } }).png().toBuffer();
  await image.locator('input[type=file]').setInputFiles({ name: 'e2e-can.png', mimeType: 'image/png', buffer: png });
  await expect(image.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  await expect(image.getByText('Crop 400x200 at 0, 0 → 400x200 px')).toBeVisible();
  await image.getByRole('spinbutton', { name: 'Scale' }).fill('1.4');
  await expect(image.getByText('Crop 400x200 at 0, 0 → 560x280 px')).toBeVisible();
  await expect(image.getByText(MESSAGES.imageScaleWarning)).toBeVisible();
  // a square crop, moved right with the keyboard as in the asset library, at half its size
  await image.getByRole('radiogroup', { name: 'Crop shape' }).getByText('Square').click();
  await expect(image.getByText('Crop 200x200 at 0, 0 → 280x280 px')).toBeVisible();
  await image.getByRole('slider', { name: 'Crop area' }).press('Shift+ArrowRight');
  await image.getByRole('spinbutton', { name: 'Scale' }).fill('0.5');
  await expect(image.getByText('Crop 200x200 at 50, 0 → 100x100 px')).toBeVisible();
  await expect(image.getByText(MESSAGES.imageScaleWarning)).toBeHidden();
  await shot(page, 'image-editor');
  await image.getByRole('button', { name: 'Save' }).click();
  await expect(image).toBeHidden();
  // the value is the uploaded file's key in the campaign's files; the cell shows its name
  await expect(row(page, 'E2E Editors').getByRole('button', { name: /^frame1Image: .+\/e2e-can\.png$/ })).toContainText('e2e-can.png');
  await shot(page, 'editors');
});

test('an editor whose code fails to load shows a clear message, and opens after a reload', async ({ page }) => {
  await signIn(page, MANAGER);
  const { google } = await ownCampaign(page, 'E2E Editor chunk');
  await newVariant(page, google, 'E2E Chunk');
  const chunk = '**/assets/editor-host-*.js';
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await page.goto(google.url);
  await cell(page, 'E2E Chunk', 'frame1Headline').click();
  const failed = dialog(page, MESSAGES.editorUnavailableTitle);
  await expect(failed).toContainText(MESSAGES.editorUnavailableText);
  await expect(row(page, 'E2E Chunk')).toBeVisible();
  await shot(page, 'editor-failed');
  await failed.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(failed).toBeHidden();

  // the chunk is back (the network, or the new release's chunk): reloading the page opens the editor again
  await page.unroute(chunk);
  await cell(page, 'E2E Chunk', 'frame1Headline').click();
  await failed.getByRole('button', { name: 'Reload page' }).click();
  await cell(page, 'E2E Chunk', 'frame1Headline').click();
  await expect(dialog(page, 'frame1Headline').getByRole('textbox', { name: 'frame1Headline' })).toHaveValue('Summer tastes like Sparkle Zero');
});

test("a Meta variant's preview as a single image and as a carousel, with the orientation toggles, tooltips and cards", async ({ page }) => {
  await signIn(page, MANAGER);
  const { facebook } = await ownCampaign(page, 'E2E Meta previews');
  await newVariant(page, facebook, 'E2E Meta');
  await page.goto(facebook.url);
  await row(page, 'E2E Meta').getByRole('button', { name: 'Preview 1080x1080' }).click();
  const modal = dialog(page, 'Meta preview: E2E Meta');
  const frame = modal.locator('iframe[title="Meta preview of E2E Meta"]');
  const { toggle, tooltipOf } = metaToggles(page, modal);

  // single image: the template is square (1080x1080); vertical and horizontal wait for their images
  await expect(toggle('Single image')).toHaveClass(/ant-segmented-item-selected/);
  await expect(toggle('Square')).toHaveClass(/ant-segmented-item-selected/);
  await expect(modal.getByText(MESSAGES.metaPreviewNotAvailable)).toBeVisible();
  await expect(modal.getByLabel('Loading preview')).toHaveCount(0);
  await expect(frame).toHaveCount(0);
  await tooltipOf('Vertical', fillMessage(MESSAGES.metaUploadImageToEnable, { format: 'Vertical' }));
  await tooltipOf('Horizontal', fillMessage(MESSAGES.metaUploadImageToEnable, { format: 'Horizontal' }));
  await expect(toggle('Vertical')).toHaveClass(/ant-segmented-item-disabled/);
  await shot(page, 'meta-single-image');

  // carousel: 3 cards by default, 2 to 10
  await toggle('Carousel').click();
  await expect(modal.getByText('3 cards')).toBeVisible();
  await expect(modal.getByText(MESSAGES.metaPreviewNotAvailable)).toBeVisible();
  await tooltipOf('Horizontal', fillMessage(MESSAGES.metaUploadImageToEnable, { format: 'Horizontal' }));
  await modal.getByRole('button', { name: 'Add card' }).click();
  await expect(modal.getByText('4 cards')).toBeVisible();
  await modal.getByRole('button', { name: 'Remove card' }).click();
  await modal.getByRole('button', { name: 'Remove card' }).click();
  await expect(modal.getByText('2 cards')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Remove card' })).toBeDisabled();
  await shot(page, 'meta-carousel');
});
