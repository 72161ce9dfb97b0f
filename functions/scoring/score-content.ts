/**
 * One content's analysis: the stored one of the same content hash when there is one (a re-upload or a second
 * creative with the same image is not measured again), else measured and kept under its hash.
 */
import { createHash } from 'node:crypto';
import type { Analysis } from '@shared/contracts/scoring';
import { ANALYSIS_VERSION, analyseImage, type ImageHints } from './analyse-image';
import { analyseVideo } from './analyse-video';
import { warmOcr } from './ocr';
import { scoringRepository } from './scoring-repository';
import { withTempFile } from './files';

export const contentHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface Content {
  partnerId: string;
  /** Known already (a library asset's sha256), else computed from the bytes. */
  contentHash?: string;
  read(): Promise<Buffer>;
  video: boolean;
  name: string;
  hints?: ImageHints;
}

export async function analysisOf(content: Content): Promise<{ analysis: Analysis; contentHash: string }> {
  let bytes: Buffer | null = null;
  const contentHash = content.contentHash ?? contentHashOf((bytes = await content.read()));
  const stored = await scoringRepository.analysisOf(content.partnerId, contentHash);
  if (stored && stored.version === ANALYSIS_VERSION) return { analysis: stored, contentHash };
  bytes ??= await content.read();
  const ocr = await warmOcr();
  const analysis = content.video ? await withTempFile(bytes, content.name, (file) => analyseVideo(file, ocr, content.hints)) : await analyseImage(bytes, ocr, content.hints);
  await scoringRepository.keepAnalysis(content.partnerId, contentHash, analysis);
  return { analysis, contentHash };
}

/** Whether an error is the content's (it cannot be read as an image or video): final, not worth a retry. */
export const isContentError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return /unsupported image format|Input buffer|VideoError|not a video|corrupt|bad seek|Expected/i.test(message) || (error as { name?: string })?.name === 'VideoError';
};

/** What a user reads of a failure: the message, never a stack. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
