import { api } from '@web/lib/api-client';

/** GET /concepts/name-exists: whether another concept of the partner has this name (the draft's own name is allowed). */
export async function conceptNameExists(partnerId: string, name: string, excludeId?: string | null, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ exists: boolean }>('concepts/name-exists', { query: { partnerId, name, excludeId: excludeId ?? undefined }, signal });
  return answer.exists;
}
