/**
 * A template remade at another size (the 'resize' template call's background job). HTML5: every file of the folder is
 * copied to the new folder, the entry's name gets the new WxH and its `<meta name="ad.size">` the new size (added when
 * missing), then the copy is rendered for thumbnails. Video: scaled into the new size with bars (ffmpeg), its poster
 * frame giving the thumbnails.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_SIZES, type ResizeMessage } from '@shared/contracts/template-render';
import type { Renderer } from '@functions/lib/renderer';
import { PermanentJobError } from '@functions/lib/sqs';
import { editVideo, posterFrame } from '@functions/lib/video/ffmpeg';
import { renderThumbnails, thumbnailKey } from './render-thumbnails';
import { contentTypeOf, keyIn, resizedName, templateFiles } from './template-files';
import { isVideoEntry } from './video-thumbnails';

const AD_SIZE_META = /<meta\s+[^>]*name\s*=\s*["']ad\.size["'][^>]*>/i;


/** The entry HTML with its declared size changed (or declared, right after <head>). */
export function withAdSize(html: string, size: { width: number; height: number }): string {
  const meta = `<meta name="ad.size" content="width=${size.width},height=${size.height}">`;
  if (AD_SIZE_META.test(html)) return html.replace(AD_SIZE_META, meta);
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}\n${meta}`);
  return `${meta}\n${html}`;
}

export interface ResizeResult {
  entry: string;
  thumbnails: string[];
}

async function resizeVideo(message: ResizeMessage, entry: string): Promise<ResizeResult> {
  const source = await templateFiles.read(keyIn(message.prefix, message.entry)!);
  if (!source) throw new PermanentJobError(`template video ${message.entry} is missing`);
  const dir = mkdtempSync(path.join(tmpdir(), 'resize-'));
  try {
    const input = path.join(dir, 'in' + path.extname(message.entry));
    const output = path.join(dir, 'out.mp4');
    writeFileSync(input, source);
    await editVideo(input, output, { size: message.targetSize });
    const target = entry.replace(/\.\w+$/, '.mp4');
    await templateFiles.put(keyIn(message.targetPrefix, target)!, readFileSync(output), 'video/mp4');
    const poster = await posterFrame(output, 0);
    const thumbnails: string[] = [];
    for (const size of THUMBNAIL_SIZES) {
      const key = thumbnailKey(message.targetPrefix, size);
      await templateFiles.put(key, await sharp(poster).resize(size.width, size.height, { fit: 'contain', background: '#000000' }).png().toBuffer(), 'image/png');
      thumbnails.push(key);
    }
    return { entry: target, thumbnails };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function resizeTemplate(message: ResizeMessage, renderer?: Renderer): Promise<ResizeResult> {
  const entry = resizedName(message.entry, message.targetSize);
  if (isVideoEntry(message.entry)) return resizeVideo(message, entry);
  const files = (await templateFiles.list(message.prefix)).filter((p) => !p.startsWith('thumbnails/'));
  if (!files.includes(message.entry)) throw new PermanentJobError(`template entry ${message.entry} is missing`);
  // The entry is written last: a reader that finds it finds every asset beside it.
  for (const file of files.filter((f) => f !== message.entry)) {
    const body = await templateFiles.read(keyIn(message.prefix, file)!);
    if (body) await templateFiles.put(keyIn(message.targetPrefix, file)!, body, contentTypeOf(file));
  }
  const html = (await templateFiles.read(keyIn(message.prefix, message.entry)!))!.toString('utf8');
  await templateFiles.put(keyIn(message.targetPrefix, entry)!, Buffer.from(withAdSize(html, message.targetSize)), contentTypeOf(entry));
  const thumbnails = await renderThumbnails({ prefix: message.targetPrefix, entry, size: message.targetSize }, renderer);
  return { entry, thumbnails };
}
