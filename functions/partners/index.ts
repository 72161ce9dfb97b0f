/** The partners domain Lambda (002 7 'Partners'). */
import { domainHandler } from '../lib/http';
import listPartners from './handlers/list-partners';

export const handler = domainHandler('partners', { 'list-partners': listPartners });
