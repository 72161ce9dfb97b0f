/** The personalize shapes the grid reads, from the contract (shared/contracts/personalize.ts). */
import type { performanceResponseSchema, VariantView } from '@shared/contracts/personalize';
import type * as z from 'zod';

export type {
  AvailableFilters,
  BulkResult,
  ListVariantsResponse as VariantPage,
  PersonalizeTree,
  SignalRef,
  TreeTemplateField as TemplateField,
  TreeTemplateView,
  VariantChangeResponse,
  VariantCounts,
  VariantView,
} from '@shared/contracts/personalize';
export type VariantFormatView = VariantView['formats'][string];
export type FormatPerformance = z.infer<typeof performanceResponseSchema>['formats'][number];
