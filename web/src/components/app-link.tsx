import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { usePartnerLink } from '@web/hooks/use-partner-link';

/** An internal link that keeps the `partner` query parameter (000 2.1). */
export function AppLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const link = usePartnerLink();
  return <Link to={link(to)} {...rest} />;
}
