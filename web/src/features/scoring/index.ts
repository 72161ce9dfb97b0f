/** Creative scoring on screens: what other features mount. */
export { AnalysisCard } from './components/analysis-card';
export { CampaignScores } from './components/campaign-scores';
export { ScoresTitle, ScoreTags } from './components/score-tags';
export { AssetScores, TemplateScores } from './components/subject-scores';
export { useScoringEvents } from './api/scores';
