/** What other features may use of templates: a concept's template list (the campaign form picks approved ones). */
export { useTemplates } from './api/list-templates';
