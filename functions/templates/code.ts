/**
 * The code editor ('Edit'): the current version's entry HTML, a live preview of edited code (the spec's
 * 'code-editor preview': a temporary player file in the version's folder, answered as a user-content address), and
 * saving the edited code as the next version of the generation (its files copied, the entry replaced, thumbnails
 * rendered again). Only HTML5 templates have code.
 */
import { playerHtml } from '@shared/domain/templates';
import { currentVersion } from '@shared/domain/template-versions';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import type { Caller } from '@functions/lib/session';
import { contentTypeOf, keyIn, templateFiles } from '@functions/template-render/public';
import { newVersion, parseEntry, scriptsOf } from './ingest';
import { versionFolder } from './present';
import { queueThumbnails, readyVersion, sizeOf, stillThere } from './template-actions';
import { templateChanged } from './template-changes';
import { templateInScope } from './template-scope';
import { templatesRepository, type StoredVersion, type Template } from './templates-repository';
import { folderUrl, isOwnFile, playerPath, previewPath, templateFolder, templateStorage } from './template-storage';

async function editable(caller: Caller, id: string): Promise<{ template: Template; version: StoredVersion }> {
  const { template } = await templateInScope(caller, id, 'write');
  const version = readyVersion(currentVersion(template));
  if (version.kind !== 'html') throw unprocessable(MESSAGES.templateCodeOnlyHtml);
  return { template, version };
}

export async function readCode(caller: Caller, id: string): Promise<{ code: string; entry: string }> {
  const { template, version } = await editable(caller, id);
  const body = await templateFiles.read(keyIn(versionFolder(template, version), version.entry)!);
  return { code: body ? body.toString('utf8') : '', entry: version.entry };
}

export async function previewCode(caller: Caller, id: string, code: string): Promise<{ url: string }> {
  const { template, version } = await editable(caller, id);
  const prefix = versionFolder(template, version);
  const path = previewPath(version.entry, caller.user.id);
  await templateFiles.put(keyIn(prefix, path)!, Buffer.from(playerHtml(code)), 'text/html; charset=utf-8');
  // The file is rewritten under one name: a query of its own keeps the browser from showing the last one it cached.
  return { url: `${folderUrl(prefix, path, 10 * 60)}?v=${Date.now()}` };
}

export async function saveCode(caller: Caller, id: string, editedCode: string): Promise<Template> {
  const { template, version } = await editable(caller, id);
  const from = versionFolder(template, version);
  const paths = (await templateFiles.list(from)).filter((p) => !isOwnFile(p) && p !== version.entry);
  const scripts = await Promise.all(paths.filter((p) => /\.m?js$/i.test(p)).map(async (path) => ({ path, body: (await templateFiles.read(keyIn(from, path)!)) ?? Buffer.alloc(0) })));
  const { parse, warnings } = parseEntry(editedCode, sizeOf(template), scriptsOf(scripts, version.entry));
  const newVersionId = newId();
  const to = templateFolder(template.partnerId, template.conceptId, newVersionId);
  try {
    for (const path of paths) {
      await assetStorage.copy(`${from}/${path}`, `${to}/${path}`, contentTypeOf(path));
    }
    await templateStorage.writeFiles(to, [
      { path: playerPath(version.entry), body: Buffer.from(playerHtml(editedCode)) },
      { path: version.entry, body: Buffer.from(editedCode) },
    ]);
  } catch (error) {
    await templateStorage.removeFolder(to).catch(() => undefined);
    throw error;
  }
  const stored = { ...newVersion(newVersionId, 'html', version.entry, parse, warnings, caller.user.id), editedCode: true };
  let added: StoredVersion | undefined;
  const saved = stillThere(
    await templatesRepository.mutate(template.id, (t) => ({
      generations: t.generations.map((g) => {
        if (g.generation !== version.generation) return g;
        added = { ...stored, generation: g.generation, version: Math.max(0, ...g.versions.map((v) => v.version)) + 1 };
        return { ...g, versions: [...g.versions, added] };
      }),
    })),
  );
  if (!added) {
    await templateStorage.removeFolder(to).catch(() => undefined);
    throw unprocessable(MESSAGES.templateGenerationNotFound);
  }
  await queueThumbnails(saved, added, caller.user.id);
  await templateChanged(template, caller.user.id, `Template ${template.name}: version ${added.version} saved from the code editor`);
  return saved;
}
