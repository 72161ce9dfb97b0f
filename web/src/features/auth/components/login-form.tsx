import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '@shared/contracts/auth';
import { lastEmail } from '@web/lib/session-store';
import { getAuthMode } from '../api/get-auth-mode';
import { login, redirectToSingleSignOn } from '../api/login';
import { loginStyles as s } from './login-styles';

/**
 * Sign-in in two steps (000 7.2): the username first, then auth/mode decides: local accounts get the password
 * field, SAML and Google accounts leave for single sign-on. A refused sign-in shows the server's text.
 * Plain elements and state, no component or form library: the sign-in page loads React and little else.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const id = useId();
  const [username, setUsername] = useState(lastEmail);
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'username' | 'password'>('username');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = username.trim();
  const missingUsername = touched && !name;
  const missingPassword = touched && step === 'password' && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name || (step === 'password' && !password)) return;
    setPending(true);
    setError(null);
    try {
      if (step === 'password') {
        onSignedIn(await login({ username: name, password }));
        return;
      }
      const { authMode: mode } = await getAuthMode(name);
      setTouched(false);
      if (mode === 'local') setStep('password');
      else redirectToSingleSignOn(mode, name);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setPending(false);
    }
  };

  const changeUsername = (value: string) => {
    setUsername(value);
    if (step === 'password') {
      setStep('username');
      setPassword('');
      setError(null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {error && (
        <div role="alert" style={s.alert}>
          {error}
        </div>
      )}
      <div style={s.field}>
        <label htmlFor={`${id}-username`}>Email</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoFocus={step === 'username'}
          value={username}
          onChange={(e) => changeUsername(e.target.value)}
          aria-invalid={missingUsername}
          style={s.input(missingUsername)}
        />
        {missingUsername && <span style={s.required}>Required</span>}
      </div>
      {step === 'password' && (
        <div style={s.field}>
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={missingPassword}
            style={s.input(missingPassword)}
          />
          {missingPassword && <span style={s.required}>Required</span>}
        </div>
      )}
      <button type="submit" disabled={pending} style={s.button(pending)}>
        {step === 'username' ? 'Next' : 'Log In'}
      </button>
    </form>
  );
}
