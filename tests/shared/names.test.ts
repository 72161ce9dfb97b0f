/** The one rule for user-typed names (shared/domain/names.ts) and its zod helper (shared/contracts/common.ts). */
import * as z from 'zod';
import { typedName } from '@shared/contracts/common';
import { cleanDerivedName, hasOnlyNameCharacters, nameKey, normaliseName, storedNameKey } from '@shared/domain/names';
import { MESSAGES } from '@shared/messages';
import { REFUSED_CHARACTERS } from '@tests/fixtures/refused-name-characters';

const schema = typedName(z.string().min(1, 'Name is required').max(40));

describe('the name rule', () => {
  it.each(REFUSED_CHARACTERS)('refuses %s anywhere in the name', (_label, ch) => {
    for (const name of [`Ac${ch}me`, `Acme ${ch}x`, `Acme${ch}.`]) {
      expect(hasOnlyNameCharacters(name)).toBe(false);
      const result = schema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toEqual([MESSAGES.nameCharactersNotAllowed]);
    }
  });

  it.each([
    ['letters of any script', 'Müller Zürich'],
    ['right-to-left text without control characters', 'שלום עולם'],
    ['Arabic', 'مرحبا'],
    ['CJK', '東京 マーケット'],
    ['emoji written as one code point', 'Launch 🚀'],
    ['a surrogate pair (not lone)', 'A \uD83D\uDE80 B'],
    ['punctuation and digits', "O'Brien & Co. (2026) - #1"],
  ])('accepts %s', (_label, name) => {
    expect(hasOnlyNameCharacters(name)).toBe(true);
    expect(schema.parse(name)).toBe(name);
  });

  it('stores NFC and trims, so one name typed two ways is one name', () => {
    const decomposed = 'Cafe\u0301'; // 'e' + combining acute
    expect(schema.parse(`  ${decomposed} `)).toBe('Caf\u00E9');
    expect(nameKey(decomposed)).toBe(nameKey('CAF\u00C9'));
  });

  it('applies the field rule to the normalised name: blank is required, length counts after trimming', () => {
    expect(schema.safeParse('   ').error!.issues.map((i) => i.message)).toEqual(['Name is required']);
    expect(schema.parse(`  ${'x'.repeat(40)}  `)).toBe('x'.repeat(40));
    expect(schema.safeParse('x'.repeat(41)).success).toBe(false);
    expect(schema.safeParse(42).success).toBe(false);
  });

  it('compares case-folded: names differing in case or surrounding spaces share a key; a zero-width character does not vanish', () => {
    expect(nameKey(' Acme ')).toBe(nameKey('ACME'));
    expect(nameKey('Ac\u200Bme')).not.toBe(nameKey('Acme'));
    expect(normaliseName('\tAcme\n')).toBe('Acme');
  });

  it('trims white space (tab, line feed, U+FEFF) off the edges like spaces, and refuses every other control there', () => {
    expect(schema.parse('\tAcme\n')).toBe('Acme');
    expect(schema.parse('\uFEFFAcme')).toBe('Acme');
    for (const ch of ['\u0007', '\u200B', '\u202E', '\u2066', '\uD800']) expect(schema.safeParse(`${ch}Acme`).success).toBe(false);
  });

  it('keeps the key claims were written with before the rule, for every name stored through it', () => {
    for (const name of ['Acme', 'Müller Zürich', 'İstanbul', 'Straße', '東京']) {
      const stored = schema.safeParse(name).success ? normaliseName(name) : name;
      expect(nameKey(stored)).toBe(stored.trim().toLowerCase());
      expect(storedNameKey(stored)).toBe(nameKey(stored));
    }
    // A name stored before the rule in decomposed form is released under the key it was claimed with.
    expect(storedNameKey('Cafe\u0301')).toBe('cafe\u0301');
  });
});

describe('names the server derives (a linked file)', () => {
  it('drops the refused characters and normalises, leaving a name the rule accepts', () => {
    const derived = cleanDerivedName(' Logo\u200B\u202E gnp.svg\u0000 ');
    expect(derived).toBe('Logo gnp.svg');
    expect(hasOnlyNameCharacters(derived)).toBe(true);
    expect(cleanDerivedName('Cafe\u0301.png')).toBe('Caf\u00E9.png');
  });
});
