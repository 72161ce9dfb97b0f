/** Personalize trees and variations as pure rules (shared/domain/personalize.ts). */
import {
  planTrees,
  restructureVariantFormats,
  templateFitsPlatform,
  treeElements,
  treePlatformsOf,
  treeSlotOf,
  variantFormatFor,
  variationsForPermutations,
  type TreeSourceTemplate,
} from '@shared/domain/personalize';
import { compareTemplateStructure } from '@shared/domain/template-structure';
import { conceptTemplateOf, treeTemplatesOf } from '@shared/domain/personalize';
import { generateVariations, pureVariationHash, reportingHash } from '@shared/domain/variations';

const template = (templateId: string, size: string, fields: string[], version = 1, generation = 1, kind: 'html' | 'video' = 'html'): TreeSourceTemplate => ({
  templateId,
  name: `${size}-summer`,
  size,
  kind,
  version,
  generation,
  dynamicFields: fields.map((name) => ({ name, type: 'text' as const, defaultValue: `default ${name}` })),
});

const display = template('t300', '300x250', ['headline', 'cta']);
const leaderboard = template('t728', '728x90', ['headline']);
const meta = template('tmeta', '1080x1080', ['headline', 'cta']);

describe('tree slots', () => {
  it('puts display sizes on the ad server fixed tree, Meta sizes on Meta single image, 640x360 video on vpaid', () => {
    expect(treeSlotOf(display)).toEqual({ platform: 'google', format: 'fixed', suffix: '300x250' });
    expect(treeSlotOf(meta)).toEqual({ platform: 'facebook', format: 'singleImage', suffix: 'square' });
    expect(treeSlotOf({ size: '1080x1920', kind: 'video' })).toEqual({ platform: 'facebook', format: 'singleVideo', suffix: 'vertical' });
    expect(treeSlotOf({ size: '640x360', kind: 'video' })).toEqual({ platform: 'google', format: 'vpaid', suffix: '640x360' });
  });

  it('offers a template to the platforms it fits: Meta sizes to Meta, display to the ad server and the ads manager, videos to YouTube', () => {
    const fits = (t: Pick<TreeSourceTemplate, 'size' | 'kind'>) => ['google', 'facebook', 'youtube', 'gads'].filter((p) => templateFitsPlatform(t, p));
    expect(fits(display)).toEqual(['google', 'gads']);
    expect(fits(meta)).toEqual(['facebook']);
    expect(fits({ size: '640x360', kind: 'video' })).toEqual(['google', 'youtube']);
    expect(fits({ size: '1080x1920', kind: 'video' })).toEqual(['facebook', 'youtube']);
  });

  it('plans one tree per platform and format, only on the platforms asked for', () => {
    const plans = planTrees([display, meta, leaderboard]);
    expect(plans.map((p) => [p.platform, p.format, p.templates.map((t) => t.templateId)])).toEqual([
      ['google', 'fixed', ['t300', 't728']],
      ['facebook', 'singleImage', ['tmeta']],
    ]);
    expect(planTrees([display, meta], ['facebook']).map((p) => p.platform)).toEqual(['facebook']);
  });

  it('gives trees to the personalised platforms only, the ad server only when non-trafficked', () => {
    expect(treePlatformsOf({ platform: 'google' })).toEqual(['google']);
    expect(treePlatformsOf({ platform: 'google', deliveries: { adServer: 'TRAFFICKED' } })).toEqual([]);
    expect(treePlatformsOf({ platform: 'youtube', formats: [{ platform: 'facebook' }] })).toEqual(['facebook']);
    expect(treePlatformsOf({ platform: 'gads' })).toEqual([]);
  });
});

describe('variant formats and structure changes', () => {
  it('fills a template format with the given values, else the defaults', () => {
    const f = variantFormatFor('f1', display, { headline: 'Hello' });
    expect(f.dynamicElements).toEqual({ headline: { value: 'Hello', type: 'text' }, cta: { value: 'default cta', type: 'text' } });
    expect(f).toMatchObject({ format: '300x250', shortName: '300x250', templateId: 't300', approved: false, status: 'unapproved' });
  });

  it('moves formats to a new version keeping the values of fields it still has, drops deleted templates, adds new ones with the variant values', () => {
    const approved = { ...variantFormatFor('f1', display, { headline: 'Kept', cta: 'Buy' }), approved: true, status: 'approved' as const };
    const gone = variantFormatFor('f2', leaderboard, { headline: 'Kept' });
    const v2 = template('t300', '300x250', ['headline', 'cta', 'price'], 2);
    const tree = [{ platform: 'google', templates: [display, leaderboard] }];
    const diff = compareTemplateStructure(treeTemplatesOf(tree), [v2, meta].map(conceptTemplateOf), ['google']);
    expect(diff.toChange).toEqual([{ platform: 'google', templateId: 't300', from: { version: 1, generation: 1 }, to: { version: 2, generation: 1 }, kind: 'version' }]);
    expect(diff.toDelete).toEqual({ google: ['t728'] });
    const added = template('t970', '970x250', ['headline', 'cta']);
    let n = 0;
    const next = restructureVariantFormats([approved, gone], [v2, added], { deleted: new Set(['t728']), changed: diff.toChange }, () => `new${++n}`);
    expect(next.map((f) => [f.id, f.templateId, f.version])).toEqual([['f1', 't300', 2], ['new1', 't970', 1]]);
    expect(next[0]!.dynamicElements.headline!.value).toBe('Kept');
    expect(next[0]!.dynamicElements.cta!.value).toBe('Buy');
    expect(next[0]!.dynamicElements.price!.value).toBe('default price');
    // a new version is a new creative: approval again
    expect(next[0]).toMatchObject({ approved: false, status: 'unapproved' });
    expect(next[1]!.dynamicElements).toMatchObject({ headline: { value: 'Kept' }, cta: { value: 'Buy' } });
  });
});

describe('variations of a tree', () => {
  const variants = [
    [variantFormatFor('a', display, { headline: 'Sun', cta: 'Shop' }), variantFormatFor('b', leaderboard, { headline: 'Sun' })],
    [variantFormatFor('c', display, { headline: 'Sea', cta: 'Buy' }), variantFormatFor('d', leaderboard, { headline: 'Sea' })],
  ];

  it('permutes the distinct values of every field of the variants', () => {
    expect(treeElements(variants)).toEqual([
      { name: 'headline', values: ['Sun', 'Sea'] },
      { name: 'cta', values: ['Shop', 'Buy'] },
    ]);
  });

  it('makes one variation per template and distinct values for its fields, hashed pure_version_suffix and tied to the campaign', () => {
    const { variations: permutations } = generateVariations(treeElements(variants), { platform: 'google' });
    const templates = [
      { ...display, fields: ['headline', 'cta'] },
      { ...leaderboard, fields: ['headline'] },
    ];
    const out = variationsForPermutations('c'.repeat(24), templates, permutations, ['headline', 'cta']);
    // 4 permutations on 300x250; the 728x90 has the headline only: 2 creatives
    expect(out.filter((v) => v.size === '300x250')).toHaveLength(4);
    expect(out.filter((v) => v.size === '728x90')).toHaveLength(2);
    const first = out[0]!;
    expect(first.hash).toBe(`${pureVariationHash({ headline: 'Sun', cta: 'Shop' })}_1_300x250`);
    expect(first.hash).toMatch(/^[0-9a-f]{32}_1_300x250$/);
    expect(first.reportingHash).toBe(reportingHash('c'.repeat(24), first.hash));
    expect(first.name).toBe('Sun - Shop - 300x250');
    // stable: the same input, the same hashes; another campaign, other reporting hashes only
    expect(variationsForPermutations('c'.repeat(24), templates, permutations).map((v) => v.hash)).toEqual(out.map((v) => v.hash));
    const other = variationsForPermutations('d'.repeat(24), templates, permutations);
    expect(other.map((v) => v.hash)).toEqual(out.map((v) => v.hash));
    expect(other[0]!.reportingHash).not.toBe(first.reportingHash);
  });

  it('uses Meta orientation as the format suffix', () => {
    const [v] = variationsForPermutations('c'.repeat(24), [{ ...meta, fields: ['headline'] }], [{ headline: 'Sun' }]);
    expect(v!.hash).toMatch(/_1_square$/);
  });
});
