import { MESSAGES } from '@shared/messages';
import {
  checkDynamicImageFormat,
  elementsFromDatasource,
  generateVariations,
  hash128,
  pureVariationHash,
  reportingHash,
  variationHash,
  variationLimit,
} from '@shared/domain/variations';

const elements = (...counts: number[]) => counts.map((n, i) => ({ name: `field${i + 1}`, values: Array.from({ length: n }, (_, v) => `v${i + 1}.${v}`) }));
const keyOf = (v: Record<string, string>) => JSON.stringify(v);

describe('variation limits (001 9, 002 9)', () => {
  it('are 10,000 on the ad server and 50 on Meta, the video platform and the ads manager', () => {
    expect([variationLimit('google'), variationLimit('facebook'), variationLimit('youtube'), variationLimit('gads')]).toEqual([10_000, 50, 50, 50]);
  });

  it('are divided by the number of audience rules, never below one', () => {
    expect(variationLimit('google', 3)).toBe(3333);
    expect(variationLimit('facebook', 4)).toBe(12);
    expect(variationLimit('facebook', 80)).toBe(1);
  });
});

describe('generateVariations', () => {
  it('gives every permutation, in order with the last element fastest, when they fit the limit', () => {
    const result = generateVariations(elements(2, 3), { platform: 'facebook' });
    expect(result.total).toBe(6n);
    expect(result.limited).toBe(false);
    expect(result.variations.map((v) => `${v.field1}/${v.field2}`)).toEqual(['v1.0/v2.0', 'v1.0/v2.1', 'v1.0/v2.2', 'v1.1/v2.0', 'v1.1/v2.1', 'v1.1/v2.2']);
  });

  it('stops at the platform limit, shared out over the audience rules', () => {
    expect(generateVariations(elements(10, 10), { platform: 'facebook' }).variations).toHaveLength(50);
    const perRule = generateVariations(elements(10, 10), { platform: 'facebook', audienceRules: 2 });
    expect(perRule.variations).toHaveLength(25);
    expect(perRule.limited).toBe(true);
  });

  it('reaches the ad server limit of 10,000 distinct variations out of 10^30 permutations, shuffled', () => {
    const result = generateVariations(elements(...Array(30).fill(10)), { platform: 'google', shuffleSeed: 7 });
    expect(result.total).toBe(10n ** 30n);
    expect(result.variations).toHaveLength(10_000);
    expect(new Set(result.variations.map(keyOf)).size).toBe(10_000);
  });

  it('shuffles reproducibly: the same seed gives the same variations, another seed others', () => {
    const a = generateVariations(elements(4, 5, 6), { platform: 'facebook', shuffleSeed: 42 }).variations.map(keyOf);
    const b = generateVariations(elements(4, 5, 6), { platform: 'facebook', shuffleSeed: 42 }).variations.map(keyOf);
    const c = generateVariations(elements(4, 5, 6), { platform: 'facebook', shuffleSeed: 43 }).variations.map(keyOf);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
    expect(new Set(a).size).toBe(50);
  });

  it('shuffles the whole set when every permutation fits', () => {
    const ordered = generateVariations(elements(3, 3), { platform: 'facebook' }).variations.map(keyOf);
    const shuffled = generateVariations(elements(3, 3), { platform: 'facebook', shuffleSeed: 1 }).variations.map(keyOf);
    expect(shuffled).not.toEqual(ordered);
    expect([...shuffled].sort()).toEqual([...ordered].sort());
  });

  it("answers 'Variations generation error' for an element without values and past the iteration cap", () => {
    expect(() => generateVariations([{ name: 'headline', values: [] }], { platform: 'google' })).toThrow(MESSAGES.variationsGenerationError);
    expect(() => generateVariations([], { platform: 'google' })).toThrow(MESSAGES.variationsGenerationError);
    // 60 permutations, 50 wanted at random: 10 draws cannot find 50 distinct ones
    expect(() => generateVariations(elements(6, 10), { platform: 'facebook', shuffleSeed: 3, maxIterations: 10 })).toThrow(MESSAGES.variationsGenerationError);
  });

  it('counts duplicate values once', () => {
    expect(generateVariations([{ name: 'cta', values: ['Buy', 'Buy', 'Shop'] }], { platform: 'google' }).variations).toEqual([{ cta: 'Buy' }, { cta: 'Shop' }]);
  });
});

describe('datasources and dynamic images (002 5)', () => {
  it('turns rows into element values, and refuses a row with another number of cells', () => {
    expect(elementsFromDatasource(['headline', 'image'], [['Hi', 'a.png'], ['Hello', 'a.png'], ['', 'b.png']])).toEqual([
      { name: 'headline', values: ['Hi', 'Hello'] },
      { name: 'image', values: ['a.png', 'b.png'] },
    ]);
    expect(() => elementsFromDatasource(['headline', 'image'], [['Hi']])).toThrow(MESSAGES.datasourceElementsCountMismatch);
  });

  it('accepts horizontal, vertical and square dynamic images only', () => {
    expect(['horizontal', 'vertical', 'square'].map(checkDynamicImageFormat)).toEqual(['horizontal', 'vertical', 'square']);
    expect(() => checkDynamicImageFormat('portrait')).toThrow(MESSAGES.wrongDynamicImageFormat);
  });
});

describe('variation hashes (001 3)', () => {
  it('hash128 is MurmurHash3 x86_128 (published vectors, seed 2538058380)', () => {
    expect(hash128('', 2538058380).toUpperCase()).toBe('A1D5BEF71C6A575B1C6A575B1C6A575B');
    expect(hash128('The quick brown fox jumps over the lazy dog', 2538058380).toUpperCase()).toBe('5ED5D48A7161B84C9C3AA78E3E79B6CD');
    expect(hash128('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG', 2538058380).toUpperCase()).toBe('85C392715A1701C682DFBF4A14508190');
    expect(hash128('')).toBe('0'.repeat(32));
  });

  it('is pureVariationHash_version_formatSuffix, the pure part independent of the values order', () => {
    const pure = pureVariationHash({ headline: 'Hi', image: 'a.png' });
    expect(pure).toMatch(/^[0-9a-f]{32}$/);
    expect(pureVariationHash({ image: 'a.png', headline: 'Hi' })).toBe(pure);
    expect(pureVariationHash({ headline: 'Hi', image: 'b.png' })).not.toBe(pure);
    expect(variationHash({ headline: 'Hi', image: 'a.png' }, 2, '300x250')).toBe(`${pure}_2_300x250`);
  });

  it('gives a 32-character reporting hash per campaign', () => {
    const hash = variationHash({ headline: 'Hi' }, 1, 'square');
    expect(reportingHash('c1', hash)).toMatch(/^[0-9a-f]{32}$/);
    expect(reportingHash('c2', hash)).not.toBe(reportingHash('c1', hash));
  });
});
