/** Conversions of the caller's current partner (002 7: every call names the partner with ?partnerId). */
import type { CustomConversion as CustomConversionDto } from '@shared/contracts/custom-conversions';
import { fillMessage, MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { customConversionsRepository, type CustomConversion } from './custom-conversions-repository';
import { floodlightSource } from './floodlight/floodlight-source';

/** A conversion of the current partner, else 'Entity not found' (another partner's conversion looks like none). */
export async function conversionInScope(caller: Caller, id: string): Promise<CustomConversion> {
  const conversion = await customConversionsRepository.get(id);
  if (!conversion || conversion.partnerId !== caller.partnerId) throw notFound();
  return conversion;
}

/** Every activity must be one of the partner's floodlight activities on its ad server. */
export async function assertKnownActivities(partnerId: string, ids: readonly string[]): Promise<void> {
  const known = new Set((await (await floodlightSource()).list(partnerId)).map((a) => a.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw unprocessable(MESSAGES.wrongParams, [{ path: 'floodlightActivityIds', message: fillMessage(MESSAGES.unknownFloodlightActivities, { ids: unknown.join(', ') }) }]);
  }
}

export const presentConversion = (c: CustomConversion): CustomConversionDto => ({
  _id: c.id,
  partnerId: c.partnerId,
  name: c.name,
  floodlightActivityIds: c.floodlightActivityIds,
  createdAt: new Date(c.createdAt).toISOString(),
  updatedAt: new Date(c.updatedAt).toISOString(),
});
