import { Button, message } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { ROLES } from '@shared/domain/roles';
import { grantableRoles, isInternalRole } from '@shared/domain/users';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useInviteUser } from '../api/user-actions';
import { InviteModal } from '../components/invite-modal';
import { UsersTable } from '../components/users-table';

const PARTNER_ROLES = ROLES.filter((r) => !isInternalRole(r));

/** /admin/users (top admins plus self-service admin): the current partner's users; invite, re-invite, deactivate. */
export function Component() {
  const partnerId = useCurrentPartnerId();
  const me = useCurrentUser().data!;
  const invite = useInviteUser();
  const [inviting, setInviting] = useState(false);
  // Internal users are created on /users; here only the partner roles the caller may grant.
  const roles = grantableRoles(me.role).filter((r) => !isInternalRole(r));

  return (
    <>
      <ScreenTitle title="Users" />
      <Button type="primary" style={{ marginBottom: 16 }} disabled={!partnerId} onClick={() => (invite.reset(), setInviting(true))}>
        Invite user
      </Button>
      <UsersTable scope="partner" roles={PARTNER_ROLES} partnerId={partnerId} callerRole={me.role} callerId={me.id} basePath="/admin/users" />
      {partnerId && (
        <InviteModal
          open={inviting}
          partnerId={partnerId}
          roles={roles}
          pending={invite.isPending}
          error={invite.error?.message}
          onCancel={() => setInviting(false)}
          onInvite={(nodeId, body) => invite.mutate({ nodeId, body }, { onSuccess: () => (setInviting(false), void message.success(MESSAGES.invitationSent)) })}
        />
      )}
    </>
  );
}
