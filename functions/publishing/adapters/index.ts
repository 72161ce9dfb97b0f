/**
 * The publishing adapters by channel: one line per adapter ('Publishing adapters'). A channel without a line
 * answers 'Unknown publishing channel' when a job reaches it.
 */
import type { PublishChannel } from '@shared/contracts/publishing';
import type { PublishAdapter } from './port';

const ADAPTERS: Partial<Record<PublishChannel, () => Promise<PublishAdapter>>> = {
  google: async () => (await import('./cm360')).cm360Adapter,
  gads: async () => (await import('./google-ads')).googleAdsAdapter,
  dv360: async () => (await import('./dv360')).dv360Adapter,
  facebook: async () => (await import('./meta')).metaAdapter(),
  youtube: async () => (await import('./youtube')).youtubeAdapter(),
};

/** The channel's adapter, loaded on first use (each platform's client library only when its channel publishes). */
export async function adapterOf(channel: PublishChannel): Promise<PublishAdapter | undefined> {
  return ADAPTERS[channel]?.();
}

/** Channels that have an adapter. */
export const publishableChannels = (): PublishChannel[] => Object.keys(ADAPTERS) as PublishChannel[];
