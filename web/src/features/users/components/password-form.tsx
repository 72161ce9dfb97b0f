import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { nameProblem, passwordProblems } from '@shared/domain/passwords';
import { PasswordChecklist } from './password-checklist';

const fieldStyle = { display: 'grid', gap: 4, marginBottom: 12 } as const;
const NAME_TEXT: Record<string, string> = { NAME_REQUIRED: 'Please enter your name' };

export interface PasswordFormValues {
  name: string;
  password: string;
}

/** Name (when asked) and a new password with the live checklist; submits only when every rule is met. */
export function PasswordForm(props: { askName: boolean; submitLabel: string; pending: boolean; error?: string; onSubmit(values: PasswordFormValues): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const nameIssue = props.askName ? nameProblem(name) : null;
  // A missing name is said on submit; what is wrong with a typed name is said at once (the Join button stays disabled).
  const shownNameIssue = nameIssue && (touched || nameIssue !== 'NAME_REQUIRED') ? nameIssue : null;
  const ready = !nameIssue && passwordProblems(password).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (ready) props.onSubmit({ name, password });
  };

  return (
    <form noValidate onSubmit={submit}>
      {props.error && <Alert type="error" showIcon title={props.error} style={{ marginBottom: 16 }} />}
      {props.askName && (
        <div style={fieldStyle}>
          <label htmlFor={`${id}-name`}>Name</label>
          <Input id={`${id}-name`} autoComplete="name" value={name} status={shownNameIssue ? 'error' : undefined} onChange={(e) => setName(e.target.value)} />
          {shownNameIssue && <span role="alert" style={{ color: '#ff4d4f' }}>{NAME_TEXT[shownNameIssue] ?? shownNameIssue}</span>}
        </div>
      )}
      <div style={fieldStyle}>
        <label htmlFor={`${id}-password`}>Password</label>
        <Input.Password id={`${id}-password`} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <PasswordChecklist password={password} />
      <Button type="primary" htmlType="submit" block loading={props.pending} disabled={!ready}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
