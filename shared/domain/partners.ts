/** Partner selection (000 4 'Partner selection') and the switcher's grouping (000 2.3). */
import { PARTNER_TYPES } from '../constants';

export type PartnerType = (typeof PARTNER_TYPES)[number];
export interface PartnerSummary {
  _id: string;
  name: string;
  type: PartnerType;
  archived: boolean;
}

/** The saved partner is kept if still listed, else the first non-archived one; a single partner is auto-selected. */
export function choosePartner(partners: readonly PartnerSummary[], saved: string | null | undefined): string | null {
  if (partners.length === 1) return partners[0]._id;
  if (saved && partners.some((p) => p._id === saved)) return saved;
  return partners.find((p) => !p.archived)?._id ?? null;
}

/** Options grouped by partner type in the order Internal, Demo, Client; empty groups left out. */
export function groupPartners(partners: readonly PartnerSummary[]) {
  return PARTNER_TYPES.map((type) => ({
    type,
    partners: partners.filter((p) => p.type === type).sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.partners.length > 0);
}
