/**
 * What follows a change of a template's versions, generations or approvals: its concept (concept-sync.ts) and the
 * campaigns that chose it, whose personalize trees must move to the template as it now is (002 4 template structure
 * comparison, applied by the personalize tree job). The personalize domain imports this one, so templates cannot call
 * it: the change goes out on the template-changes queue, whose consumer (functions/personalize) queues each using
 * campaign's tree job and tries again later while that campaign's lock is held.
 */
import { sendToQueue } from '@functions/lib/queues';
import { syncConceptWithTemplates } from './concept-sync';
import type { Template } from './templates-repository';
import { templateUsage } from './template-usage';

export async function templateChanged(template: Pick<Template, 'id' | 'partnerId' | 'conceptId'>, userId: string, reason: string): Promise<void> {
  await syncConceptWithTemplates({ partnerId: template.partnerId, conceptId: template.conceptId, userId, reason });
  // Only a template in use has campaigns to tell: a first upload or an unused template sends nothing.
  if (await templateUsage.inUse(template.partnerId, template.id)) await sendToQueue('template-changes', { partnerId: template.partnerId, templateId: template.id, userId });
}
