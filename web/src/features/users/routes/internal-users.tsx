import { Button } from 'antd';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { UsersTable } from '../components/users-table';

/** /users (super): the internal users, super and admin, of every partner. */
export function Component() {
  const me = useCurrentUser().data!;
  const partnerId = useCurrentPartnerId();
  const navigate = useAppNavigate();
  return (
    <>
      <ScreenTitle title="Internal Users" />
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => navigate('/users/new')}>
        New internal user
      </Button>
      <UsersTable scope="internal" roles={['super', 'admin']} partnerId={partnerId} callerRole={me.role} callerId={me.id} basePath="/users" />
    </>
  );
}
