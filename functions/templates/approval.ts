/**
 * Final approval of a template version (002 6: super, admin, selfServiceAdmin, selfServiceManager, manager; the route
 * table lets no one else call). Approving adds the caller to the version's approvals (again is no change); removing
 * the approval leaves the version approved by no one, unless a campaign uses the template and it is the current version
 * ('Update failed, entity in use'). Then the concept follows (concept-sync.ts).
 */
import { findVersion } from '@shared/domain/template-versions';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import type { RouteResult } from '@functions/lib/http';
import type { Caller } from '@functions/lib/session';
import { answer, readyVersion, stillThere } from './template-actions';
import { templateChanged } from './template-changes';
import { templateInScope } from './template-scope';
import { templatesRepository } from './templates-repository';
import { templateUsage } from './template-usage';

export async function setApproval(caller: Caller, id: string, versionId: string | undefined, approve: boolean): Promise<RouteResult> {
  const { template } = await templateInScope(caller, id, 'read');
  const target = findVersion(template, versionId);
  if (!target) throw notFound(versionId ? MESSAGES.entityNotFound : MESSAGES.templateGenerationNotFound);
  readyVersion(target);
  // A campaign built on the template keeps it approved: removing the approval of its current version is refused.
  if (!approve && target === findVersion(template) && (await templateUsage.inUse(template.partnerId, template.id))) throw unprocessable(MESSAGES.updateFailedInUse);
  const user = caller.user;
  const saved = stillThere(
    await templatesRepository.updateVersion(template.id, target.id, (v) => {
      const has = v.approvals.some((a) => a.userId === user.id);
      if (approve) return has ? null : { ...v, approvals: [...v.approvals, { userId: user.id, name: user.name ?? user.email, email: user.email, at: Date.now() }] };
      return v.approvals.length ? { ...v, approvals: [] } : null;
    }),
  );
  await templateChanged(template, user.id, `Template ${template.name}: ${MESSAGES.templateApprovalRemoved}`);
  return answer(saved);
}
