/** The custom-conversions domain Lambda (002 7 'Custom conversions' and the ad server's floodlight activities). */
import { domainHandler } from '@functions/lib/http';
import createCustomConversion from './handlers/create-custom-conversion';
import deleteCustomConversion from './handlers/delete-custom-conversion';
import listCustomConversions from './handlers/list-custom-conversions';
import listFloodlightActivities from './handlers/list-floodlight-activities';
import updateCustomConversion from './handlers/update-custom-conversion';

export const handler = domainHandler('custom-conversions', {
  'list-custom-conversions': listCustomConversions,
  'create-custom-conversion': createCustomConversion,
  'update-custom-conversion': updateCustomConversion,
  'delete-custom-conversion': deleteCustomConversion,
  'list-floodlight-activities': listFloodlightActivities,
});
