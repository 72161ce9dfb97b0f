/**
 * An assembly by id, through its campaign's access check: another partner's assembly answers as an unknown one
 * ('Assembly not found'), one of a campaign outside the caller's nodes 'Access to the Campaign denied'.
 */
import { MESSAGES } from '@shared/messages';
import { campaignInScope, writableCampaign } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { assembliesRepository, type Assembly } from './assemblies-repository';

export async function assemblyInScope(caller: Caller, id: string, need: 'read' | 'write'): Promise<Assembly> {
  const assembly = await assembliesRepository.get(id);
  if (!assembly || assembly.partnerId !== caller.partnerId) throw notFound(MESSAGES.assemblyNotFound);
  await (need === 'write' ? writableCampaign : campaignInScope)(caller, assembly.campaignId);
  return assembly;
}
