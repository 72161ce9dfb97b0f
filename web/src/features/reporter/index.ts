/** What other features may use of the dashboard: campaign benchmarks (the analyzer shows them beside a saved report). */
export { useBenchmarks } from './api/get-benchmarks';
export { BenchmarksTable } from './components/benchmarks-table';
