import { Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { grantableRoles } from '@shared/domain/users';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentUser } from '@web/lib/current-user';
import { useUser } from '../api/get-user';
import { UserEditForm } from '../components/user-edit-form';

/** /users/{id} (super): edit an internal user; super reaches users of every partner, so no partner is sent. */
export function Component() {
  const id = useParams().id ?? '';
  const me = useCurrentUser().data!;
  const user = useUser(id, null);
  return (
    <>
      <ScreenTitle title="Internal user" />
      {user.data ? <UserEditForm user={user.data} roles={grantableRoles(me.role)} context={{ callerRole: me.role, partnerId: null }} /> : <Spin />}
    </>
  );
}
