import { Alert, Spin } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { usePasswordLink, useResetPassword } from '../api/links';
import { PasswordForm } from '../components/password-form';
import { PublicPanel } from '../components/public-panel';

/** /password/{hash} (public): a new password with the checklist; an expired or used link says so. */
export function ResetPasswordRoute() {
  const token = useParams().hash ?? '';
  const link = usePasswordLink(token);
  const reset = useResetPassword();

  let content;
  if (link.isPending) content = <Spin />;
  else if (reset.isSuccess) content = <Alert type="success" showIcon title={reset.data.message} />;
  else if (link.data?.validity !== 'VALID') {
    content = <Alert type="warning" showIcon title={link.data?.validity === 'EXPIRED' ? MESSAGES.linkExpired : MESSAGES.linkInvalid} />;
  } else {
    content = (
      <PasswordForm
        askName={false}
        submitLabel="Set password"
        pending={reset.isPending}
        error={reset.error?.message}
        onSubmit={({ password }) => reset.mutate({ token, password })}
      />
    );
  }
  return (
    <PublicPanel title="Set a new password">
      {content}
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">Back to log in</Link>
      </p>
    </PublicPanel>
  );
}

export { ResetPasswordRoute as Component };
