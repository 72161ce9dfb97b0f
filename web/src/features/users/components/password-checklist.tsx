import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { PASSWORD_RULES } from '@shared/domain/passwords';

/** The live checklist of 000 5: each rule ticks as the password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.code} data-met={met} aria-label={`${rule.label}: ${met ? 'met' : 'not met'}`} style={{ color: met ? '#389e0d' : '#8c8c8c' }}>
            {met ? <CheckCircleFilled /> : <CloseCircleOutlined />} {rule.label}
          </li>
        );
      })}
    </ul>
  );
}
