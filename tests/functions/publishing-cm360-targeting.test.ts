/**
 * The key-value expression a CM360 targeting template gets from a decision-tree variant's user segments
 * (functions/publishing/adapters/cm360-targeting.ts), and which variant is the dynamic creative's default.
 */
import { describe, expect, it } from 'vitest';
import { defaultFirst, variantExpression } from '@functions/publishing/adapters/cm360-targeting';
import type { PublishItem } from '@functions/publishing/adapters/port';

const item = (over: Partial<PublishItem>): PublishItem => ({ creativeId: 'c1', version: 'v1', name: 'n', format: '300x250', values: {}, files: {}, variantId: 'v-1', ...over });

describe('variantExpression', () => {
  it("targets each segment's values under its type's key, any of them", () => {
    const segments = [
      { name: 'Lapsed', type: 'custom', values: ['aud_1', 'aud_2'] },
      { name: 'Homepage', type: 'cmPlacement', values: ['345678901'] },
      { name: 'LI', type: 'dv360LineItem', values: ['55501'] },
    ];
    expect(variantExpression(item({ segments }))).toBe('segment=aud_1 OR segment=aud_2 OR cm_placement_id=345678901 OR dv360_line_item_id=55501');
  });

  it("takes a Custom value written key=value as that key-value, quotes what is not a plain token, and leaves Meta's ad sets out", () => {
    const segments = [
      { name: 'Sport', type: 'custom', values: ['Sport=football', 'green tea'] },
      { name: 'Ad set', type: 'fbAdSet', values: ['120210'] },
      { name: 'Ad', type: 'CMAd', values: ['9001', '9001'] },
    ];
    expect(variantExpression(item({ segments }))).toBe('sport=football OR segment="green tea" OR cm_ad_id=9001');
  });

  it('targets a variant without ad server segments by its own id', () => {
    expect(variantExpression(item({ segments: [] }))).toBe('mq_variant=v-1');
    expect(variantExpression(item({ segments: [{ name: 'Ad set', type: 'fbAdSet', values: ['1'] }] }))).toBe('mq_variant=v-1');
  });
});

describe('defaultFirst', () => {
  it('puts the fallback variant first, else one without segments, else keeps the order', () => {
    const a = item({ creativeId: 'a', segments: [{ name: 's', type: 'custom', values: ['x'] }] });
    const b = item({ creativeId: 'b', segments: [] });
    const f = item({ creativeId: 'f', fallback: true, segments: [{ name: 's', type: 'custom', values: ['y'] }] });
    expect(defaultFirst([a, b, f]).map((i) => i.creativeId)).toEqual(['f', 'a', 'b']);
    expect(defaultFirst([a, b]).map((i) => i.creativeId)).toEqual(['b', 'a']);
    expect(defaultFirst([a]).map((i) => i.creativeId)).toEqual(['a']);
  });
});
