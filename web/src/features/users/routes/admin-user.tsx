import { Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { grantableRoles, isInternalRole } from '@shared/domain/users';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useUser } from '../api/get-user';
import { UserEditForm } from '../components/user-edit-form';

/** /admin/users/{id}: edit a partner user's role, concepts-only flag and business nodes. */
export function Component() {
  const id = useParams().id ?? '';
  const partnerId = useCurrentPartnerId();
  const me = useCurrentUser().data!;
  const user = useUser(id, partnerId);
  return (
    <>
      <ScreenTitle title="User" />
      {user.data ? (
        <UserEditForm user={user.data} roles={grantableRoles(me.role).filter((r) => !isInternalRole(r))} context={{ callerRole: me.role, partnerId }} />
      ) : (
        <Spin />
      )}
    </>
  );
}
