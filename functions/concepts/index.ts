/** The concepts domain Lambda (000 2.5, 3, 7.3; 002 7 'Concepts and templates'). */
import { domainHandler } from '@functions/lib/http';
import archiveConcept from './handlers/archive-concept';
import checkConceptName from './handlers/check-concept-name';
import getConcept from './handlers/get-concept';
import getConceptPartner from './handlers/get-concept-partner';
import listConcepts from './handlers/list-concepts';
import unarchiveConcept from './handlers/unarchive-concept';
import updateConceptSettings from './handlers/update-concept-settings';
import updateConceptStatus from './handlers/update-concept-status';
import upsertConceptBrief from './handlers/upsert-concept-brief';

export const handler = domainHandler('concepts', {
  'list-concepts': listConcepts,
  'check-concept-name': checkConceptName,
  'upsert-concept-brief': upsertConceptBrief,
  'get-concept': getConcept,
  'archive-concept': archiveConcept,
  'unarchive-concept': unarchiveConcept,
  'update-concept-settings': updateConceptSettings,
  'update-concept-status': updateConceptStatus,
  'get-concept-partner': getConceptPartner,
});
