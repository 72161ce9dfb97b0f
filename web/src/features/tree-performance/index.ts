/** The decision-tree performance view, opened from the personalize header. */
export { TreePerformanceButton } from './components/tree-performance';
