import { useEffect, useMemo, type ReactNode } from 'react';
import type { Role } from '@shared/domain/roles';
import { isTopAdmin } from '@shared/domain/roles';
import { choosePartner } from '@shared/domain/partners';
import { usePartnerParam } from '@web/hooks/use-partner-link';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { usePartners } from '../api/get-partners';
import { readSavedPartner, savePartner } from '../saved-partner';

interface Props {
  user: { role: Role; partnerId: string };
  children: ReactNode;
}

/**
 * The current partner (000 4 'Partner selection'): for top admins the `partner` query parameter when it names a
 * listed partner, else the saved choice if still listed, else the first non-archived one; everyone else works
 * in their own partner.
 */
export function CurrentPartnerProvider({ user, children }: Props) {
  const topAdmin = isTopAdmin(user.role);
  const partners = usePartners(topAdmin);
  const fromQuery = usePartnerParam();

  const current = useMemo(() => {
    if (!topAdmin) return user.partnerId;
    const list = partners.data;
    if (!list) return fromQuery;
    if (fromQuery && list.some((p) => p._id === fromQuery)) return fromQuery;
    return choosePartner(list, readSavedPartner());
  }, [topAdmin, user.partnerId, partners.data, fromQuery]);

  useEffect(() => {
    if (topAdmin && current && partners.data) savePartner(current);
  }, [topAdmin, current, partners.data]);

  return <CurrentPartnerContext.Provider value={current}>{children}</CurrentPartnerContext.Provider>;
}
