/** The datasources domain Lambda (001 7 'datasources/live' and '/update': a campaign's live feed). */
import { domainHandler } from '@functions/lib/http';
import approveLiveFeed from './handlers/approve-live-feed';
import connectLiveFeed from './handlers/connect-live-feed';
import getLiveFeed from './handlers/get-live-feed';
import listLiveFeedChanges from './handlers/list-live-feed-changes';
import refreshLiveFeed from './handlers/refresh-live-feed';

export const handler = domainHandler('datasources', {
  'connect-live-feed': connectLiveFeed,
  'refresh-live-feed': refreshLiveFeed,
  'get-live-feed': getLiveFeed,
  'list-live-feed-changes': listLiveFeedChanges,
  'approve-live-feed': approveLiveFeed,
});
