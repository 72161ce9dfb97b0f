/**
 * Creating and replacing an audience: one stored item holds it (DynamoDB's 400 KB item, with room for its keys), and
 * its name is unique in the campaign; either problem answers 422 in words and writes nothing.
 */
import type { AudienceBody } from '@shared/domain/audiences';
import { MESSAGES } from '@shared/messages';
import { AppError, NameTakenError, unprocessable } from '@functions/lib/errors';
import { AudienceWriteConflict, audiencesRepository, type Audience } from './audiences-repository';

export const AUDIENCE_MAX_BYTES = 350 * 1024;

function checkSize(body: AudienceBody) {
  if (Buffer.byteLength(JSON.stringify(body)) > AUDIENCE_MAX_BYTES) throw unprocessable(MESSAGES.audienceTooLarge);
}

async function claimed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AudienceWriteConflict) throw error.inUse ? new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse) : new NameTakenError();
    throw error;
  }
}

export function createAudience(scope: { partnerId: string; campaignId: string }, body: AudienceBody): Promise<Audience> {
  checkSize(body);
  return claimed(() => audiencesRepository.create(scope, body));
}

export function replaceAudience(current: Audience, body: AudienceBody): Promise<Audience> {
  checkSize(body);
  return claimed(() => audiencesRepository.update(current, body));
}
