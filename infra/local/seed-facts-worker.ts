/**
 * Writes the background part of the reporting seed off the main thread: encoding a day of facts takes hundreds of
 * milliseconds, and a blocked main thread can neither answer requests nor stop on Ctrl-C (tsx force-kills a child that
 * does not acknowledge a signal within 30 ms).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SeedCampaign } from './seed-facts';
import { writeSeedFacts } from './seed-reporting';

const { root, campaigns, dates, rows } = workerData as { root: string; campaigns: SeedCampaign[]; dates: string[]; rows: number };
parentPort!.postMessage(await writeSeedFacts(root, campaigns, dates, rows));
