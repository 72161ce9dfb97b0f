/**
 * Placeholder until realtime-previews' analytics port merges (its file replaces this one): the signal calls record
 * their tracked events (001 7 'Tracked analytics events') through this one function.
 */
import type { Caller } from '@functions/lib/session';

export async function trackPersonalizeEvent(_caller: Caller, _campaignId: string, _name: string, _detail: Record<string, unknown> = {}): Promise<void> {}
