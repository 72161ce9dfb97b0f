/** The personalize shapes the grid reads, from the contract (shared/contracts/personalize.ts). */
import type { VariantView } from '@shared/contracts/personalize';

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
export type { FormatPerformance } from '@shared/contracts/personalize-signals';
