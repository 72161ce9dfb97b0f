import { newId } from '@functions/lib/ids';
import { isId } from '@shared/domain/ids';

describe('ids', () => {
  it('are 24-character lowercase hex, unique and ordered by time', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => newId(1_700_000_000_000 + Math.floor(i / 10)));
    expect(ids.every(isId)).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    expect(newId(1_800_000_000_000) > newId(1_700_000_000_000)).toBe(true);
  });

  it('keep a random tail across many ids (the random bytes are drawn in blocks)', () => {
    const tails = Array.from({ length: 20_000 }, () => newId(1_700_000_000_000).slice(-6));
    expect(tails.every((t) => /^[0-9a-f]{6}$/.test(t))).toBe(true);
    // 20,000 draws of 24 random bits: about 12 repeats expected; a stuck or reused block would repeat thousands
    expect(new Set(tails).size).toBeGreaterThan(19_900);
  });
});
