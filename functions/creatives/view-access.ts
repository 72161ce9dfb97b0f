/**
 * Who may open which creatives view and approve at which level (001 6 / 002 6, shared/domain/approvals.ts), as the
 * calls enforce it: a view mode or level the caller's role does not have answers 403 in the spec's terms.
 */
import type { ApprovalLevel, ViewMode } from '@shared/contracts/creatives';
import { approvalLevelFor, viewModeFor } from '@shared/domain/approvals';
import { fillMessage, MESSAGES } from '@shared/messages';
import { notAllowed } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';

export function viewModeOf(caller: Caller, asked: ViewMode | undefined): ViewMode {
  const mode = viewModeFor(caller.user.role, asked);
  if (!mode) throw notAllowed(fillMessage(MESSAGES.viewModeNotAllowed, { viewmode: asked ?? 'creatives' }));
  return mode;
}

const REFUSALS = { none: MESSAGES.approvalNotAllowed, finalNotAllowed: MESSAGES.finalApprovalNotAllowed, interimNotAllowed: MESSAGES.interimApprovalNotAllowed } as const;

export function approvalLevelOf(caller: Caller, final: boolean | undefined): ApprovalLevel {
  const decided = approvalLevelFor(caller.user.role, final);
  if ('refused' in decided) throw notAllowed(REFUSALS[decided.refused]);
  return decided.level;
}
