/**
 * The font a video's text values are drawn with when the template ships none. ffmpeg's drawtext without a fontfile
 * asks fontconfig, which Lambda lacks (no /etc/fonts, no fonts): the text would fail to render there. So the
 * video-render function carries DejaVu Sans (Bitstream Vera licence, DejaVu's changes in the public domain: free to
 * bundle and redistribute) from the npm package dejavu-fonts-ttf:
 * - in Lambda, beside the bundle (infra/constructs/native-layers.ts copies FALLBACK_FONT.modulePath next to index.mjs);
 * - locally, from node_modules, else Debian's copy of the same font (fonts-dejavu-core, which ffmpeg's package pulls in).
 * VIDEO_FONT_FILE overrides all of them (config.videoFontFile).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '@functions/lib/config';

export const FALLBACK_FONT = {
  /** The npm package (dejavu-fonts-ttf@2.37.3) and its file, relative to node_modules: what CDK copies. */
  modulePath: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  /** Debian's copy (package fonts-dejavu-core). */
  debianPath: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
} as const;

/** The file's name beside the bundle in Lambda. */
export const FALLBACK_FONT_NAME = path.basename(FALLBACK_FONT.modulePath);

function fromNodeModules(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(FALLBACK_FONT.modulePath);
  } catch {
    return undefined;
  }
}

/** Beside this module's file: the Lambda bundle (index.mjs) with the font copied next to it. */
function besideBundle(): string | undefined {
  try {
    return path.join(path.dirname(fileURLToPath(import.meta.url)), FALLBACK_FONT_NAME);
  } catch {
    return undefined;
  }
}

/** The fallback font's path, or undefined when none is there (then drawtext asks fontconfig, which only works locally). */
export function fallbackFontFile(): string | undefined {
  const candidates = [config.videoFontFile, besideBundle(), fromNodeModules(), config.inLambda ? undefined : FALLBACK_FONT.debianPath];
  return candidates.find((file): file is string => Boolean(file && existsSync(file)));
}
