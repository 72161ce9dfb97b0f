/**
 * The audience a by-id call acts on: found in the caller's partner (else 'Entity not found') on a campaign in scope
 * (a change: on a campaign that is not deleted).
 */
import { MESSAGES } from '@shared/messages';
import type { AudienceDto } from '@shared/contracts/audiences';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { audiencesRepository, type Audience } from './audiences-repository';
import { changeableCampaign, readableCampaign } from './campaign-scope';

export async function audienceInScope(caller: Caller, id: string, need: 'read' | 'write'): Promise<Audience> {
  const audience = await audiencesRepository.get(id);
  if (!audience || audience.partnerId !== caller.partnerId) throw notFound(MESSAGES.entityNotFound);
  await (need === 'write' ? changeableCampaign : readableCampaign)(caller, audience.campaignId);
  return audience;
}

export const presentAudience = (a: Audience): AudienceDto => ({
  id: a.id,
  campaignId: a.campaignId,
  name: a.name,
  audiences: a.audiences,
  fieldsLive: a.fieldsLive,
  channels: a.channels,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});
