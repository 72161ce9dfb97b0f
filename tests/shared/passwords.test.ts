import { isEmail, nameProblem, passwordProblems, PASSWORD_RULES } from '@shared/domain/passwords';

describe('password rules (000 5)', () => {
  it('names every unmet rule by its code', () => {
    expect(passwordProblems('')).toEqual(['PASSWORD_TOO_SHORT', 'PASSWORD_NO_LOWERCASE', 'PASSWORD_NO_UPPERCASE', 'PASSWORD_NO_DIGIT']);
    expect(passwordProblems('aaaaaaaaaaaaaaaa')).toEqual(['PASSWORD_NO_UPPERCASE', 'PASSWORD_NO_DIGIT']);
    expect(passwordProblems('Aaaaaaaaaaaaaaa1')).toEqual([]);
    expect(passwordProblems('Aaaaaaaaaaaaaa1')).toEqual(['PASSWORD_TOO_SHORT']);
    expect(passwordProblems('AAAAAAAAAAAAAAA1')).toEqual(['PASSWORD_NO_LOWERCASE']);
  });

  it('shows the checklist in the spec order', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual(['16 characters minimum', 'A lowercase letter', 'An uppercase letter', 'A digit']);
  });

  it('requires a name that does not start with a space', () => {
    expect(nameProblem('')).toBe('NAME_REQUIRED');
    expect(nameProblem('   ')).toBe('NAME_REQUIRED');
    expect(nameProblem(' Ann')).toBe('Spaces are not allowed in the beginning of the name');
    expect(nameProblem('Ann Lee')).toBeNull();
  });

  it('refuses control, bidi and zero-width characters in the name (the one name rule), so the form says it before sending', () => {
    expect(nameProblem('Ann\u200BLee')).toBe('Invisible or control characters are not allowed in the name');
    expect(nameProblem('Ann \u202ELee')).toBe('Invisible or control characters are not allowed in the name');
    expect(nameProblem('Ann Lee ')).toBeNull();
  });
});

describe('email pattern (000 5)', () => {
  it.each(['a@b.co', 'first.last@sub.example.org', '"odd name"@example.com', 'x@[192.168.0.1]'])('accepts %s', (e) => expect(isEmail(e)).toBe(true));
  it.each(['plain', 'a@b', 'a@b.c', 'a b@c.de', '@example.com', 'a@.com', 'a..b@c.de'])('refuses %s', (e) => expect(isEmail(e)).toBe(false));
});
