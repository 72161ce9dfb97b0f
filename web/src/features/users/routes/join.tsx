import { Alert, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { useAcceptInvitation, useInvitation } from '../api/links';
import { PasswordForm } from '../components/password-form';
import { PublicPanel } from '../components/public-panel';

/** /join/{id} (public): the invitee sets a name and password, is signed in and goes to '/'. */
export function JoinRoute() {
  const token = useParams().id ?? '';
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);

  let content;
  if (invitation.isPending) content = <Spin />;
  else if (invitation.data?.validity !== 'VALID') {
    content = <Alert type="warning" showIcon title={invitation.data?.validity === 'EXPIRED' ? MESSAGES.linkExpired : MESSAGES.linkInvalid} />;
  } else {
    content = (
      <>
        <p>
          Joining as <strong>{invitation.data.email}</strong>
        </p>
        <PasswordForm
          askName
          submitLabel="Join"
          pending={accept.isPending}
          error={accept.error?.message}
          onSubmit={(values) => accept.mutate(values, { onSuccess: () => navigate('/', { replace: true }) })}
        />
      </>
    );
  }
  return <PublicPanel title="Join">{content}</PublicPanel>;
}

export { JoinRoute as Component };
