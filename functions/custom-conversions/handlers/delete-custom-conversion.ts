import { partnerQuerySchema } from '../../../shared/contracts/common';
import { customConversionParamsSchema } from '../../../shared/contracts/custom-conversions';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { conversionInScope } from '../conversion-scope';
import { customConversionsRepository } from '../custom-conversions-repository';

/** DELETE report/custom-conversion/{id}?partnerId: the conversion and its metrics are gone; its name is free again. */
export default defineRoute({
  request: { params: customConversionParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const conversion = await conversionInScope(caller!, params.id);
    if (!(await customConversionsRepository.delete(conversion))) throw notFound();
    return { body: { _id: conversion.id } };
  },
});
