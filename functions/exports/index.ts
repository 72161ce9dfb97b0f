/** The exports domain Lambda: HTML prerendering and exports to cloud storages and the asset library. */
import { domainHandler } from '@functions/lib/http';
import createExport from './handlers/create-export';
import getExport from './handlers/get-export';
import listExportDestinations from './handlers/list-export-destinations';
import listAssemblyPrerenders from './handlers/list-assembly-prerenders';
import listExports from './handlers/list-exports';
import publishPrerender from './handlers/publish-prerender';

export const handler = domainHandler('exports', {
  'publish-prerender': publishPrerender,
  'create-export': createExport,
  'list-exports': listExports,
  'get-export': getExport,
  'list-export-destinations': listExportDestinations,
  'list-assembly-prerenders': listAssemblyPrerenders,
});
