/**
 * Video creatives: the image analysis on frames taken with ffmpeg at 0, 25, 50 and 75 % of the duration
 * (the first is the first frame), plus the duration and the first frame's text and logo presence. The scores are the
 * means over the frames; palette, text and safe space are the first frame's (what a viewer sees before scrolling on).
 */
import type { Analysis } from '@shared/contracts/scoring';
import { posterFrame, probeVideo } from '@functions/lib/video/ffmpeg';
import { analyseImage, type ImageHints } from './analyse-image';
import type { OcrSession } from './ocr';

const FRACTIONS = [0, 0.25, 0.5, 0.75];

export async function analyseVideo(file: string, ocr: OcrSession, hints: ImageHints = {}): Promise<Analysis> {
  const info = await probeVideo(file);
  const frames: Analysis[] = [];
  for (const f of FRACTIONS) frames.push(await analyseImage(await posterFrame(file, Math.floor(info.durationMs * f)), ocr, hints));
  const first = frames[0]!;
  const mean = (pick: (a: Analysis) => number) => Math.round(frames.reduce((s, a) => s + pick(a), 0) / frames.length);
  return {
    ...first,
    aesthetics: { ...first.aesthetics, score: mean((a) => a.aesthetics.score) },
    memorability: { ...first.memorability, score: mean((a) => a.memorability.score) },
    text: [...new Set(frames.map((a) => a.text).filter(Boolean))].join('\n').slice(0, 4000),
    video: { durationMs: info.durationMs, frames: frames.length, firstFrame: { text: first.textProportion > 0, logo: first.logo.present } },
  };
}
