import type { Partner } from '@functions/lib/identity/partners-repository';

/** A partner as the API answers it (002 3 'Partner'). */
export const presentPartner = (p: Partner) => ({ _id: p.id, name: p.name, type: p.type, archived: p.archived });
