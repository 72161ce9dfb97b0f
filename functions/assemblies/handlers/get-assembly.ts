import { assemblyParamsSchema } from '@shared/contracts/assemblies';
import { defineRoute } from '@functions/lib/http';
import { presentAssembly } from '../assemblies-repository';
import { assemblyInScope } from '../assembly-access';

/** GET assemblies/{id}. */
export default defineRoute({
  request: { params: assemblyParamsSchema },
  async handle({ params, caller }) {
    return { body: presentAssembly(await assemblyInScope(caller, params.id, 'read')) };
  },
});
