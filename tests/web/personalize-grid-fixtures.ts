/** Trees, variants and the personalize calls as the API answers them, for the personalize grid tests. */
import { afterEach, beforeEach } from 'vitest';
import type { PersonalizeTree, VariantPage, VariantView } from '@web/features/personalize/api/types';
import { campaign, campaignId } from './campaign-fixtures';
import { signedInAs, userWith, type Reply } from './helpers';

export const CAMPAIGN = campaignId(1);
export const TREE = 'dddddddddddddddddddddd01';
export const TREE_2 = 'dddddddddddddddddddddd02';
export const T300 = 'aaaaaaaaaaaaaaaaaaaaaa30';
export const T728 = 'aaaaaaaaaaaaaaaaaaaaaa72';
export const BASE = `/api/campaigns/${CAMPAIGN}/personalize/${TREE}`;

export const tree = (id = TREE, extra: Partial<PersonalizeTree> = {}): PersonalizeTree => ({
  _id: id,
  campaignId: CAMPAIGN,
  platform: 'google',
  format: 'fixed',
  templates: [
    { templateId: T300, name: '300x250-summer', size: '300x250', version: 1, generation: 1 },
    { templateId: T728, name: '728x90-summer', size: '728x90', version: 1, generation: 1 },
  ],
  isFallbackEnabled: true,
  fallbackVariantId: null,
  location: '',
  dimension: '',
  ...extra,
});

const hex = (n: number, prefix: string) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
export const variantId = (n: number) => hex(n, 'ee');
export const formatId = (n: number, t: 0 | 1) => hex(n * 2 + t, 'f');

export function variant(n: number, extra: Partial<VariantView> = {}): VariantView {
  const format = (t: 0 | 1) => ({
    _id: formatId(n, t),
    name: t === 0 ? '300x250-summer' : '728x90-summer',
    shortName: t === 0 ? '300x250' : '728x90',
    format: t === 0 ? '300x250' : '728x90',
    templateId: t === 0 ? T300 : T728,
    version: 1,
    generation: 1,
    status: 'approved',
    archived: false,
    approved: true,
    screenshotRenderStatus: 'unrendered' as const,
    dynamicElements: {
      headline: { value: `Headline ${n}`, type: 'text' as const },
      image: { value: 'https://cdn.example/summer.jpg', type: 'image' as const },
      landingPage: { value: 'https://example.com', type: 'url' as const },
      ...(t === 1 ? { video: { value: 'clip.mp4', type: 'video' as const, optional: true } } : {}),
    },
  });
  const f0 = format(0);
  const f1 = format(1);
  return {
    _id: variantId(n),
    treeId: TREE,
    name: `Variant ${n}`,
    enabled: false,
    isFallback: false,
    archived: false,
    approved: true,
    formats: { [f0._id]: f0, [f1._id]: f1 },
    allVariantFormatIds: [f0._id, f1._id],
    dynamicElements: {},
    statuses: { live: false, scheduled: false },
    signals: { userSegment: [{ _id: hex(n, 'a1'), name: `Segment ${n}`, type: 'userSegment' }], schedule: [] },
    revision: 1,
    ...extra,
  };
}

/** A page of the list as GET variants answers it. */
export function page(variants: VariantView[], p = 1, total = variants.length, pageSize = 100): VariantPage {
  return { variants, total, page: p, pageSize, counts: { totalAmount: total, archivedAmount: 0, activeAmount: variants.filter((v) => v.enabled).length } };
}

/** The personalize page's server for a self-service manager, with the given variants (paged by 100). */
export function personalizeServer(variants: VariantView[], more: Record<string, Reply | ((r: { body: unknown; headers: Headers }) => Reply)> = {}, role: Parameters<typeof userWith>[0] = 'selfServiceManager') {
  const server = signedInAs(userWith(role), {
    [`GET /api/campaigns/${CAMPAIGN}`]: { body: campaign(1) },
    [`GET /api/campaigns/${CAMPAIGN}/personalize/trees`]: { body: { trees: [tree(), tree(TREE_2, { format: 'responsive', templates: [] })], job: null } },
    [`GET ${BASE}/variants`]: () => {
      const asked = new URLSearchParams(server.calls.at(-1)!.path.split('?')[1]);
      const n = Number(asked.get('page') ?? 1);
      return { body: page(variants.slice((n - 1) * 100, n * 100), n, variants.length) };
    },
    [`GET ${BASE}/templates`]: { body: { templates: [] } },
    [`GET ${BASE}/performance`]: { body: { threshold: 50, formats: [] } },
    ...more,
  });
  return server;
}

/** jsdom lays nothing out: in each test of the file the grid's scroll box is `px` high, so the virtualizer shows rows. */
export function gridHeight(px: number) {
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'variant-grid' ? px : 0;
      },
    });
  });
  afterEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  });
}
