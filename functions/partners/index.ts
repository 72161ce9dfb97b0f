/** The partners domain Lambda (002 7 'Partners'). */
import { domainHandler } from '@functions/lib/http';
import archivePartner from './handlers/archive-partner';
import createPartner from './handlers/create-partner';
import getActiveCampaigns from './handlers/get-active-campaigns';
import getPartner from './handlers/get-partner';
import listPartners from './handlers/list-partners';
import listPartnersAdmin from './handlers/list-partners-admin';
import updatePartner from './handlers/update-partner';

export const handler = domainHandler('partners', {
  'list-partners': listPartners,
  'list-partners-admin': listPartnersAdmin,
  'get-active-campaigns': getActiveCampaigns,
  'create-partner': createPartner,
  'update-partner': updatePartner,
  'archive-partner': archivePartner,
  'get-partner': getPartner,
});
