/**
 * How a creative is played for the renderer: the template version it is on, its player copy beside the entry with the
 * creative's values in the URL fragment, files served from storage only, at the template's size. The personalize
 * screenshots and the renders jobs (screenshots, PDF) shoot this target.
 */
import { encodePlayerValues } from '@shared/domain/template-player';
import type { RenderTarget } from '@functions/lib/renderer';
import { servedFolder, TEMPLATE_ORIGIN } from '@functions/template-render/public';
import { templatesRepository } from './templates-repository';
import { playerPath, templateFolder } from './template-storage';

/** A creative whose template cannot be played (missing, not ready, a video, no size): it ends in error, nothing to retry. */
export class UnplayableTemplateError extends Error {}

export interface PlayedCreative {
  templateId: string;
  version: number;
  generation: number;
  values: Record<string, string>;
}

/** The render target of a creative of the partner (throws UnplayableTemplateError when it has none). */
export async function templatePlayTarget(partnerId: string, creative: PlayedCreative): Promise<Pick<RenderTarget, 'url' | 'serve' | 'width' | 'height'>> {
  const template = await templatesRepository.get(creative.templateId);
  if (!template || template.partnerId !== partnerId) throw new UnplayableTemplateError(`template ${creative.templateId} not found`);
  const version = template.generations.find((g) => g.generation === creative.generation)?.versions.find((v) => v.version === creative.version);
  if (!version || version.status !== 'ready') throw new UnplayableTemplateError(`template ${template.id} has no ready version ${creative.generation}.${creative.version}`);
  if (version.kind !== 'html') throw new UnplayableTemplateError(`template ${template.id} is a video`);
  const [width, height] = template.size.split('x').map(Number);
  if (!width || !height) throw new UnplayableTemplateError(`template ${template.id} has no size`);
  const path = playerPath(version.entry).split('/').map(encodeURIComponent).join('/');
  return {
    url: `${TEMPLATE_ORIGIN}/${path}#${encodePlayerValues(creative.values)}`,
    serve: servedFolder(templateFolder(partnerId, template.conceptId, version.id)),
    width,
    height,
  };
}
