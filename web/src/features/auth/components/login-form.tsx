import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { lastEmail } from '../../../lib/session-store';
import { useAuthMode } from '../api/get-auth-mode';
import { redirectToSingleSignOn, useLogin } from '../api/login';

const fieldStyle = { display: 'grid', gap: 4, marginBottom: 16 } as const;
const requiredStyle = { color: '#ff4d4f' } as const;

/**
 * Sign-in in two steps (000 7.2): the username first, then auth/mode decides: local accounts get the password
 * field, SAML and Google accounts leave for single sign-on. A refused sign-in shows the server's text.
 * Two fields need no form library, which keeps the sign-in chunk small.
 */
export function LoginForm() {
  const id = useId();
  const [username, setUsername] = useState(lastEmail);
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'username' | 'password'>('username');
  const [touched, setTouched] = useState(false);
  const authMode = useAuthMode();
  const login = useLogin();
  const error = step === 'username' ? authMode.error : login.error;
  const name = username.trim();
  const missingUsername = touched && !name;
  const missingPassword = touched && step === 'password' && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name || (step === 'password' && !password)) return;
    if (step === 'password') {
      login.mutate({ username: name, password });
      return;
    }
    const { authMode: mode } = await authMode.mutateAsync(name);
    setTouched(false);
    if (mode === 'local') setStep('password');
    else redirectToSingleSignOn(mode, name);
  };

  const changeUsername = (value: string) => {
    setUsername(value);
    if (step === 'password') {
      setStep('username');
      setPassword('');
      login.reset();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <div style={fieldStyle}>
        <label htmlFor={`${id}-username`}>Email</label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoFocus={step === 'username'}
          value={username}
          onChange={(e) => changeUsername(e.target.value)}
          status={missingUsername ? 'error' : undefined}
          aria-invalid={missingUsername}
        />
        {missingUsername && <span style={requiredStyle}>Required</span>}
      </div>
      {step === 'password' && (
        <div style={fieldStyle}>
          <label htmlFor={`${id}-password`}>Password</label>
          <Input.Password
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            status={missingPassword ? 'error' : undefined}
            aria-invalid={missingPassword}
          />
          {missingPassword && <span style={requiredStyle}>Required</span>}
        </div>
      )}
      <Button type="primary" htmlType="submit" block disabled={authMode.isPending || login.isPending}>
        {step === 'username' ? 'Next' : 'Log In'}
      </Button>
    </form>
  );
}
