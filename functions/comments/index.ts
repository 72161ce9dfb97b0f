/** The comments domain Lambda (001 3 'Comment', 001 7 'Comments', new-comments/variant counts). */
import { domainHandler } from '@functions/lib/http';
import countCampaignComments from './handlers/count-campaign-comments';
import createAssemblyComment from './handlers/create-assembly-comment';
import createCampaignComment from './handlers/create-campaign-comment';
import createConceptComment from './handlers/create-concept-comment';
import deleteCampaignComment from './handlers/delete-campaign-comment';
import deleteConceptComment from './handlers/delete-concept-comment';
import getCommentTopic from './handlers/get-comment-topic';
import listCampaignComments from './handlers/list-campaign-comments';
import listConceptComments from './handlers/list-concept-comments';
import listEntityComments from './handlers/list-entity-comments';
import listMentions from './handlers/list-mentions';
import queryCampaignComments from './handlers/query-campaign-comments';
import resolveAssemblyComment from './handlers/resolve-assembly-comment';
import resolveCampaignComment from './handlers/resolve-campaign-comment';
import resolveConceptComment from './handlers/resolve-concept-comment';
import startCampaignAttachments from './handlers/start-campaign-attachments';
import startConceptAttachments from './handlers/start-concept-attachments';
import updateComment from './handlers/update-comment';

export const handler = domainHandler('comments', {
  'count-campaign-comments': countCampaignComments,
  'create-assembly-comment': createAssemblyComment,
  'create-campaign-comment': createCampaignComment,
  'create-concept-comment': createConceptComment,
  'delete-campaign-comment': deleteCampaignComment,
  'delete-concept-comment': deleteConceptComment,
  'get-comment-topic': getCommentTopic,
  'list-campaign-comments': listCampaignComments,
  'list-concept-comments': listConceptComments,
  'list-entity-comments': listEntityComments,
  'list-mentions': listMentions,
  'query-campaign-comments': queryCampaignComments,
  'resolve-assembly-comment': resolveAssemblyComment,
  'resolve-campaign-comment': resolveCampaignComment,
  'resolve-concept-comment': resolveConceptComment,
  'start-campaign-attachments': startCampaignAttachments,
  'start-concept-attachments': startConceptAttachments,
  'update-comment': updateComment,
});
