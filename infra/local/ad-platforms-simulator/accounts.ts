/**
 * What the embedded ad platforms hold at start (never deployed): Demo Agency's Meta ad accounts, page, campaigns and
 * ad sets, its DV360 advertiser with campaigns and line items, its Campaign Manager 360 network with an advertiser,
 * campaigns, sites and the lookup lists, and its Google Ads customer with campaigns and ad groups; Other Client has
 * accounts of its own, so tenant isolation has something to refuse. The seed writes the matching publishing settings
 * and tokens onto the business nodes (infra/local/seed-ad-platforms.ts). Ids have the platforms' own forms.
 */

/** The product's Meta system-user token (app-level: 001 3 gives a node no Meta token, only its ad account and page). */
export const SIM_META_TOKEN = 'sim-meta-system-user-token';
export const SIM_TOKENS = {
  demoGoogle: 'sim-demo-google-marketing-token',
  otherGoogle: 'sim-other-google-marketing-token',
  /** Issued, then expired: every Google platform answers it with its expired-token error. */
  expiredGoogle: 'sim-expired-google-marketing-token',
  demoGads: 'sim-demo-google-ads-refresh-token',
  otherGads: 'sim-other-google-ads-refresh-token',
  /** The YouTube channels' OAuth tokens (a node's youtubeToken): each uploads to its own channel. */
  demoYoutube: 'sim-demo-youtube-channel-token',
  otherYoutube: 'sim-other-youtube-channel-token',
} as const;

/** The channel behind each YouTube token. */
export const YOUTUBE_CHANNELS: Record<string, { id: string; title: string }> = {
  [SIM_TOKENS.demoYoutube]: { id: 'UCsparkleZeroDemo0000001', title: 'Sparkle Zero' },
  [SIM_TOKENS.otherYoutube]: { id: 'UCtrailShoesOther0000001', title: 'Trail Shoes' },
};

export interface MetaAdAccount { id: string; account_id: string; name: string; currency: string; account_status: number; timezone_name: string }
export interface MetaPage { id: string; name: string; category: string }
export interface MetaCampaign { id: string; account_id: string; name: string; objective: string; status: string; effective_status: string; created_time: string }
export interface MetaAdSet { id: string; account_id: string; campaign_id: string; name: string; status: string; effective_status: string; optimization_goal: string; billing_event: string; end_time?: string }

const metaCampaign = (account: string, id: string, name: string, objective = 'OUTCOME_AWARENESS', status = 'ACTIVE'): MetaCampaign => ({
  id, account_id: account, name, objective, status, effective_status: status, created_time: '2026-10-01T09:00:00+0000',
});
const adSet = (account: string, campaign: string, id: string, name: string, status = 'ACTIVE', endTime?: string): MetaAdSet => ({
  id, account_id: account, campaign_id: campaign, name, status, effective_status: status, optimization_goal: 'THRUPLAY', billing_event: 'IMPRESSIONS', ...(endTime ? { end_time: endTime } : {}),
});

export const META = {
  adAccounts: [
    { id: 'act_1029384756', account_id: '1029384756', name: 'Sparkle Zero EMEA', currency: 'EUR', account_status: 1, timezone_name: 'Europe/Berlin' },
    { id: 'act_5647382910', account_id: '5647382910', name: 'Sparkle Zero Americas', currency: 'USD', account_status: 1, timezone_name: 'America/New_York' },
    { id: 'act_9988776655', account_id: '9988776655', name: 'Trail Shoes Spain', currency: 'EUR', account_status: 1, timezone_name: 'Europe/Madrid' },
  ] satisfies MetaAdAccount[],
  pages: [
    { id: '104857392011', name: 'Sparkle Zero', category: 'Beverages' },
    { id: '209384756120', name: 'Trail Shoes', category: 'Shopping & Retail' },
  ] satisfies MetaPage[],
  campaigns: [
    metaCampaign('1029384756', '120210000000000101', 'Sparkle Zero Summer DE'),
    metaCampaign('1029384756', '120210000000000102', 'Sparkle Zero Summer FR', 'OUTCOME_ENGAGEMENT'),
    metaCampaign('1029384756', '120210000000000103', 'Sparkle Zero Spring DE (ended)', 'OUTCOME_AWARENESS', 'PAUSED'),
    metaCampaign('5647382910', '120210000000000201', 'Sparkle Zero Summer US', 'OUTCOME_TRAFFIC'),
    metaCampaign('9988776655', '120210000000000901', 'Trail Shoes Autumn ES'),
  ] satisfies MetaCampaign[],
  adSets: [
    adSet('1029384756', '120210000000000101', '120210000000001011', 'DE Fitness 18-34'),
    adSet('1029384756', '120210000000000101', '120210000000001012', 'DE Gamers 18-34'),
    // ended: its end_time is past (signals imports with excludeCompleted leave it out)
    adSet('1029384756', '120210000000000101', '120210000000001013', 'DE Parents 30-45', 'ACTIVE', '2026-08-31T21:59:59+0000'),
    adSet('1029384756', '120210000000000102', '120210000000001021', 'FR Fitness 18-34'),
    adSet('1029384756', '120210000000000102', '120210000000001022', 'FR Students 18-24'),
    adSet('1029384756', '120210000000000103', '120210000000001031', 'DE Spring Broad', 'PAUSED'),
    adSet('5647382910', '120210000000000201', '120210000000002011', 'US Runners 25-44'),
    adSet('9988776655', '120210000000000901', '120210000000009011', 'ES Hikers 25-54'),
  ] satisfies MetaAdSet[],
};

export interface Dv360Advertiser { advertiserId: string; partnerId: string; displayName: string; entityStatus: string }
export interface Dv360Campaign { advertiserId: string; campaignId: string; displayName: string; entityStatus: string }
export interface Dv360Date { year: number; month: number; day: number }
export interface Dv360LineItem {
  advertiserId: string; campaignId: string; insertionOrderId: string; lineItemId: string; displayName: string; lineItemType: string; entityStatus: string;
  flight: { flightDateType: string; dateRange?: { startDate: Dv360Date; endDate: Dv360Date } };
}

const ACTIVE = 'ENTITY_STATUS_ACTIVE';
const INHERITED = { flightDateType: 'LINE_ITEM_FLIGHT_DATE_TYPE_INHERITED' };
const lineItem = (advertiserId: string, campaignId: string, insertionOrderId: string, lineItemId: string, displayName: string, lineItemType = 'LINE_ITEM_TYPE_DISPLAY_DEFAULT', entityStatus = ACTIVE, flight: Dv360LineItem['flight'] = INHERITED): Dv360LineItem => ({
  advertiserId, campaignId, insertionOrderId, lineItemId, displayName, lineItemType, entityStatus, flight,
});
/** A custom flight that ended (signals imports with excludeCompleted leave such line items out). */
const ENDED = { flightDateType: 'LINE_ITEM_FLIGHT_DATE_TYPE_CUSTOM', dateRange: { startDate: { year: 2026, month: 6, day: 1 }, endDate: { year: 2026, month: 7, day: 31 } } };

export const DV360 = {
  /** Which token sees which advertisers (the user behind a token has roles on advertisers). */
  access: { [SIM_TOKENS.demoGoogle]: ['4455667'], [SIM_TOKENS.otherGoogle]: ['7788990'] } as Record<string, string[]>,
  advertisers: [
    { advertiserId: '4455667', partnerId: '1010101', displayName: 'Sparkle Zero', entityStatus: ACTIVE },
    { advertiserId: '7788990', partnerId: '2020202', displayName: 'Trail Shoes', entityStatus: ACTIVE },
  ] satisfies Dv360Advertiser[],
  campaigns: [
    { advertiserId: '4455667', campaignId: '31000001', displayName: 'Sparkle Zero Summer Display', entityStatus: ACTIVE },
    { advertiserId: '4455667', campaignId: '31000002', displayName: 'Sparkle Zero Summer Video', entityStatus: ACTIVE },
    { advertiserId: '4455667', campaignId: '31000003', displayName: 'Sparkle Zero Winter (draft)', entityStatus: 'ENTITY_STATUS_DRAFT' },
    { advertiserId: '7788990', campaignId: '39000001', displayName: 'Trail Shoes Autumn', entityStatus: ACTIVE },
  ] satisfies Dv360Campaign[],
  lineItems: [
    lineItem('4455667', '31000001', '41000001', '51000001', 'DE 300x250 Prospecting'),
    lineItem('4455667', '31000001', '41000001', '51000002', 'DE 728x90 Retargeting', 'LINE_ITEM_TYPE_DISPLAY_DEFAULT', ACTIVE, ENDED),
    lineItem('4455667', '31000001', '41000002', '51000003', 'FR 300x600 Prospecting'),
    lineItem('4455667', '31000002', '41000003', '51000004', 'DE TrueView', 'LINE_ITEM_TYPE_YOUTUBE_AND_PARTNERS_ACTION'),
    lineItem('4455667', '31000003', '41000004', '51000005', 'Winter test', 'LINE_ITEM_TYPE_DISPLAY_DEFAULT', 'ENTITY_STATUS_DRAFT'),
    lineItem('7788990', '39000001', '49000001', '59000001', 'ES 300x250'),
  ] satisfies Dv360LineItem[],
};

export interface Cm360Profile { profileId: string; accountId: string; accountName: string; userName: string }
export const CM360 = {
  /** userProfiles.list answers the profiles of the token's user. */
  profiles: {
    [SIM_TOKENS.demoGoogle]: [{ profileId: '5551212', accountId: '1122334', accountName: 'Demo Agency Network', userName: 'demo-agency-trafficker' }],
    [SIM_TOKENS.otherGoogle]: [{ profileId: '5559999', accountId: '3344556', accountName: 'Other Client Network', userName: 'other-client-trafficker' }],
  } as Record<string, Cm360Profile[]>,
  advertisers: [
    { id: '8012345', name: 'Sparkle', accountId: '1122334', subaccountId: '0', status: 'APPROVED', floodlightConfigurationId: '8012345' },
    { id: '8012346', name: 'Sparkle Zero', accountId: '1122334', subaccountId: '0', status: 'APPROVED', floodlightConfigurationId: '8012345' },
    { id: '8099001', name: 'Trail Shoes', accountId: '3344556', subaccountId: '0', status: 'APPROVED', floodlightConfigurationId: '8099001' },
  ],
  campaigns: [
    { id: '27000001', name: 'Sparkle Zero Summer Launch', advertiserId: '8012345', accountId: '1122334', archived: false, startDate: '2026-06-01', endDate: '2026-12-31' },
    { id: '27000002', name: 'Sparkle Zero Back to School', advertiserId: '8012345', accountId: '1122334', archived: false, startDate: '2026-08-15', endDate: '2026-12-31' },
    { id: '27000003', name: 'Sparkle Classic Always On', advertiserId: '8012346', accountId: '1122334', archived: false, startDate: '2026-01-01', endDate: '2026-12-31' },
    { id: '27900001', name: 'Trail Shoes Autumn', advertiserId: '8099001', accountId: '3344556', archived: false, startDate: '2026-09-01', endDate: '2026-11-30' },
  ],
  sites: [
    { id: '6600001', name: 'news-daily.example', accountId: '1122334', approved: true, keyName: 'news-daily.example' },
    { id: '6600002', name: 'sports-live.example', accountId: '1122334', approved: true, keyName: 'sports-live.example' },
    { id: '6600003', name: 'recipes-hub.example', accountId: '1122334', approved: true, keyName: 'recipes-hub.example' },
    { id: '6690001', name: 'outdoor-mag.example', accountId: '3344556', approved: true, keyName: 'outdoor-mag.example' },
  ],
  mobileCarriers: [
    { id: '13', name: 'Deutsche Telekom', countryCode: 'DE', countryDartId: '81' },
    { id: '14', name: 'Vodafone', countryCode: 'DE', countryDartId: '81' },
    { id: '21', name: 'Orange', countryCode: 'FR', countryDartId: '75' },
    { id: '31', name: 'Verizon', countryCode: 'US', countryDartId: '256' },
  ],
  operatingSystems: [
    { dartId: '1', name: 'Windows', desktop: true, mobile: false },
    { dartId: '2', name: 'macOS', desktop: true, mobile: false },
    { dartId: '501012', name: 'Android', desktop: false, mobile: true },
    { dartId: '501013', name: 'iOS', desktop: false, mobile: true },
  ],
  browsers: [
    { id: '1', browserVersionId: '1', dartId: '30', name: 'Chrome', majorVersion: '*', minorVersion: '*' },
    { id: '2', browserVersionId: '2', dartId: '31', name: 'Firefox', majorVersion: '*', minorVersion: '*' },
    { id: '3', browserVersionId: '3', dartId: '32', name: 'Safari', majorVersion: '*', minorVersion: '*' },
    { id: '4', browserVersionId: '4', dartId: '33', name: 'Microsoft Edge', majorVersion: '*', minorVersion: '*' },
  ],
  connectionTypes: [
    { id: '1', name: 'Broadband' },
    { id: '2', name: 'Mobile' },
  ],
  platformTypes: [
    { id: '1', name: 'Desktop' },
    { id: '2', name: 'Smartphone' },
    { id: '3', name: 'Tablet' },
    { id: '4', name: 'Connected TV' },
  ],
  languages: [
    { id: '1', languageCode: 'de', name: 'German' },
    { id: '2', languageCode: 'en', name: 'English' },
    { id: '3', languageCode: 'fr', name: 'French' },
    { id: '4', languageCode: 'es', name: 'Spanish' },
  ],
};

export const GOOGLE_ADS = {
  /** Which refresh token may act on which customer (the OAuth user's access). */
  access: { [SIM_TOKENS.demoGads]: ['1234567890'], [SIM_TOKENS.otherGads]: ['9876543210'] } as Record<string, string[]>,
  campaigns: [
    { customerId: '1234567890', id: '21000000001', name: 'Sparkle Zero Responsive Display', status: 'ENABLED', advertisingChannelType: 'DISPLAY' },
    { customerId: '1234567890', id: '21000000002', name: 'Sparkle Zero Remarketing', status: 'PAUSED', advertisingChannelType: 'DISPLAY' },
    { customerId: '9876543210', id: '29000000001', name: 'Trail Shoes Display', status: 'ENABLED', advertisingChannelType: 'DISPLAY' },
  ],
  adGroups: [
    { customerId: '1234567890', campaignId: '21000000001', id: '131000000001', name: 'Fitness fans', status: 'ENABLED', type: 'DISPLAY_STANDARD' },
    { customerId: '1234567890', campaignId: '21000000001', id: '131000000002', name: 'Gamers', status: 'ENABLED', type: 'DISPLAY_STANDARD' },
    { customerId: '1234567890', campaignId: '21000000002', id: '131000000003', name: 'Site visitors 30 days', status: 'PAUSED', type: 'DISPLAY_STANDARD' },
    { customerId: '9876543210', campaignId: '29000000001', id: '139000000001', name: 'Hikers', status: 'ENABLED', type: 'DISPLAY_STANDARD' },
  ],
};
