/**
 * `postinstall`: one honest line instead of npm's engine warnings. npm itself may run on an older Node (20 here), but
 * every npm script runs on the Node of the `node` dev dependency (22), so a package's `engines` are checked against
 * that one. Packages that even Node 22 does not satisfy are listed: those warnings matter.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ROOT } from './site';

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

/** Every installed package's manifest (scoped and nested node_modules included). */
function* manifests(dir: string): Generator<Manifest> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const folders = entry.startsWith('@') ? readdirSync(join(dir, entry)).map((name) => join(dir, entry, name)) : [join(dir, entry)];
    for (const folder of folders) {
      const file = join(folder, 'package.json');
      if (existsSync(file)) yield JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      yield* manifests(join(folder, 'node_modules'));
    }
  }
}

const runtime = process.version;
let count = 0;
const unsatisfied: string[] = [];
/** Packages Node 20 would not run: npm warns of them when it runs on Node 20, though they never run there. */
const needNode22 = new Set<string>();
for (const manifest of manifests(join(ROOT, 'node_modules'))) {
  count += 1;
  const range = manifest.engines?.node;
  if (!range || !semver.validRange(range)) continue;
  if (!semver.satisfies(runtime, range)) unsatisfied.push(`${manifest.name}@${manifest.version} (node ${range})`);
  else if (!semver.satisfies('20.19.0', range)) needNode22.add(manifest.name ?? '?');
}

console.log(
  `[install] ${count} packages. npm scripts (start, test, synth, bench) run on Node ${runtime} from the node dev dependency` +
    (needNode22.size ? `; ${needNode22.size} of them need Node 22 and run there.` : '.'),
);
for (const line of unsatisfied) console.warn(`[install] warning: ${line} does not support Node ${runtime}`);
