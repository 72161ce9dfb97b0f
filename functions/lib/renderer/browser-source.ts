/**
 * Where the browser comes from, per world. Locally: Debian's chromium (/usr/bin/chromium, which infra/local/chromium.ts
 * ensures). In Lambda: @sparticuz/chromium, a brotli-packed Chromium built for Amazon Linux that unpacks to /tmp on the
 * first launch of a container (its package is in a layer: CHROMIUM_LAYER in infra/constructs/native-layers.ts).
 */
import { config } from '../config';

export interface BrowserLaunch {
  executablePath: string;
  args: string[];
  /** Playwright default flags to leave out (the PDF pages renderer keeps Chromium's built-in PDF viewer). */
  ignoreDefaultArgs?: string[];
}

/**
 * The flags the environment requires of every launch (both worlds). The fresh user-data-dir is Playwright's own: it
 * makes a new temporary profile per launch and refuses a --user-data-dir flag.
 */
export const REQUIRED_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

function withProfile(args: readonly string[]): string[] {
  return [...new Set([...args.filter((a) => !a.startsWith('--user-data-dir')), ...REQUIRED_FLAGS])];
}

export async function localChromium(): Promise<BrowserLaunch> {
  return { executablePath: config.chromiumPath ?? '/usr/bin/chromium', args: withProfile([]) };
}

/** Lambda: the package's own flags (single process, no zygote, ...) then ours. Imported lazily: it is layer-only. */
export async function lambdaChromium(): Promise<BrowserLaunch> {
  const pkg = '@sparticuz/chromium';
  const { default: chromium } = (await import(pkg)) as {
    default: { executablePath(): Promise<string>; args: string[]; setGraphicsMode?: boolean };
  };
  chromium.setGraphicsMode = false;
  return { executablePath: await chromium.executablePath(), args: withProfile(chromium.args) };
}

/** The world's source: Lambda when running in Lambda, Debian's chromium everywhere else. */
export function browserSource(): () => Promise<BrowserLaunch> {
  return config.inLambda && !config.chromiumPath ? lambdaChromium : localChromium;
}
