import { applyChange, approveRow, checkFeedRows, countChanges, diffFeed, type RowState } from '@shared/domain/live-feeds';

const feed = (rows: string[][]) => checkFeedRows(['id', 'name', 'headline', 'image'], rows).rows;
const approvedAll = (states: RowState[]) => states.map(approveRow);

describe('live feed CSV (ours, in the CSV message forms of 002 5)', () => {
  it('reads id, name and one value per dynamic field column', () => {
    expect(checkFeedRows(['ID', 'Name', 'headline'], [[' r1 ', 'Runners', ' Go ']])).toEqual({ fields: ['headline'], rows: [{ key: 'r1', name: 'Runners', values: { headline: 'Go' } }] });
    expect(checkFeedRows(['id', 'headline'], [['r1', 'Go']]).rows[0].name).toBe('r1');
  });

  it('refuses a feed without id, with repeated or empty headers, without rows, ragged rows, empty or repeated ids', () => {
    expect(() => checkFeedRows(['key', 'headline'], [['a', 'b']])).toThrow('Upload failed. CSV is missing the following columns: ["id"].');
    expect(() => checkFeedRows(['id', 'headline', 'Headline'], [['a', 'b', 'c']])).toThrow('Upload failed. Check column names ["Headline"] (rows: [1])');
    expect(() => checkFeedRows(['id', ''], [['a', 'b']])).toThrow('Upload failed. Check column names [""] (rows: [1])');
    expect(() => checkFeedRows(['id', 'headline'], [])).toThrow('Upload failed. The feed has no rows.');
    expect(() => checkFeedRows(['id', 'headline'], [['a', 'b'], ['c']])).toThrow('Upload failed. Check column names ["id", "headline"] (rows: [3])');
    expect(() => checkFeedRows(['id', 'headline'], [['a', 'b'], [' ', 'c']])).toThrow('Upload failed. Please make sure you have included all required values (column "id", row 3).');
    expect(() => checkFeedRows(['id', 'headline'], [['a', 'b'], ['c', 'd'], ['a', 'e']])).toThrow('Upload failed. Check column ["id"] (rows: [2, 4])');
  });

  it('refuses more rows than the ad server has variations (001 9)', () => {
    expect(checkFeedRows(['id', 'headline'], Array.from({ length: 10_000 }, (_, i) => [`r${i}`, 'x'])).rows).toHaveLength(10_000);
    const rows = Array.from({ length: 10_001 }, (_, i) => [`r${i}`, 'x']);
    expect(() => checkFeedRows(['id', 'headline'], rows)).toThrow('Upload failed. The feed has more than 10000 rows.');
  });
});

describe('feed refresh: status 1 new, 2 update, 3 archive (002 4), held for review', () => {
  const first = feed([
    ['a', 'A', 'Hello', 'a.png'],
    ['b', 'B', 'Hi', 'b.png'],
  ]);

  it('makes every row of a first feed new, pending and not live', () => {
    const changes = diffFeed([], first);
    expect(changes.map((c) => [c.key, c.status])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    const states = changes.map((c) => applyChange(undefined, c));
    expect(states[0]).toEqual({ key: 'a', live: null, pending: { status: 1, name: 'A', values: { headline: 'Hello', image: 'a.png' } } });
  });

  it('updates changed rows, archives missing ones, adds new ones, leaves unchanged ones alone; the live state waits for approval', () => {
    const live = approvedAll(diffFeed([], first).map((c) => applyChange(undefined, c)));
    const next = feed([
      ['a', 'A', 'Hello again', 'a.png'],
      ['c', 'C', 'Hey', 'c.png'],
    ]);
    const changes = diffFeed(live, next);
    expect(changes.map((c) => [c.key, c.status])).toEqual([
      ['a', 2],
      ['c', 1],
      ['b', 3],
    ]);
    expect(countChanges(changes)).toEqual({ new: 1, update: 1, archive: 1 });
    expect(changes[0].before).toEqual({ name: 'A', values: { headline: 'Hello', image: 'a.png' } });

    const byKey = new Map(live.map((s) => [s.key, s]));
    const held = changes.map((c) => applyChange(byKey.get(c.key), c));
    const a = held.find((s) => s.key === 'a')!;
    expect(a.live).toEqual({ name: 'A', values: { headline: 'Hello', image: 'a.png' }, archived: false });
    expect(a.pending).toEqual({ status: 2, name: 'A', values: { headline: 'Hello again', image: 'a.png' } });
    expect(held.find((s) => s.key === 'b')!.live!.archived).toBe(false);
    expect(approveRow(a).live!.values.headline).toBe('Hello again');
    expect(approveRow(held.find((s) => s.key === 'b')!).live!.archived).toBe(true);
    expect(diffFeed(live, first)).toEqual([]);
  });

  it('compares with the pending change, so a refresh that says the same again yields nothing', () => {
    const live = approvedAll(diffFeed([], first).map((c) => applyChange(undefined, c)));
    const changed = feed([
      ['a', 'A', 'Changed', 'a.png'],
      ['b', 'B', 'Hi', 'b.png'],
    ]);
    const held = diffFeed(live, changed).map((c) => applyChange(live[0], c));
    expect(diffFeed([held[0], live[1]], changed)).toEqual([]);
  });

  it('clears the review when the feed goes back to the live state, and forgets a never-approved row that disappears', () => {
    const live = approvedAll(diffFeed([], first).map((c) => applyChange(undefined, c)));
    const pending = applyChange(live[0], diffFeed(live, feed([['a', 'A', 'Changed', 'a.png'], ['b', 'B', 'Hi', 'b.png']]))[0]);
    const back = diffFeed([pending, live[1]], first);
    expect(back.map((c) => [c.key, c.status])).toEqual([['a', 2]]);
    expect(applyChange(pending, back[0])).toEqual({ key: 'a', live: live[0].live, pending: null });

    const fresh = diffFeed([], first).map((c) => applyChange(undefined, c));
    const gone = diffFeed(fresh, feed([['a', 'A', 'Hello', 'a.png']]));
    expect(gone.map((c) => [c.key, c.status])).toEqual([['b', 3]]);
    expect(applyChange(fresh[1], gone[0])).toEqual({ key: 'b', live: null, pending: null });
  });

  it('brings an archived row back as an update, and keeps a never-approved row new for its reviewer', () => {
    const archived: RowState = { key: 'a', live: { name: 'A', values: { headline: 'Hello', image: 'a.png' }, archived: true }, pending: null };
    const back = diffFeed([archived], feed([['a', 'A', 'Hello', 'a.png']]));
    expect(back.map((c) => c.status)).toEqual([2]);
    expect(applyChange(archived, back[0]).pending!.status).toBe(2);

    const fresh = applyChange(undefined, diffFeed([], first)[0]);
    const edited = diffFeed([fresh], feed([['a', 'A', 'Edited', 'a.png']]));
    expect(edited[0].status).toBe(2);
    expect(applyChange(fresh, edited[0]).pending).toEqual({ status: 1, name: 'A', values: { headline: 'Edited', image: 'a.png' } });
  });
});
