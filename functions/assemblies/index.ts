/** The assemblies domain Lambda (001 7 'Audiences and assemblies': the social video CSV of 001 5). */
import { domainHandler } from '@functions/lib/http';
import deleteAllAssemblies from './handlers/delete-all-assemblies';
import deleteAssembly from './handlers/delete-assembly';
import getAssembly from './handlers/get-assembly';
import importAssemblies from './handlers/import-assemblies';
import listAssemblies from './handlers/list-assemblies';

export const handler = domainHandler('assemblies', {
  'import-assemblies': importAssemblies,
  'list-assemblies': listAssemblies,
  'get-assembly': getAssembly,
  'delete-assembly': deleteAssembly,
  'delete-all-assemblies': deleteAllAssemblies,
});
