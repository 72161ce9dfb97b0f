/** Browser tests use Debian's Chromium: install it with apt-get when root, or stop with the exact command to run. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it with apt-get ...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(CHROMIUM)) return;
  }
  console.error('The browser tests need Chromium. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n');
  process.exit(1);
}
