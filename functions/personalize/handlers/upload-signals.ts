/**
 * POST campaigns/{campaignId}/personalize/{treeId}/signals/upload `{ csvData, type }` (001 7; 001 5 'Signals CSV'):
 * user segments from a CSV, checked whole as a stream first (a refusal answers 422 with one of the four 'Upload
 * failed...' messages and stores nothing), then stored. Names the tree has already are left as they are and counted
 * in the answer, so the client's 'CSV uploaded successfully' can note them. One signal-created table event.
 */
import { SIGNALS_CSV_MAX_BYTES } from '@shared/constants';
import { treeParamsSchema, uploadSignalsBodySchema } from '@shared/contracts/personalize-signals';
import { SEGMENT_TYPES, SegmentCsvError } from '@shared/domain/segments';
import { fillMessage, MESSAGES } from '@shared/messages';
import type { Platform } from '@shared/domain/concepts';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { defineRoute } from '@functions/lib/http';
import { checkSignalsCsv, storeSignalsCsv } from '../signals-csv';
import { importedSignals, signalTree, signalWrite } from '../signal-support';

export default defineRoute({
  request: { params: treeParamsSchema, body: uploadSignalsBodySchema },
  // the CSV is JSON text: its own limit plus the JSON around it; escaped once more into the Lambda event it must also
  // fit the 6 MB payload (quotes and line breaks grow it), else the spec-form text the client checks for first
  maxBodyBytes: SIGNALS_CSV_MAX_BYTES + 64 * 1024,
  bodyTooLargeMessage: MESSAGES.signalsCsvTooLarge,
  async handle({ caller, params, body }) {
    const { tree, ref } = await signalTree(caller, params, true);
    let checked: ReturnType<typeof checkSignalsCsv>;
    try {
      checked = checkSignalsCsv(body.csvData, tree.platform as Platform);
      // a chosen segment type: the file's type column must be it (a legacy label counts as its key's)
      const keyOf = (label: string) => SEGMENT_TYPES.find((t) => t.label === label)?.key;
      if (body.type !== 'userSegment' && keyOf(body.type) !== keyOf(checked.layout.type)) {
        throw new SegmentCsvError(fillMessage(MESSAGES.csvMissingColumns, { 0: body.type }));
      }
    } catch (error) {
      if (error instanceof SegmentCsvError) throw unprocessable(error.message);
      throw error;
    }
    const outcome = await signalWrite(() => storeSignalsCsv(body.csvData, checked, ref, newId));
    return { statusCode: 201, body: await importedSignals(caller, ref, outcome, 'csv') };
  },
});
