/** The business-nodes domain Lambda (001 7 'Business nodes'). */
import { domainHandler } from '@functions/lib/http';
import checkMigrationConflicts from './handlers/check-migration-conflicts';
import createBusinessNode from './handlers/create-business-node';
import createNodeStorage from './handlers/create-node-storage';
import deleteBusinessNode from './handlers/delete-business-node';
import deleteNodeStorage from './handlers/delete-node-storage';
import deletePublishingToken from './handlers/delete-publishing-token';
import getInitialNode from './handlers/get-initial-node';
import getNodeIsActive from './handlers/get-node-is-active';
import getNodeStorage from './handlers/get-node-storage';
import getPublishing from './handlers/get-publishing';
import { listAllowedCampaigns } from './handlers/list-allowed-campaigns';
import listAvailableChannels from './handlers/list-available-channels';
import listAvailableStorages from './handlers/list-available-storages';
import { listAccessNodes } from './handlers/list-access-nodes';
import listBusinessNodes from './handlers/list-business-nodes';
import listSubscribers from './handlers/list-subscribers';
import migrateAssets from './handlers/migrate-assets';
import migrateCampaigns from './handlers/migrate-campaigns';
import migrateIntegrations from './handlers/migrate-integrations';
import migrateSubscribers from './handlers/migrate-subscribers';
import migrateUsers from './handlers/migrate-users';
import renameBusinessNode from './handlers/rename-business-node';
import testNodeStorage from './handlers/test-node-storage';
import updateNodeStorage from './handlers/update-node-storage';
import updatePublishing from './handlers/update-publishing';
import updateSubscribers from './handlers/update-subscribers';

export const handler = domainHandler('business-nodes', {
  'list-business-nodes': listBusinessNodes,
  'list-allowed-nodes': listAccessNodes('allowed'),
  'list-read-allowed-nodes': listAccessNodes('readAllowed'),
  'list-write-allowed-nodes': listAccessNodes('writeAllowed'),
  'create-business-node': createBusinessNode,
  'rename-business-node': renameBusinessNode,
  'delete-business-node': deleteBusinessNode,
  'list-subscribers': listSubscribers,
  'update-subscribers': updateSubscribers,
  'get-publishing': getPublishing,
  'update-publishing': updatePublishing,
  'delete-publishing-token': deletePublishingToken,
  'check-migration-conflicts': checkMigrationConflicts,
  'migrate-campaigns': migrateCampaigns,
  'migrate-assets': migrateAssets,
  'migrate-integrations': migrateIntegrations,
  'migrate-users': migrateUsers,
  'migrate-subscribers': migrateSubscribers,
  'get-node-storage': getNodeStorage,
  'create-node-storage': createNodeStorage,
  'update-node-storage': updateNodeStorage,
  'delete-node-storage': deleteNodeStorage,
  'test-node-storage': testNodeStorage,
  'list-available-storages': listAvailableStorages,
  'list-available-channels': listAvailableChannels,
  'list-allowed-campaigns': listAllowedCampaigns(false),
  'list-allowed-analyze-campaigns': listAllowedCampaigns(true),
  'get-initial-node': getInitialNode,
  'get-node-is-active': getNodeIsActive,
});
