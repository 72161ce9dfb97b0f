/**
 * The embedded default's renderer (thumbnails, screenshots, PDFs, storyboard frames) and the browser tests use
 * Debian's Chromium: `npm start` and `npm test` install it with apt-get when run as root, or stop with the exact
 * command to run, before anything starts (a start without it would fail every render job, and the seed's thumbnail
 * jobs would dead-letter).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What a start without the browser prints: why, and the command that installs it. */
export const CHROMIUM_MISSING = `Marquee renders creatives (thumbnails, screenshots, PDFs) and runs its browser tests in Chromium, which is not installed (${CHROMIUM}). Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`;

export function ensureChromium(opts: { path?: string; root?: boolean } = {}): void {
  const path = opts.path ?? CHROMIUM;
  if (existsSync(path)) return;
  if (opts.root ?? process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it with apt-get ...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(path)) return;
  }
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}
