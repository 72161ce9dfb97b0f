/** Shared by every screen that debounces (web/src/hooks). */
export { useDebounced } from '@web/hooks/use-debounced';
