/**
 * The ad server port for floodlight activities (001 7 'GET google/floodlightActivities/{partnerId}'): Campaign Manager
 * 360's floodlightActivities.list over HTTP in AWS, seeded activities in the embedded default (FLOODLIGHT_SOURCE=embedded).
 */
import type { FloodlightActivity } from '@shared/contracts/custom-conversions';
import { config } from '@functions/lib/config';

export interface FloodlightSource {
  /** Every floodlight activity the partner's ad server accounts hold. */
  list(partnerId: string): Promise<FloodlightActivity[]>;
}

let source: Promise<FloodlightSource> | undefined;

export function floodlightSource(): Promise<FloodlightSource> {
  source ??= config.floodlightSource === 'embedded'
    ? import('./embedded-floodlight').then((m) => m.embeddedFloodlightSource)
    : import('./cm360-floodlight').then((m) => m.cm360FloodlightSource(fetch));
  return source;
}
