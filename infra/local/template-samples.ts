/**
 * The sample templates shipped with the contract (docs/templates/samples/<name>/): each folder zipped as an uploader
 * would zip it, for tests, the bench and the seed. The folder name is the template's name (`WxH-name`), so the zip's
 * file name parses as the contract says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { DynamicField } from '@shared/contracts/templates';
import { parseTemplateHtml, parseTemplateName } from '@shared/domain/templates';
import { ROOT } from './site';

export const TEMPLATE_SAMPLES_DIR = join(ROOT, 'docs', 'templates', 'samples');

/** The sample folders' names, e.g. '300x250-sparkle-summer'. */
export const templateSampleNames = (): string[] =>
  readdirSync(TEMPLATE_SAMPLES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

/** Every file of a sample folder by its path inside the folder ('/'-separated). */
export function templateSampleFiles(name: string): Record<string, Uint8Array> {
  const dir = join(TEMPLATE_SAMPLES_DIR, name);
  const files: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      if (item.isDirectory()) walk(path);
      else if (item.isFile()) files[relative(dir, path).split('\\').join('/')] = readFileSync(path);
    }
  };
  walk(dir);
  return files;
}

/**
 * A sample as the zip a user uploads: its files at the root, or inside one folder named after it (`wrapped`, as
 * zipping the folder itself from a file manager does). Media already compressed are stored, the rest deflated.
 */
export function zipTemplateSample(name: string, options: { wrapped?: boolean } = {}): { fileName: string; zip: Uint8Array } {
  const entries: Zippable = {};
  for (const [path, body] of Object.entries(templateSampleFiles(name))) {
    entries[options.wrapped ? `${name}/${path}` : path] = [body, { level: /\.(?:mp4|png|jpe?g|gif|woff2?)$/i.test(path) ? 0 : 6 }];
  }
  return { fileName: `${name}.zip`, zip: zipSync(entries) };
}

/**
 * A sample's dynamic fields as its upload parses them (shared/domain/templates.ts parseTemplateHtml): the seed builds
 * its variations' values from these defaults, so their hashes are the ones a generation over the seeded templates makes.
 */
export function templateSampleFields(name: string): DynamicField[] {
  const files = templateSampleFiles(name);
  const scripts = Object.fromEntries(Object.entries(files).filter(([p]) => p.endsWith('.js')).map(([p, body]) => [p, Buffer.from(body).toString('utf8')]));
  return parseTemplateHtml(Buffer.from(files['index.html']!).toString('utf8'), parseTemplateName(`${name}.zip`).size, { scripts }).dynamicFields;
}
