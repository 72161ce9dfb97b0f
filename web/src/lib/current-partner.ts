/**
 * The current partner (000 4 'Partner selection', 7.3 'Query partnerId is the current partner'). The partners
 * feature provides it; every feature reads it to call the API with `?partnerId=`.
 */
import { createContext, useContext } from 'react';

export const CurrentPartnerContext = createContext<string | null>(null);

export function useCurrentPartnerId(): string | null {
  return useContext(CurrentPartnerContext);
}
