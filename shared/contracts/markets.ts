/** Contracts of the market calls (002 7 'Markets'). A market has an identifier and a name (002 3). */
import * as z from 'zod';
import { MARKET_NAME_MAX_LENGTH } from '../constants';
import { idSchema, typedName } from './common';

export const marketSchema = z.object({ _id: idSchema, name: z.string(), partnerId: idSchema });
export type Market = z.infer<typeof marketSchema>;
export const marketListSchema = z.array(marketSchema);

/** POST markets/create/{partnerId} and PUT markets/update/{id}: body name. */
export const marketBodySchema = z.object({ name: typedName(z.string().min(1, 'Name is required').max(MARKET_NAME_MAX_LENGTH)) });
export type MarketBody = z.input<typeof marketBodySchema>;

/** DELETE markets/delete/{partnerId}/{id}: the partner's markets after the call, and whether the market was in use. */
export const deleteMarketResultSchema = z.object({ markets: marketListSchema, blockedToDelete: z.boolean() });
export type DeleteMarketResult = z.infer<typeof deleteMarketResultSchema>;

export const partnerMarketsParamsSchema = z.object({ partnerId: idSchema });
export const marketIdParamsSchema = z.object({ id: idSchema });
export const deleteMarketParamsSchema = z.object({ partnerId: idSchema, id: idSchema });
