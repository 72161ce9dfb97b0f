import { ASSEMBLY_FILE_FIELD, campaignQuerySchema } from '@shared/contracts/assemblies';
import { ASSEMBLY_CSV_MAX_BYTES } from '@shared/constants';
import { AssemblyCsvError } from '@shared/domain/assemblies';
import { MESSAGES } from '@shared/messages';
import { writableCampaign } from '@functions/campaigns/public';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { assembliesRepository, presentAssembly } from '../assemblies-repository';
import { checkAssemblyCsv } from '../assembly-csv';
import { metaContextFor } from '../meta-context';

/** The text of the multipart field `file`, read with the platform's own FormData parser (undici). */
async function csvText(event: APIGatewayProxyEventV2): Promise<string> {
  const type = event.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data') || !event.body) throw unprocessable(MESSAGES.assemblyFileRequired);
  const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  const form = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw unprocessable(MESSAGES.assemblyFileRequired);
  });
  const file = form.get(ASSEMBLY_FILE_FIELD);
  if (!file || typeof file === 'string') throw unprocessable(MESSAGES.assemblyFileRequired);
  return file.text();
}

/**
 * POST assemblies/import?campaignId: the social video CSV (001 5) checked in full (each failure in the spec's words,
 * 422) and stored, one assembly per user segment; nothing is stored when any check fails.
 */
export default defineRoute({
  request: { query: campaignQuerySchema },
  idempotent: true,
  // the multipart envelope around the file is a few hundred bytes
  maxBodyBytes: ASSEMBLY_CSV_MAX_BYTES + 64 * 1024,
  async handle({ query, caller, event }) {
    const { campaign, scope } = await writableCampaign(caller, query.campaignId);
    const text = await csvText(event);
    const rows = await checkAssemblyCsv(text, metaContextFor(scope, campaign.businessNodeId)).catch((err: unknown) => {
      throw err instanceof AssemblyCsvError ? unprocessable(err.message) : err;
    });
    const imported = await assembliesRepository.importRows({ partnerId: campaign.partnerId, campaignId: campaign.id, createdBy: caller.user.id }, rows);
    const assemblies = (await assembliesRepository.listByCampaign(campaign.id)).map(presentAssembly);
    return { body: { imported, assemblies } };
  },
});
