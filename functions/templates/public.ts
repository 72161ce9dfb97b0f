/**
 * What the templates domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { templateRenderHooks } from './render-hooks';
export { templatesRepository, type Template } from './templates-repository';
export { isOwnFile, playerPath, templateFolder } from './template-storage';
/** The user-content address of a template's current player (null until a version is ready): the personalize previews. */
export { templatePreviewUrl } from './present';
/** Which templates a caller may see (a concept the caller may see): the exports of templates. */
export { templateInScope } from './template-scope';
/** A creative's template played for the renderer (personalize screenshots, renders). */
export { templatePlayTarget, UnplayableTemplateError, type PlayedCreative } from './template-play';
