/**
 * The shapes the grid reads, as ISSUE 16's binding decisions name them. They move to shared/contracts/personalize.ts
 * with variants-api's contract commit; until then only these fields are relied on.
 */
import type { PersonalizeTree, Variant } from '@shared/contracts/personalize';

export type ScreenshotRenderStatus = 'unrendered' | 'progress' | 'finished' | 'error';
export interface SignalRef {
  _id: string;
  name: string;
  type: 'userSegment' | 'schedule';
}
type VariantFormatDto = Variant['formats'][string] & { screenshotRenderStatus?: ScreenshotRenderStatus };
export interface VariantView extends Omit<Variant, 'formats'> {
  formats: Record<string, VariantFormatDto>;
  statuses: { live: boolean; scheduled: boolean };
  signals: { userSegment: SignalRef[]; schedule: SignalRef[] };
  revision?: number;
}
export type VariantFormatView = VariantFormatDto;
export interface VariantCounts {
  totalAmount: number;
  archivedAmount: number;
  activeAmount: number;
}
export interface VariantPage {
  variants: VariantView[];
  total: number;
  page: number;
  pageSize: number;
  counts: VariantCounts;
}
export interface FilterOption {
  value: string;
  label: string;
}
export interface AvailableFilters {
  statuses: string[];
  formats: FilterOption[];
  variants: FilterOption[];
  segments: FilterOption[];
}
export interface TemplateField {
  name: string;
  type: 'image' | 'url' | 'video' | 'audio' | 'text';
  optional?: boolean;
  possibleValues?: string[];
  defaultValue?: string;
}
export interface TreeTemplateView {
  templateId: string;
  name: string;
  size: string;
  fields: TemplateField[];
  previewUrl?: string;
}
export interface BulkResult {
  updated: number;
  failed: number;
  errors: string[];
  checklist: string[];
}
export type { PersonalizeTree };
