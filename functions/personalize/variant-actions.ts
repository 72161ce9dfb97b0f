/**
 * The single-variant actions of the grid (001 2 'Variant menu actions', the toggle, format archive): each reads the
 * tree and variant in the caller's scope, makes its change (variant-state.ts), writes it conditionally, publishes the
 * table event and the analytics event, and answers { variant, changed }.
 */
import type * as z from 'zod';
import { type variantParamsSchema, type PersonalizeTableEventName } from '@shared/contracts/personalize';
import type { PersonalizeAnalyticsEventName } from '@shared/contracts/personalize-analytics';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from './analytics';
import type { Tree, Variant } from './personalize-repository';
import { presentVariant } from './present';
import { publishTableEvent } from './table-events';
import { treeInScope, variantOf, writeChange } from './variant-access';
import type { StateChange } from './variant-state';
import { presentContext } from './variant-views';

export function defineVariantAction<P extends typeof variantParamsSchema>(action: {
  params: P;
  event: PersonalizeTableEventName;
  analytics?: PersonalizeAnalyticsEventName;
  run: (tree: Tree, variant: Variant, params: z.output<P>) => StateChange | Promise<StateChange>;
}) {
  return defineRoute({
    request: { params: action.params },
    async handle({ caller, params }) {
      const p = params as z.output<P>;
      const { campaign, tree } = await treeInScope(caller, p, 'write');
      const variant = await variantOf(tree, p.variantId);
      const { writes, changed } = await action.run(tree, variant, p);
      if (writes.length) await writeChange(writes);
      const ctx = await presentContext(tree);
      const views = changed.map((v) => presentVariant(v, ctx));
      if (writes.length) {
        await Promise.all([
          publishTableEvent(caller, tree, action.event, { variants: views }),
          action.analytics ? trackPersonalizeEvent(caller, campaign.id, action.analytics, { treeId: tree.id, variantId: variant.id, changed: changed.length }) : undefined,
        ]);
      }
      return { body: { variant: views[0]!, changed: views.slice(1) } };
    },
  });
}
