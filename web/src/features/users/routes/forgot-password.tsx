import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isEmail } from '@shared/domain/passwords';
import { MESSAGES } from '@shared/messages';
import { useForgotPassword } from '../api/links';
import { PublicPanel } from '../components/public-panel';

/** /password (public): asks for a reset link; the answer reads the same whether or not the email has an account. */
export function ForgotPasswordRoute() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const forgot = useForgotPassword();
  const invalid = touched && !isEmail(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isEmail(email.trim())) forgot.mutate(email.trim());
  };

  return (
    <PublicPanel title="Reset password">
      {forgot.isSuccess ? (
        <Alert type="success" showIcon title={forgot.data.message} />
      ) : (
        <form noValidate onSubmit={submit}>
          {forgot.error && <Alert type="error" showIcon title={forgot.error.message} style={{ marginBottom: 16 }} />}
          <div style={{ display: 'grid', gap: 4, marginBottom: 16 }}>
            <label htmlFor={`${id}-email`}>Email</label>
            <Input id={`${id}-email`} autoComplete="username" value={email} status={invalid ? 'error' : undefined} onChange={(e) => setEmail(e.target.value)} />
            {invalid && <span role="alert" style={{ color: '#ff4d4f' }}>{MESSAGES.invalidEmail}</span>}
          </div>
          <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
            Send link
          </Button>
        </form>
      )}
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">Back to log in</Link>
      </p>
    </PublicPanel>
  );
}

export { ForgotPasswordRoute as Component };
