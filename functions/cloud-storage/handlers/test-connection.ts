import { testConnectionRequestSchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { testS3Connection } from '../connection-test';

/** POST /v1/cloud-storage/test-connection {storageType, connectionConfig}: a real call with settings not saved yet. */
export default defineRoute({
  request: { body: testConnectionRequestSchema },
  async handle({ body }) {
    return { body: await testS3Connection(body.connectionConfig) };
  },
});
