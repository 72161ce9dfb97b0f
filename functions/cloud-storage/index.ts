/** The cloud connector domain (001 7 'Cloud storage'): super only. */
import { domainHandler } from '@functions/lib/http';
import createCloudStorage from './handlers/create-cloud-storage';
import deleteCloudStorage from './handlers/delete-cloud-storage';
import getCloudStorage from './handlers/get-cloud-storage';
import listCloudStorages from './handlers/list-cloud-storages';
import testConnection from './handlers/test-connection';
import testStoredConnection from './handlers/test-stored-connection';
import updateCloudStorage from './handlers/update-cloud-storage';

export const handler = domainHandler('cloud-storage', {
  'list-cloud-storages': listCloudStorages,
  'get-cloud-storage': getCloudStorage,
  'create-cloud-storage': createCloudStorage,
  'update-cloud-storage': updateCloudStorage,
  'delete-cloud-storage': deleteCloudStorage,
  'test-connection': testConnection,
  'test-stored-connection': testStoredConnection,
});
