import Papa from 'papaparse';
import { audienceImportBodySchema, campaignQuerySchema } from '@shared/contracts/audiences';
import { audienceFromImport, audienceNameFromFile } from '@shared/domain/audiences';
import { SegmentCsvError, validateSegmentCsv } from '@shared/domain/segments';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { presentAudience } from '../audience-scope';
import { createAudience } from '../audience-writes';
import { changeableCampaign } from '../campaign-scope';

/**
 * POST audiences/import?campaignId (001 7): the user segment CSV of 002 5 (papaparse; a spreadsheet's byte-order mark
 * dropped, blank lines skipped) checked for the platform, every problem answered 422 in the spec's CSV form and nothing
 * stored; a good file becomes one audience named after the file, one rule per segment.
 */
export default defineRoute({
  idempotent: true,
  request: { query: campaignQuerySchema, body: audienceImportBodySchema },
  async handle({ query, body, caller }) {
    const campaign = await changeableCampaign(caller, query.campaignId);
    const [header = [], ...rows] = Papa.parse<string[]>(body.content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
    let segments;
    try {
      segments = validateSegmentCsv(header, rows, body.platform);
    } catch (error) {
      if (error instanceof SegmentCsvError) throw unprocessable(error.message);
      throw error;
    }
    const audience = audienceFromImport(body.name ?? audienceNameFromFile(body.fileName), body.platform, segments);
    return { statusCode: 201, body: presentAudience(await createAudience({ partnerId: caller.partnerId, campaignId: campaign.id }, audience)) };
  },
});
