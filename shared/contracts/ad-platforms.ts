/**
 * Contracts of the ad platforms' read calls (001 7: facebook/{id}/campaigns, facebook/campaign/{id}/adsets,
 * dv360/{id}/lineitems and /campaigns, the ad server lookups under /google, google-ads/campaigns and /adgroups).
 * The spec shows no answer shapes: each item keeps the platform's own field names (Graph's snake_case, DV360's and
 * CM360's camelCase, Google Ads' resource fields), narrowed to what the screens use.
 */
import * as z from 'zod';
import { idSchema } from './common';

/** Platform ids are numeric strings (Meta ad accounts also as act_<digits>); nothing else reaches a platform's URL. */
export const platformIdSchema = z.string().regex(/^(act_)?\d{1,24}$/, 'Must be an ad platform id');

export const nodeQuerySchema = z.object({ nodeId: idSchema });
export const idParamsSchema = z.object({ id: platformIdSchema });
/** facebook/{id}/campaigns: {id} is the business node whose Meta ad account is read. */
export const nodeParamsSchema = z.object({ id: idSchema });
export const googleAdsCampaignParamsSchema = z.object({ campaignId: platformIdSchema });

const list = <T extends z.ZodType>(item: T) => z.array(item);
const idsList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(platformIdSchema).max(100));

export const dv360LineItemsQuerySchema = nodeQuerySchema.extend({ campaignIds: idsList.optional() });
/** The ad server lookups: the node whose CM360 network is read; campaigns and sites may be searched by name. */
export const adServerQuerySchema = nodeQuerySchema.extend({
  searchString: z.string().max(100).optional(),
  advertiserId: platformIdSchema.optional(),
});

export const metaAdAccountSchema = z.object({ id: z.string(), account_id: z.string(), name: z.string(), currency: z.string().optional(), account_status: z.number().optional() });
export const metaPageSchema = z.object({ id: z.string(), name: z.string(), category: z.string().optional() });
export const metaCampaignSchema = z.object({ id: z.string(), account_id: z.string(), name: z.string(), objective: z.string().optional(), status: z.string(), effective_status: z.string().optional() });
export const metaAdSetSchema = z.object({ id: z.string(), campaign_id: z.string(), name: z.string(), status: z.string(), effective_status: z.string().optional(), end_time: z.string().optional() });
export type MetaAdAccount = z.infer<typeof metaAdAccountSchema>;
export type MetaPage = z.infer<typeof metaPageSchema>;
export type MetaCampaign = z.infer<typeof metaCampaignSchema>;
export type MetaAdSet = z.infer<typeof metaAdSetSchema>;

export const dv360AdvertiserSchema = z.object({ advertiserId: z.string(), partnerId: z.string(), displayName: z.string(), entityStatus: z.string() });
export const dv360CampaignSchema = z.object({ advertiserId: z.string(), campaignId: z.string(), displayName: z.string(), entityStatus: z.string() });
export const dv360LineItemSchema = z.object({
  advertiserId: z.string(),
  campaignId: z.string(),
  insertionOrderId: z.string(),
  lineItemId: z.string(),
  displayName: z.string(),
  lineItemType: z.string(),
  entityStatus: z.string(),
  /** The flight's last day (YYYY-MM-DD) when the line item has dates of its own (a custom flight), else absent. */
  endDate: z.string().optional(),
});
export type Dv360Advertiser = z.infer<typeof dv360AdvertiserSchema>;
export type Dv360Campaign = z.infer<typeof dv360CampaignSchema>;
export type Dv360LineItem = z.infer<typeof dv360LineItemSchema>;

/** CM360 items: every list has an id (operating systems: their dartId) and a name. */
export const cm360ItemSchema = z.object({ id: z.string(), name: z.string() }).passthrough();
export type Cm360Item = z.infer<typeof cm360ItemSchema>;
export const CM360_LISTS = ['advertisers', 'campaigns', 'sites', 'mobileCarriers', 'operatingSystems', 'browsers', 'connectionTypes', 'platformTypes', 'languages'] as const;
export type Cm360List = (typeof CM360_LISTS)[number];

export const googleAdsCampaignSchema = z.object({ id: z.string(), name: z.string(), status: z.string(), advertisingChannelType: z.string() });
export const googleAdsAdGroupSchema = z.object({ id: z.string(), campaignId: z.string(), name: z.string(), status: z.string(), type: z.string() });
export type GoogleAdsCampaign = z.infer<typeof googleAdsCampaignSchema>;
export type GoogleAdsAdGroup = z.infer<typeof googleAdsAdGroupSchema>;

export const metaCampaignsResultSchema = list(metaCampaignSchema);
export const metaAdSetsResultSchema = list(metaAdSetSchema);
export const dv360CampaignsResultSchema = list(dv360CampaignSchema);
export const dv360LineItemsResultSchema = list(dv360LineItemSchema);
export const cm360ListResultSchema = list(cm360ItemSchema);
export const googleAdsCampaignsResultSchema = list(googleAdsCampaignSchema);
export const googleAdsAdGroupsResultSchema = list(googleAdsAdGroupSchema);
