/** Builds the web site when its sources changed; the build version is a hash of those sources. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const SITE_DIR = join(ROOT, 'dist', 'web');
const VERSION_FILE = join(SITE_DIR, 'build-version.txt');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** A short hash of everything the site is built from. */
export function sourceVersion(): string {
  const hash = createHash('sha256');
  for (const dir of ['web', 'shared']) {
    for (const file of files(join(ROOT, dir))) hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  return hash.digest('hex').slice(0, 12);
}

/** Builds dist/web unless it is already built from these sources; answers the build version. */
export function ensureSite(): string {
  const version = sourceVersion();
  if (existsSync(VERSION_FILE) && readFileSync(VERSION_FILE, 'utf8').trim() === version) return version;
  console.log('Building the web site ...');
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // always the production build: a start from inside a test run inherits NODE_ENV=test, with which antd builds
    // test ids ('test-id' for every dialog's label) and dev-only styles into the site every later start serves
    env: { ...process.env, NODE_ENV: 'production', BUILD_VERSION: version },
  });
  return version;
}
