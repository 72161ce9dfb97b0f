/** Shared by every screen that debounces (web/src/hooks). */
export { useDebounced } from '../../../hooks/use-debounced';
