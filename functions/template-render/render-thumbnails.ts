/**
 * Thumbnails of a template (002 section 9: 500x500 and 300x250): the entry HTML rendered at the template's own size
 * by the renderer port, then fitted into each thumbnail size on white (never cropped: an ad is seen whole). The page
 * is served to the browser from the template's folder only, on an origin that resolves nowhere; every other request
 * is aborted by the renderer's fence.
 */
import sharp from 'sharp';
import { THUMBNAIL_SIZES } from '@shared/contracts/template-render';
import { renderer as warmRenderer, type Renderer } from '@functions/lib/renderer';
import { PermanentJobError } from '@functions/lib/sqs';
import { keyIn, servedFolder, TEMPLATE_ORIGIN, templateFiles } from './template-files';


const THUMBNAIL_TIMEOUT_MS = 15_000;

export const thumbnailKey = (prefix: string, size: { width: number; height: number }) => `${prefix}/thumbnails/${size.width}x${size.height}.png`;

/** Renders the entry at its size and stores each thumbnail; answers the keys written. */
export async function renderThumbnails(
  input: { prefix: string; entry: string; size: { width: number; height: number } },
  renderer: Renderer = warmRenderer(),
): Promise<string[]> {
  const entryKey = keyIn(input.prefix, input.entry);
  if (!entryKey || !(await templateFiles.read(entryKey))) throw new PermanentJobError(`template entry ${input.entry} is missing`);
  const shot = await renderer.screenshot({
    url: `${TEMPLATE_ORIGIN}/${input.entry.split('/').map(encodeURIComponent).join('/')}`,
    serve: servedFolder(input.prefix),
    width: input.size.width,
    height: input.size.height,
    timeoutMs: THUMBNAIL_TIMEOUT_MS,
  });
  const keys: string[] = [];
  for (const size of THUMBNAIL_SIZES) {
    const png = await sharp(shot).resize(size.width, size.height, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();
    const key = thumbnailKey(input.prefix, size);
    await templateFiles.put(key, png, 'image/png');
    keys.push(key);
  }
  return keys;
}
