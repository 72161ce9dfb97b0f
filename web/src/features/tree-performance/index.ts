/** The decision-tree performance view (issue 18), opened from the personalize header. */
export { TreePerformanceButton } from './components/tree-performance';
