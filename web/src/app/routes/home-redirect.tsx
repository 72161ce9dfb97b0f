import { Navigate } from 'react-router-dom';
import { homePath } from '@shared/domain/roles';
import { PageLoader } from '@web/components/page-loader';
import { usePartnerLink } from '@web/hooks/use-partner-link';
import { useCurrentUser } from '@web/lib/current-user';

/** '/' sends analysts to /reporter, concepts-only users to /concepts-only, everyone else to /concepts (000 2.1). */
export function Component() {
  const { data: user } = useCurrentUser();
  const link = usePartnerLink();
  if (!user) return <PageLoader />;
  return <Navigate to={link(homePath(user))} replace />;
}
