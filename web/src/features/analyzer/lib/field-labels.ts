/** How the analyzer names the fields of a fact row (002 3 'Report data row fields') in its controls, table and CSV. */
import type { ReportField } from '@shared/reporting/catalogue';

export const FIELD_LABELS: Record<ReportField, string> = {
  TIMESTAMP: 'Date',
  campaignId: 'Campaign',
  partnerId: 'Partner',
  platform: 'Channel',
  format: 'Format',
  businessNodeId: 'Market',
  CreativeConceptId: 'Concept',
  objective: 'Objective',
  audienceName: 'Audience',
  EXTERNAL_CAMPAIGN_NAME: 'Media campaign name',
  AD_GROUP_ID: 'Ad group ID',
  AD_GROUP_NAME: 'Ad group',
  variationHash: 'Variation',
  VariantName: 'Variant',
  source: 'Source',
  activityId: 'Floodlight activity',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field as ReportField] ?? field;
