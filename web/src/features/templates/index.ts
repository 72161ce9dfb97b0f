/** What other features may use of templates: a concept's template list (the campaign form picks approved ones). */
export { useTemplates } from './api/list-templates';
/** A template's player address with values injected, and its frame size (personalize previews show variants with them). */
export { frameSize, withValues } from './components/template-preview';
