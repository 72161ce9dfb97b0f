import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { campaignScoresSchema, scorePerformanceSchema, startScoringResponseSchema, subjectScoresSchema } from '@shared/contracts/scoring';
import { NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { api } from '@web/lib/api-client';
import { subscribeRealtime } from '@web/lib/realtime';

/** Scores are a panel beside the page's own content: a 404 there is the panel's error, not a page that does not exist. */
const SIDE_PANEL = { notFoundIsAnswer: true } as const;

export const scoringKeys = {
  all: ['scoring'] as const,
  campaign: (id: string) => ['scoring', 'campaign', id] as const,
  performance: (id: string) => ['scoring', 'performance', id] as const,
  asset: (id: string) => ['scoring', 'asset', id] as const,
  template: (id: string) => ['scoring', 'template', id] as const,
};

/** GET campaigns/{id}/scores (ours): the scores of the campaign's creatives and its last scoring job. */
export const getCampaignScores = (id: string) => api.get(`campaigns/${id}/scores`, SIDE_PANEL).then((b) => campaignScoresSchema.parse(b));
export const useCampaignScores = (id: string) => useQuery({ queryKey: scoringKeys.campaign(id), queryFn: () => getCampaignScores(id) });

/** GET campaigns/{id}/scores/performance (ours): CTR and VTR by score band. */
export const getScorePerformance = (id: string) => api.get(`campaigns/${id}/scores/performance`, SIDE_PANEL).then((b) => scorePerformanceSchema.parse(b));
export const useScorePerformance = (id: string) => useQuery({ queryKey: scoringKeys.performance(id), queryFn: () => getScorePerformance(id) });

/** POST campaigns/{id}/scoring (ours): the server notifies every outcome (the bell and toast say it). */
export function useStartScoring(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`campaigns/${id}/scoring`).then((b) => startScoringResponseSchema.parse(b)),
    onSettled: () => client.invalidateQueries({ queryKey: scoringKeys.campaign(id) }),
  });
}

/** GET scoring/assets/{id} and scoring/templates/{id} (ours). */
export const useAssetScores = (id: string) => useQuery({ queryKey: scoringKeys.asset(id), queryFn: () => api.get(`scoring/assets/${id}`, SIDE_PANEL).then((b) => subjectScoresSchema.parse(b)) });
export const useTemplateScores = (id: string) => useQuery({ queryKey: scoringKeys.template(id), queryFn: () => api.get(`scoring/templates/${id}`, SIDE_PANEL).then((b) => subjectScoresSchema.parse(b)) });

const SCORER_SOURCES = new Set<string>([NOTIFICATION_SOURCES.imageScorer, NOTIFICATION_SOURCES.variationsScorer, NOTIFICATION_SOURCES.videoResizer]);

/** Scores read again when a scorer says something (its job progressed, finished or failed); the library's list too (its column). */
export function useScoringEvents() {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (!SCORER_SOURCES.has(event.source)) return;
        void client.invalidateQueries({ queryKey: scoringKeys.all });
        void client.invalidateQueries({ queryKey: LIBRARY_KEY });
      }),
    [client],
  );
}
/** The asset library's query key (features/assets get-assets.ts assetsKey). */
const LIBRARY_KEY = ['assets'] as const;
