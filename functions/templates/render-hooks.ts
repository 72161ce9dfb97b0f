/**
 * What the template-render job tells the templates domain (functions/template-render/consumers/render-template.ts):
 * a version's thumbnails exist (with a video's duration and dimensions), a resized version is complete (its player
 * copy written, then ready) or failed. The version is found by its folder, the last segment of the job's prefix.
 */
import { playerHtml } from '@shared/domain/templates';
import { parseDimension } from '@shared/domain/template-versions';
import { keyIn, templateFiles } from '@functions/template-render/public';
import { templatesRepository } from './templates-repository';
import { playerPath, templateStorage } from './template-storage';
import { videoPlayer } from './ingest';

const versionIdOf = (prefix: string) => prefix.slice(prefix.lastIndexOf('/') + 1);

export const templateRenderHooks = {
  async thumbnailsRendered(input: { templateId?: string; prefix: string; video?: { durationMs: number; width: number; height: number } }): Promise<void> {
    if (!input.templateId) return;
    const template = await templatesRepository.get(input.templateId);
    // Deleted while the job ran: what the job wrote goes too.
    if (!template) return templateStorage.removeFolder(input.prefix);
    const named = parseDimension(template.size);
    await templatesRepository.updateVersion(input.templateId, versionIdOf(input.prefix), (v) => {
      const video = input.video ? { durationMs: input.video.durationMs, width: input.video.width, height: input.video.height } : v.video;
      const mismatch = input.video && named && (input.video.width !== named.width || input.video.height !== named.height);
      const warnings = mismatch
        ? [...v.warnings.filter((w) => w.code !== 'videoSize'), { code: 'videoSize', message: `The video is ${input.video!.width}x${input.video!.height} but the template name says ${template.size}` }]
        : v.warnings;
      const { error: _error, ...rest } = v;
      return { ...rest, status: v.status === 'failed' ? 'ready' : v.status, thumbnails: true, ...(video ? { video } : {}), warnings };
    });
  },

  /**
   * The thumbnails job failed: a video ffmpeg cannot read is a failed version (it cannot play either); an HTML5
   * version stays usable without thumbnails, the error saying why (a later success clears both).
   */
  async thumbnailsFailed(input: { templateId?: string; prefix: string; video: boolean; error: string }): Promise<void> {
    if (!input.templateId) return;
    await templatesRepository.updateVersion(input.templateId, versionIdOf(input.prefix), (v) =>
      v.thumbnails ? null : { ...v, error: input.error, ...(input.video ? { status: 'failed' as const } : {}) },
    );
  },

  async resized(input: { templateId?: string; targetPrefix: string; entry: string }): Promise<void> {
    if (!input.templateId) return;
    const template = await templatesRepository.get(input.templateId);
    if (!template) return;
    const size = parseDimension(template.size)!;
    const body = await templateFiles.read(keyIn(input.targetPrefix, input.entry)!);
    const isVideo = !/\.html?$/i.test(input.entry);
    const player = isVideo ? videoPlayer(input.entry, size) : playerHtml(body?.toString('utf8') ?? '');
    await templateFiles.put(keyIn(input.targetPrefix, playerPath(input.entry))!, Buffer.from(player), 'text/html; charset=utf-8');
    await templatesRepository.updateVersion(input.templateId, versionIdOf(input.targetPrefix), (v) => ({ ...v, entry: input.entry, status: 'ready', thumbnails: true }));
  },

  async resizeFailed(input: { templateId?: string; targetPrefix: string; error: string }): Promise<void> {
    if (!input.templateId) return;
    await templatesRepository.updateVersion(input.templateId, versionIdOf(input.targetPrefix), (v) => (v.status === 'ready' ? null : { ...v, status: 'failed', error: input.error }));
  },
};
