import { useCallback } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';
import { PARTNER_PARAM, withPartner } from '@web/lib/partner-query';

export function usePartnerParam(): string | null {
  const [params] = useSearchParams();
  return params.get(PARTNER_PARAM);
}

/** Turns an internal path into one that keeps the current `partner` query parameter. */
export function usePartnerLink(): (to: string) => string {
  const partner = usePartnerParam();
  return useCallback((to: string) => withPartner(to, partner), [partner]);
}

/** useNavigate that keeps the `partner` query parameter. */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const link = usePartnerLink();
  return useCallback((to: string, options?: NavigateOptions) => navigate(link(to), options), [navigate, link]);
}
