/**
 * Who may do what with saved reports (002 7 'Saved reports (query partnerId)'): everyone who may open the analyzer reads
 * and copies the current partner's reports; changing or deleting one is for its owner and for admins (ours: the spec
 * does not say, and a shared view should not be changed under its owner by a colleague).
 */
import type { SavedReport } from '@shared/contracts/saved-reports';
import { isAdminRole } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { notAllowed, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { savedReportsRepository, type StoredReport } from './saved-reports-repository';

/** A report of the current partner, else 'Analyze view not found' (another partner's report looks like none). */
export async function reportInScope(caller: Caller, id: string): Promise<StoredReport> {
  const report = await savedReportsRepository.get(caller.partnerId, id);
  if (!report) throw notFound(MESSAGES.analyzeViewNotFound);
  return report;
}

export function assertMayChange(caller: Caller, report: StoredReport): void {
  if (report.ownerId !== caller.user.id && !isAdminRole(caller.user.role)) throw notAllowed();
}

export const ownerOf = (caller: Caller) => ({ id: caller.user.id, email: caller.user.email });

export const presentReport = (r: StoredReport): SavedReport => ({
  _id: r.id,
  partnerId: r.partnerId,
  owner: { _id: r.ownerId, email: r.ownerEmail },
  ...r.view,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});
