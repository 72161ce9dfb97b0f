/**
 * The analyzer's metric list (002 7 'Custom conversions': a conversion adds its metric endings to the analyzer's metric
 * list): the unified metrics, then the five endings of each custom conversion of the partner (002 9).
 */
import { CUSTOM_CONVERSION_ENDINGS, customMetricId, METRICS } from './catalogue';

export interface MetricOption {
  id: string;
  label: string;
  /** Set for a custom conversion's ending: the conversion it belongs to. */
  conversionId?: string;
}

export function metricOptions(customConversions: readonly { id: string; name: string }[]): MetricOption[] {
  return [
    ...METRICS.map(({ id, label }) => ({ id, label })),
    ...customConversions.flatMap((conversion) =>
      CUSTOM_CONVERSION_ENDINGS.map((ending) => ({
        id: customMetricId(conversion.id, ending.suffix),
        label: `${conversion.name} ${ending.label}`,
        conversionId: conversion.id,
      })),
    ),
  ];
}
