/**
 * The grid's rows take variants changed elsewhere (an editor's answer, a realtime event) in the order of their
 * revisions: an event carrying an older copy, delivered after the answer of a later edit, leaves the row as it is;
 * so does a list read that left before the edit and answers after it.
 */
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { personalizeKeys } from '@web/features/personalize/api/keys';
import { keepNewerRows, upsertVariants } from '@web/features/personalize/api/list-variants';
import type { VariantPage } from '@web/features/personalize/api/types';
import { NO_FILTERS } from '@web/features/personalize/lib/filters';
import { CAMPAIGN, TREE, variant } from './personalize-grid-fixtures';

const passes = () => true;
const withHeadline = (revision: number, headline: string) => ({ ...variant(1, { revision }), dynamicElements: { headline: { value: headline } } });

function loaded() {
  const client = new QueryClient();
  const key = personalizeKeys.variants(CAMPAIGN, TREE, NO_FILTERS);
  const first = withHeadline(3, 'Saved');
  client.setQueryData<InfiniteData<VariantPage, number>>(key, { pageParams: [1], pages: [{ page: 1, pageSize: 100, total: 1, variants: [first], counts: { total: 1, active: 0, archived: 0 } } as unknown as VariantPage] });
  const shown = () => client.getQueryData<InfiniteData<VariantPage, number>>(key)!.pages[0]!.variants.map((v) => v.dynamicElements.headline?.value);
  return { client, shown };
}

describe('upsertVariants', () => {
  it('keeps a row when the copy that arrives is older than it', () => {
    const { client, shown } = loaded();
    upsertVariants(client, CAMPAIGN, TREE, [withHeadline(2, 'Stale')], passes);
    expect(shown()).toEqual(['Saved']);
  });

  it('replaces a row with a copy of the same or a later revision', () => {
    const { client, shown } = loaded();
    upsertVariants(client, CAMPAIGN, TREE, [withHeadline(3, 'Same revision')], passes);
    expect(shown()).toEqual(['Same revision']);
    upsertVariants(client, CAMPAIGN, TREE, [withHeadline(4, 'Later')], passes);
    expect(shown()).toEqual(['Later']);
  });
});

describe('keepNewerRows', () => {
  const pages = (...variants: VariantPage['variants']) => ({ pageParams: [1], pages: [{ page: 1, pageSize: 100, total: variants.length, variants, counts: { total: variants.length, active: 0, archived: 0 } } as unknown as VariantPage] });
  const other = { ...variant(2, { revision: 1 }), dynamicElements: { headline: { value: 'Other' } } };

  it('keeps a row shown at a later revision than the one read, and takes the read for every other row', () => {
    const merged = keepNewerRows(pages(withHeadline(3, 'Saved'), other), pages(withHeadline(2, 'Read before the save'), { ...other, revision: 2, dynamicElements: { headline: { value: 'Other, newer' } } }));
    expect(merged.pages[0]!.variants.map((v) => v.dynamicElements.headline?.value)).toEqual(['Saved', 'Other, newer']);
  });

  it('takes the read whole when nothing shown is newer, or nothing was shown', () => {
    const read = pages(withHeadline(3, 'Read'));
    expect(keepNewerRows(pages(withHeadline(3, 'Shown')), read)).toBe(read);
    expect(keepNewerRows(undefined, read)).toBe(read);
  });
});
