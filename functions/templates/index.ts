/** The templates domain Lambda (002 2, 3, 5, 7 'Concepts and templates'; 001 3 'Template', 9 template naming). */
import { domainHandler } from '@functions/lib/http';
import approveTemplate from './handlers/approve-template';
import archiveTemplateGeneration from './handlers/archive-template-generation';
import completeTemplateUpload from './handlers/complete-template-upload';
import deleteTemplate from './handlers/delete-template';
import getTemplate from './handlers/get-template';
import getTemplateCode from './handlers/get-template-code';
import getTemplateInUse from './handlers/get-template-in-use';
import getTemplatePartner from './handlers/get-template-partner';
import listTemplates from './handlers/list-templates';
import previewTemplateCode from './handlers/preview-template-code';
import resizeTemplate from './handlers/resize-template';
import saveTemplateCode from './handlers/save-template-code';
import startTemplateUpload from './handlers/start-template-upload';
import unapproveTemplate from './handlers/unapprove-template';
import unarchiveTemplateGeneration from './handlers/unarchive-template-generation';

export const handler = domainHandler('templates', {
  'list-templates': listTemplates,
  'start-template-upload': startTemplateUpload,
  'complete-template-upload': completeTemplateUpload,
  'get-template': getTemplate,
  'delete-template': deleteTemplate,
  'get-template-in-use': getTemplateInUse,
  'approve-template': approveTemplate,
  'unapprove-template': unapproveTemplate,
  'archive-template-generation': archiveTemplateGeneration,
  'unarchive-template-generation': unarchiveTemplateGeneration,
  'get-template-code': getTemplateCode,
  'save-template-code': saveTemplateCode,
  'preview-template-code': previewTemplateCode,
  'resize-template': resizeTemplate,
  'get-template-partner': getTemplatePartner,
});
