/**
 * What the template-render domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { contentTypeOf, keyIn, resizedName, servedFolder, TEMPLATE_ORIGIN, templateFiles } from './template-files';
