/**
 * A hash of source trees, for caches keyed by what a build reads: the Lambda bundles' asset hashes (synth skips
 * esbuild for a bundle whose asset directory already exists) and the embedded default's parity manifest.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const memo = new Map<string, string>();

function filesUnder(root: string, path: string, skip: readonly string[], out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full) || skip.includes(path)) return;
  if (statSync(full).isFile()) return void out.push(path);
  for (const name of readdirSync(full).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    filesUnder(root, join(path, name), skip, out);
  }
}

/** sha256 over the paths and contents of every file under `paths` (files or folders of `root`), less `skip`. */
export function sourcesHash(root: string, paths: readonly string[], skip: readonly string[] = []): string {
  const key = JSON.stringify([root, paths, skip]);
  const known = memo.get(key);
  if (known) return known;
  const files: string[] = [];
  for (const p of paths) filesUnder(root, p, skip, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  const digest = hash.digest('hex');
  memo.set(key, digest);
  return digest;
}
