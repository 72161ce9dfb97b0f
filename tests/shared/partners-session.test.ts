import { choosePartner, groupPartners, type PartnerSummary } from '@shared/domain/partners';
import { countdownFor, formatClock, isFlashing, secondsLeft, warningDelayMs } from '@shared/domain/session';

const p = (id: string, type: PartnerSummary['type'], archived = false, name = id): PartnerSummary => ({ _id: id, name, type, archived });

describe('partner selection (000 4)', () => {
  it('keeps the saved partner if it is still listed', () => {
    expect(choosePartner([p('a', 'Client'), p('b', 'Client')], 'b')).toBe('b');
  });
  it('else picks the first non-archived one', () => {
    expect(choosePartner([p('a', 'Client', true), p('b', 'Client'), p('c', 'Client')], 'gone')).toBe('b');
  });
  it('auto-selects a single partner', () => {
    expect(choosePartner([p('only', 'Demo', true)], null)).toBe('only');
  });
  it('answers null for no partners', () => {
    expect(choosePartner([], 'x')).toBeNull();
  });
  it('groups options Internal, Demo, Client, sorted by name, leaving out empty groups', () => {
    const groups = groupPartners([p('z', 'Client', false, 'Zed'), p('i', 'Internal'), p('a', 'Client', false, 'Acme')]);
    expect(groups.map((g) => [g.type, g.partners.map((x) => x.name)])).toEqual([
      ['Internal', ['i']],
      ['Client', ['Acme', 'Zed']],
    ]);
  });
});

describe('session clock (000 4 and 9)', () => {
  it('the warning shows at max age minus (countdown + 5) s', () => {
    expect(warningDelayMs({ maxAgeMs: 900_000, countdownS: 300 })).toBe(595_000);
    expect(warningDelayMs({ maxAgeMs: 10_000, countdownS: 300 })).toBe(0);
  });
  it('counts down by whole seconds and never below zero', () => {
    expect(secondsLeft(300, 0)).toBe(300);
    expect(secondsLeft(300, 1999)).toBe(299);
    expect(secondsLeft(300, 400_000)).toBe(0);
  });
  it('flashes on odd seconds', () => {
    expect([1, 2, 3].map(isFlashing)).toEqual([true, false, true]);
  });
  it('counts down the configured 300 s for a 15-minute session, and at most half of what is left of a short one', () => {
    expect(countdownFor(900_000, 300)).toBe(300);
    expect(countdownFor(20_000, 300)).toBe(7);
    expect(countdownFor(1_000, 300)).toBe(1);
  });
  it('shows time as hh:mm:ss', () => {
    expect(formatClock(300)).toBe('00:05:00');
    expect(formatClock(3725)).toBe('01:02:05');
  });
});
