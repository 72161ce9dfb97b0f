import type { StoryboardDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';

/** GET /assets/concepts/{id}/storyboards/{sid}: one storyboard with its versions (the list holds the same; used after an upload). */
export const getStoryboard = (partnerId: string, conceptId: string, sid: string) => api.get<StoryboardDto>(`assets/concepts/${conceptId}/storyboards/${sid}`, { query: { partnerId } });
