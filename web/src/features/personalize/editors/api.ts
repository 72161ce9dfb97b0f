/**
 * The calls the personalize editors make (001 7 'Personalize', 'Meta previews', and the 'also used' ad-platform
 * reads), each answer parsed with its contract (shared/contracts/personalize.ts, ad-platforms.ts), so a wrong shape
 * fails here and not deep in a screen. Paths sit under B = campaigns/{campaignId}/personalize/{treeId}.
 */
import type * as z from 'zod';
import { SIGNALS_CSV_MAX_BYTES } from '@shared/constants';
import { jsonRequestEventBytes, MAX_PAYLOAD_BODY_BYTES } from '@shared/domain/lambda-payload';
import type { metaPreviewSchema } from '@shared/contracts/personalize';
import type { UploadInitResult } from '@shared/contracts/assets';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { PublishingDto } from '@shared/contracts/business-nodes';
import { dv360CampaignsResultSchema, dv360LineItemsResultSchema, metaCampaignsResultSchema } from '@shared/contracts/ad-platforms';
import {
  cloneTargetsResponseSchema,
  existResponseSchema,
  metaPreviewResponseSchema,
  treeTemplatesResponseSchema,
  variantChangeResponseSchema,
  variantResponseSchema,
  variantsResponseSchema,
  type CloneVariantRequest,
  type CreateVariantRequest,
  type EditDynamicElementsRequest,
} from '@shared/contracts/personalize';
import { listSignalsResponseSchema, signalSchema, signalsImportResponseSchema, type SignalBody } from '@shared/contracts/personalize-signals';
import { sendFile } from '@web/features/assets';
import { api } from '@web/lib/api-client';

const base = (campaignId: string, treeId: string) => `campaigns/${campaignId}/personalize/${treeId}`;
const parse = <S extends z.ZodType>(schema: S) => (body: unknown): z.infer<S> => schema.parse(body);
/** What an upload or import answers: how many segments were made and how many existed already. */
export type { SignalsImportResult as ImportResult } from '@shared/contracts/personalize-signals';

/** GET B/templates: the tree's templates with their dynamic fields and a user-content preview address. */
export const getTreeTemplates = (campaignId: string, treeId: string) => api.get(`${base(campaignId, treeId)}/templates`).then(parse(treeTemplatesResponseSchema));

/** GET B/variant/exist?name. */
export const variantNameExists = (campaignId: string, treeId: string, name: string) =>
  api.get(`${base(campaignId, treeId)}/variant/exist`, { query: { name } }).then(parse(existResponseSchema)).then((r) => r.exists);

/** POST B/variant. */
export const createVariant = (campaignId: string, treeId: string, body: CreateVariantRequest) =>
  api.post(`${base(campaignId, treeId)}/variant`, body).then(parse(variantResponseSchema)).then((r) => r.variant);

/** GET campaigns/personalize/list-accessible-to-clone?variantId: the campaigns and trees a variant may be cloned to. */
export const listCloneTargets = (variantId: string) => api.get('campaigns/personalize/list-accessible-to-clone', { query: { variantId } }).then(parse(cloneTargetsResponseSchema)).then((r) => r.campaigns);

/** POST B/variant/clone. */
export const cloneVariant = (campaignId: string, treeId: string, body: CloneVariantRequest) =>
  api.post(`${base(campaignId, treeId)}/variant/clone`, body).then(parse(variantResponseSchema)).then((r) => r.variant);

/** PATCH B/variants/{id}/rename. */
export const renameVariant = (campaignId: string, treeId: string, variantId: string, name: string) =>
  api.patch(`${base(campaignId, treeId)}/variants/${variantId}/rename`, { name }).then(parse(variantChangeResponseSchema));

/** The IANA zone of the campaign's market, the zone schedules are entered in (GET B/signals?type=schedule answers it). */
export const getScheduleTimeZone = (campaignId: string, treeId: string) =>
  api.get(`${base(campaignId, treeId)}/signals`, { query: { type: 'schedule' } }).then(parse(listSignalsResponseSchema)).then((r) => r.timeZone ?? 'UTC');

/** GET B/signals?type. */
export const listSignals = (campaignId: string, treeId: string, type?: 'userSegment' | 'schedule') =>
  api.get(`${base(campaignId, treeId)}/signals`, { query: { type } }).then(parse(listSignalsResponseSchema)).then((r) => r.signals);

/** GET B/signals/exist?name. */
export const signalNameExists = (campaignId: string, treeId: string, name: string) =>
  api.get(`${base(campaignId, treeId)}/signals/exist`, { query: { name } }).then(parse(existResponseSchema)).then((r) => r.exists);

/** POST B/signal, or PUT B/signals/{id} when the signal exists. */
export const saveSignal = (campaignId: string, treeId: string, body: SignalBody, signalId?: string) =>
  (signalId ? api.put(`${base(campaignId, treeId)}/signals/${signalId}`, body) : api.post(`${base(campaignId, treeId)}/signal`, body)).then(parse(signalSchema));

/** PATCH B/formats/signals: sets the variants' user segments and schedules. */
export const setVariantSignals = (campaignId: string, treeId: string, body: { variants: string[]; userSegment?: string[]; schedule?: string[] }) =>
  api.patch(`${base(campaignId, treeId)}/formats/signals`, body).then(parse(variantsResponseSchema)).then((r) => r.variants);

/** PATCH B/formats/dynamic-elements: one value set on the given variant formats (the edit consequences of 001 4 apply). */
export const updateDynamicElements = (campaignId: string, treeId: string, body: EditDynamicElementsRequest) =>
  api.patch(`${base(campaignId, treeId)}/formats/dynamic-elements`, body).then(parse(variantsResponseSchema)).then((r) => r.variants);

/** POST B/cards/new and DELETE B/cards/latest?variantId: a carousel card more or less (2..10). */
export const addCarouselCard = (campaignId: string, treeId: string, variantId: string) => api.post(`${base(campaignId, treeId)}/cards/new`, { variantId }).then(parse(variantChangeResponseSchema));
export const deleteCarouselCard = (campaignId: string, treeId: string, variantId: string) =>
  api.delete(`${base(campaignId, treeId)}/cards/latest`, { query: { variantId } }).then(parse(variantChangeResponseSchema));

/** POST B/signals/upload: a user-segment CSV (001 5 'Signals CSV'). */
const signalsUploadBody = (csvData: string) => ({ csvData, type: 'userSegment' as const });
export const uploadSignalsCsv = (campaignId: string, treeId: string, csvData: string) =>
  api.post(`${base(campaignId, treeId)}/signals/upload`, signalsUploadBody(csvData)).then(parse(signalsImportResponseSchema));
/**
 * Whether the upload fits one request as the server counts it: the CSV's own limit, and its body escaped into Lambda's
 * event within the 6 MB payload. In AWS a larger event is refused before the API runs, so the client checks first.
 */
export const signalsCsvFits = (csvData: string) =>
  new TextEncoder().encode(csvData).length <= SIGNALS_CSV_MAX_BYTES && jsonRequestEventBytes(signalsUploadBody(csvData)) <= MAX_PAYLOAD_BODY_BYTES;

/** POST B/signals/import/lineitems and /adsets: user segments from DV360 line items or Meta ad sets. */
export const importLineItems = (campaignId: string, treeId: string, body: { campaignIds: string[]; advertiserId: string; excludeCompleted: boolean }) =>
  api.post(`${base(campaignId, treeId)}/signals/import/lineitems`, body).then(parse(signalsImportResponseSchema));
export const importAdSets = (campaignId: string, treeId: string, body: { campaignIds: string[]; facebookAdAccountId: string; facebookPageId: string; excludeCompleted: boolean }) =>
  api.post(`${base(campaignId, treeId)}/signals/import/adsets`, body).then(parse(signalsImportResponseSchema));

/** GET campaigns/{id}/publishing-market-data: the campaign's market and the nodes above it, nearest first. */
export const getPublishingMarketData = (campaignId: string) => api.get<{ campaignId: string; markets: PublishingDto[] }>(`campaigns/${campaignId}/publishing-market-data`);

/** The nearest node's value of each publishing property, and the market node the platform reads go through. */
export function nearestPublishing(markets: PublishingDto[]) {
  const nearest = (key: 'dv360AdvertiserId' | 'facebookAdAccountId' | 'facebookPageId') => markets.find((m) => m[key])?.[key] ?? null;
  return { nodeId: markets[0]?.nodeId ?? null, dv360AdvertiserId: nearest('dv360AdvertiserId'), facebookAdAccountId: nearest('facebookAdAccountId'), facebookPageId: nearest('facebookPageId') };
}

/** GET dv360/{advertiserId}/campaigns?nodeId and dv360/{advertiserId}/lineitems?nodeId&campaignIds. */
export const listDv360Campaigns = (advertiserId: string, nodeId: string) => api.get(`dv360/${advertiserId}/campaigns`, { query: { nodeId } }).then(parse(dv360CampaignsResultSchema));
export const listDv360LineItems = (advertiserId: string, nodeId: string, campaignIds: string[]) =>
  api.get(`dv360/${advertiserId}/lineitems`, { query: { nodeId, campaignIds: campaignIds.join(',') } }).then(parse(dv360LineItemsResultSchema));

/** GET facebook/{nodeId}/campaigns: the campaigns of the node's Meta ad account. */
export const listMetaCampaigns = (nodeId: string) => api.get(`facebook/${nodeId}/campaigns`).then(parse(metaCampaignsResultSchema));

/** POST facebook/preview or facebook/preview/carousel (001 7 'Meta previews'). */
export const getMetaPreview = (body: z.input<typeof metaPreviewSchema>, carousel: boolean) => api.post(carousel ? 'facebook/preview/carousel' : 'facebook/preview', body).then(parse(metaPreviewResponseSchema));

/**
 * An image or video for a dynamic field goes to the campaign's files (POST campaigns/{id}/template-assets, the PUT to
 * storage, then complete), and the field's value is the stored file's key.
 */
export async function uploadCampaignFile(campaignId: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const { uploads } = await api.post<UploadInitResult>(`campaigns/${campaignId}/template-assets`, { files: [{ name: file.name, size: file.size, type: file.type }] });
  const target = uploads[0]!;
  const parts = await sendFile(target, file, (loaded) => onProgress(Math.round((100 * loaded) / Math.max(1, file.size))));
  const campaign = await api.post<CampaignDto>(`campaigns/${campaignId}/template-assets/${target.assetId}/complete`, { parts });
  return campaign.campaignAssets.find((a) => a._id === target.assetId)!.key;
}
