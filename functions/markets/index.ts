/** The markets domain Lambda (002 7 'Markets'). */
import { domainHandler } from '@functions/lib/http';
import createMarket from './handlers/create-market';
import deleteMarket from './handlers/delete-market';
import listMarkets from './handlers/list-markets';
import updateMarket from './handlers/update-market';

export const handler = domainHandler('markets', {
  'list-markets': listMarkets,
  'create-market': createMarket,
  'update-market': updateMarket,
  'delete-market': deleteMarket,
});
