import { removeFromS3BodySchema } from '@shared/contracts/brief-assets';
import { defineRoute } from '@functions/lib/http';
import { ownTempKey, removeTemp } from '../temp-files';

/** PATCH assets/single-files/remove-from-s3: drops temporary files the user took out of the list (only the partner's own). */
export default defineRoute({
  request: { body: removeFromS3BodySchema },
  async handle({ body, caller }) {
    for (const url of body.urls) ownTempKey(caller.partnerId, url);
    await Promise.all(body.urls.map(removeTemp));
    return { body: { removed: body.urls.length } };
  },
});
