import { newId } from '@functions/lib/ids';
import { isId } from '@shared/domain/ids';

describe('ids', () => {
  it('are 24-character lowercase hex, unique and ordered by time', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => newId(1_700_000_000_000 + Math.floor(i / 10)));
    expect(ids.every(isId)).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    expect(newId(1_800_000_000_000) > newId(1_700_000_000_000)).toBe(true);
  });
});
