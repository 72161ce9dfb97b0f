/** DynamoDB Local needs Java 17+: find it, install it with apt-get when root, or stop with the exact command to run. */
import { execFileSync, spawnSync } from 'node:child_process';

const PACKAGE = 'openjdk-17-jre-headless';

function javaMajor(): number | null {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  const m = /version "(\d+)/.exec(r.stderr + r.stdout);
  return m ? Number(m[1]) : null;
}

export function ensureJava(): void {
  const major = javaMajor();
  if (major !== null && major >= 17) return;
  if (process.getuid?.() === 0) {
    console.log(`Java 17 is missing: installing ${PACKAGE} with apt-get ...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if ((javaMajor() ?? 0) >= 17) return;
  }
  console.error(`DynamoDB Local needs Java 17. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y ${PACKAGE}\n`);
  process.exit(1);
}
