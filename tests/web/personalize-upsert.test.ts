/**
 * The grid's rows take variants changed elsewhere (an editor's answer, a realtime event) in the order of their
 * revisions: an event carrying an older copy, delivered after the answer of a later edit, leaves the row as it is.
 */
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { personalizeKeys } from '@web/features/personalize/api/keys';
import { upsertVariants } from '@web/features/personalize/api/list-variants';
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
