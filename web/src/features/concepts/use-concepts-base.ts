import { useLocation, useSearchParams } from 'react-router-dom';
import type { CurrentUser } from '@shared/contracts/auth';
import { mayAccess } from '@shared/domain/roles';

/** '/concepts-only' on the concepts-only pages (000 2.2), else '/concepts': links stay in the mode they started in. */
export function useConceptsBase(): string {
  const { pathname } = useLocation();
  return pathname === '/concepts-only' || pathname.startsWith('/concepts-only/') ? '/concepts-only' : '/concepts';
}

/** Who may request, continue and archive concepts (002 6: admins, self-service and manager). */
export const mayRequestConcepts = (user: CurrentUser | null | undefined) => Boolean(user && mayAccess(user.role, 'ADMINS_TOP_AND_MANAGERS'));
/** Who opens concept settings (000 2.1: top admins plus the self-service group). */
export const mayEditConceptSettings = (user: CurrentUser | null | undefined) => Boolean(user && mayAccess(user.role, 'ADMINS_AND_SELF_SERVICE'));

/** The wizard is open while the query holds `brief` ('new' or a draft's id), so a reload or a link reopens it. */
export const BRIEF_PARAM = 'brief';

export function useWizardParam(): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(BRIEF_PARAM, value);
        else next.delete(BRIEF_PARAM);
        return next;
      },
      { replace: false },
    );
  return [params.get(BRIEF_PARAM), set];
}
