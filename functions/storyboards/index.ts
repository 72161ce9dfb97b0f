/** The storyboards domain Lambda (002 2, 5, 7 'Storyboards'). */
import { domainHandler } from '@functions/lib/http';
import approveStoryboard from './handlers/approve-storyboard';
import completeStoryboardImport from './handlers/complete-storyboard-import';
import completeStoryboardVersion from './handlers/complete-storyboard-version';
import countStoryboards from './handlers/count-storyboards';
import createStoryboard from './handlers/create-storyboard';
import createStoryboardImport from './handlers/create-storyboard-import';
import deleteStoryboard from './handlers/delete-storyboard';
import deleteStoryboardVersion from './handlers/delete-storyboard-version';
import getStoryboard from './handlers/get-storyboard';
import getStoryboardImport from './handlers/get-storyboard-import';
import listStoryboardUsers from './handlers/list-storyboard-users';
import listStoryboards from './handlers/list-storyboards';
import saveStoryboardOrder from './handlers/save-storyboard-order';
import updateStoryboard from './handlers/update-storyboard';

export const handler = domainHandler('storyboards', {
  'list-storyboards': listStoryboards,
  'create-storyboard': createStoryboard,
  'save-storyboard-order': saveStoryboardOrder,
  'count-storyboards': countStoryboards,
  'create-storyboard-import': createStoryboardImport,
  'complete-storyboard-import': completeStoryboardImport,
  'get-storyboard-import': getStoryboardImport,
  'get-storyboard': getStoryboard,
  'update-storyboard': updateStoryboard,
  'delete-storyboard': deleteStoryboard,
  'complete-storyboard-version': completeStoryboardVersion,
  'delete-storyboard-version': deleteStoryboardVersion,
  'approve-storyboard': approveStoryboard,
  'list-storyboard-users': listStoryboardUsers,
});
