/** Query keys of the saved reports: the pages of the list share a prefix, so every change refreshes them together. */
export const savedReportsKey = (partnerId: string | null) => ['saved-reports', partnerId, 'page'] as const;
export const savedReportKey = (partnerId: string | null, id: string | undefined) => ['saved-reports', partnerId, 'one', id] as const;
/** Every saved-report query of a partner: a change made elsewhere (a conversion's delete rewrites reports) refreshes them all. */
export const allSavedReportsKey = (partnerId: string | null) => ['saved-reports', partnerId] as const;
