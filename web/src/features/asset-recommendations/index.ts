/** What the asset page uses of recommendations: the panel (000 7.3 'recommendation/...'). */
export { RecommendationsPanel } from './components/recommendations-panel';
