/**
 * A self-contained HTML5 bundle ('HTML prerender'): the template version's folder as the designer zipped it
 * (its assets beside the entry, the player copies, previews and thumbnails left out) with the entry HTML replaced by
 * the prerendered page (shared/domain/template-player.ts prerenderedHtml: the values baked in, clickTag from the ad
 * server's URL first), zipped with fflate, ready for ad servers that take HTML5 zips.
 */
import { zipSync, type Zippable } from 'fflate';
import { currentVersion } from '@shared/domain/template-versions';
import { decodeTemplateHtml, prerenderedHtml } from '@shared/domain/templates';
import { keyIn, templateFiles } from '@functions/template-render/public';
import { isOwnFile, templateFolder, templatesRepository, type Template } from '@functions/templates/public';

/** The creative cannot be prerendered (a missing or video template, a version that is not ready): reported, not retried. */
export class Unprerenderable extends Error {}

type Version = Template['generations'][number]['versions'][number];

async function htmlVersion(
  partnerId: string,
  templateId: string,
  pick: (t: Template) => Version | null | undefined,
  read: (id: string) => Promise<Template | null> = (id) => templatesRepository.get(id),
): Promise<{ template: Template; version: Version }> {
  const template = await read(templateId);
  if (!template || template.partnerId !== partnerId) throw new Unprerenderable(`template ${templateId} not found`);
  const version = pick(template);
  if (!version || version.status !== 'ready') throw new Unprerenderable(`template ${template.name} has no ready version`);
  if (version.kind !== 'html') throw new Unprerenderable(`template ${template.name} is a video: only HTML5 templates are prerendered`);
  return { template, version };
}

/** A template version's own files (what its zip held), by path inside the folder. */
async function folderFiles(prefix: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const path of (await templateFiles.list(prefix)).filter((p) => !isOwnFile(p))) {
    const key = keyIn(prefix, path);
    const body = key ? await templateFiles.read(key) : null;
    if (body) files.set(path, body);
  }
  return files;
}

/** Folder files -> zip (the entry replaced); levels chosen for speed: images are already compressed. */
function zipFolder(files: Map<string, Buffer>, entry: string, html: string): Buffer {
  const tree: Zippable = {};
  for (const [path, body] of files) tree[path] = path === entry ? [new TextEncoder().encode(html), { level: 6 }] : [body, { level: /\.(png|jpe?g|gif|webp|mp4|webm|woff2?)$/i.test(path) ? 0 : 6 }];
  return Buffer.from(zipSync(tree));
}

/** Each template and its folder are read once per batch: a bulk of many creatives on one template reads them once. */
export function bundleMaker(partnerId: string) {
  const folders = new Map<string, Promise<Map<string, Buffer>>>();
  const templates = new Map<string, Promise<Template | null>>();
  const templateOf = (id: string) => {
    let t = templates.get(id);
    if (!t) templates.set(id, (t = templatesRepository.get(id)));
    return t;
  };
  const filesOf = (prefix: string) => {
    let files = folders.get(prefix);
    if (!files) folders.set(prefix, (files = folderFiles(prefix)));
    return files;
  };
  async function bundle(template: Template, version: Version, sets: Record<string, Record<string, string>>, defaultKey: string): Promise<Buffer> {
    const files = await filesOf(templateFolder(partnerId, template.conceptId, version.id));
    const entryBytes = files.get(version.entry);
    if (!entryBytes) throw new Unprerenderable(`template ${template.name} has no entry file`);
    return zipFolder(files, version.entry, prerenderedHtml(decodeTemplateHtml(entryBytes, version.entry), sets, defaultKey));
  }
  return {
    /** One creative: its template version with its values. */
    async creative(c: { id: string; templateId: string | null; generation: number; version: number; values: Record<string, string> }): Promise<Buffer> {
      if (!c.templateId) throw new Unprerenderable('the creative has no template');
      const { template, version } = await htmlVersion(partnerId, c.templateId, (t) => t.generations.find((g) => g.generation === c.generation)?.versions.find((v) => v.version === c.version), templateOf);
      return bundle(template, version, { [c.id]: c.values }, c.id);
    },
    /** An assembly: the template's current version with every creative's values by id (`?variation=<id>` picks one). */
    async assembly(templateId: string, sets: Record<string, Record<string, string>>): Promise<{ zip: Buffer; name: string }> {
      const { template, version } = await htmlVersion(partnerId, templateId, (t) => currentVersion(t));
      return { zip: await bundle(template, version, sets, Object.keys(sets)[0] ?? ''), name: template.name };
    },
    /** A template as designed (no values baked): the template export. */
    async template(templateId: string): Promise<{ zip: Buffer; name: string }> {
      const { template, version } = await htmlVersion(partnerId, templateId, (t) => currentVersion(t));
      const files = await filesOf(templateFolder(partnerId, template.conceptId, version.id));
      return { zip: Buffer.from(zipSync(Object.fromEntries([...files].map(([p, b]) => [p, b])))), name: template.name };
    },
  };
}
