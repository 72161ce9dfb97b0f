/** The audiences domain Lambda (001 7 'Audiences and assemblies': the audience calls). */
import { domainHandler } from '@functions/lib/http';
import createAudience from './handlers/create-audience';
import deleteAllAudiences from './handlers/delete-all-audiences';
import deleteAudience from './handlers/delete-audience';
import getAudience from './handlers/get-audience';
import importAudiences from './handlers/import-audiences';
import listAudiences from './handlers/list-audiences';
import listCampaignsAudiences from './handlers/list-campaigns-audiences';
import updateAudience from './handlers/update-audience';

export const handler = domainHandler('audiences', {
  'import-audiences': importAudiences,
  'list-audiences': listAudiences,
  'list-campaigns-audiences': listCampaignsAudiences,
  'create-audience': createAudience,
  'get-audience': getAudience,
  'update-audience': updateAudience,
  'delete-audience': deleteAudience,
  'delete-all-audiences': deleteAllAudiences,
});
