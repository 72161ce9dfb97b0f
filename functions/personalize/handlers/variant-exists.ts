/** GET B/variant/exist?name (001 5 'Variant name unique (checked by an exists call)'): whether the tree has the name. */
import { treeParamsSchema, variantExistQuerySchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { treeInScope } from '../variant-access';
import { nameExists } from '../variant-edits';

export default defineRoute({
  request: { params: treeParamsSchema, query: variantExistQuerySchema },
  async handle({ caller, params, query }) {
    const { tree } = await treeInScope(caller, params, 'read');
    return { body: { exists: await nameExists(tree.id, query.name) } };
  },
});
