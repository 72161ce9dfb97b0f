/** Query keys of the renders feature: the campaign's render queue and its screenshots per approval status. */
export const rendersKeys = {
  all: (campaignId: string) => ['renders', campaignId] as const,
  queue: (campaignId: string) => ['renders', campaignId, 'queue'] as const,
  results: (campaignId: string, approvalStatus: string) => ['renders', campaignId, 'results', approvalStatus] as const,
};
