import { partnerQuerySchema } from '@shared/contracts/common';
import { customConversionParamsSchema } from '@shared/contracts/custom-conversions';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { reportRewrites } from '../conversion-reports';
import { conversionInScope } from '../conversion-scope';
import { customConversionsRepository, MAX_REPORT_REWRITES } from '../custom-conversions-repository';

/** Reads again when a report changed meanwhile; a report edited this often fails the delete rather than wait. */
const ATTEMPTS = 3;

/**
 * DELETE report/custom-conversion/{id}?partnerId: the conversion and its metrics are gone, from the analyzer's list and
 * from the partner's saved reports in the same transaction; its name is free again. When the reports cannot be
 * updated (too many for one transaction, or changing under the delete): 'Can't delete conversion cause related campaign
 * report update is failed.' (002 8), and nothing is deleted.
 */
export default defineRoute({
  request: { params: customConversionParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const conversion = await conversionInScope(caller, params.id);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const rewrites = await reportRewrites(conversion.partnerId, conversion.id);
      if (rewrites.length > MAX_REPORT_REWRITES) break;
      if (await customConversionsRepository.delete(conversion, rewrites)) return { body: { _id: conversion.id } };
      if (!(await customConversionsRepository.get(conversion.id))) throw notFound();
    }
    throw unprocessable(MESSAGES.conversionDeleteFailed);
  },
});
