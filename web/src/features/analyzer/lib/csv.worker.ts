/** Builds the analyzer's CSV off the main thread (002 8), so a 10,000-row export never freezes the screen. */
import { buildCsv, type CsvInput } from './csv-rules';

// The project compiles against the DOM library; a dedicated worker's scope posts with one argument.
const scope = self as unknown as { onmessage: ((event: MessageEvent<CsvInput>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, ...buildCsv(event.data) });
  } catch (error) {
    scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
