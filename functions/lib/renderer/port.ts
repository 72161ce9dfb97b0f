/**
 * The renderer port: headless Chromium turning a page (a URL on the user-content origin, or inline HTML) into a PNG or
 * a PDF. One implementation per world (browser-source.ts): Debian's chromium locally, @sparticuz/chromium in Lambda;
 * the page handling (network fence, time limit, warm browser) is the same code for both (chromium-renderer.ts).
 */
export interface RenderTarget {
  /** A page to load; its own origin is the only network origin it may reach. */
  url?: string;
  /** Inline HTML (loaded as about:blank content): it may reach data:, blob: and `allowOrigins` only. */
  html?: string;
  width: number;
  height: number;
  /** The page's whole budget: load, scripts and the shot. */
  timeoutMs?: number;
  /** Further origins the page may fetch from (e.g. the user-content origin serving an HTML target's assets). */
  allowOrigins?: readonly string[];
  /** Shoot only once the page set this document.title (a page that signals it finished animating or fetching). */
  waitForTitle?: string;
  /**
   * For content that paints on its own after load and signals nothing (Chromium's PDF viewer): the screenshot is
   * taken again every 250 ms until this says it shows the content, within the target's time limit.
   */
  shotReady?: (png: Buffer) => Promise<boolean>;
  /** Files answered by the renderer itself for one origin (a template read from storage, never from the network). */
  serve?: ServedOrigin;
  /** Called with every request the fence aborted (for logs and tests). */
  onBlocked?: (url: string) => void;
}

export interface ServedOrigin {
  /** e.g. https://template.invalid: a name that resolves nowhere, so nothing but `read` can answer it. */
  origin: string;
  /** The file at a path of that origin, or null (answered 404). */
  read(pathname: string): Promise<{ body: Buffer; contentType: string } | null>;
}

export interface Renderer {
  screenshot(target: RenderTarget): Promise<Buffer>;
  pdf(target: RenderTarget): Promise<Buffer>;
  /** Ends the warm browser (tests, shutdown); the next call launches a fresh one. */
  close(): Promise<void>;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 10_000;

/** A page whose load or scripts did not finish within its time limit. */
export class RenderTimeoutError extends Error {
  constructor(readonly timeoutMs: number, readonly target: string) {
    super(`Render timed out after ${timeoutMs} ms: the page's scripts did not finish (${target})`);
    this.name = 'RenderTimeoutError';
  }
}

/** A target the renderer refuses before launching anything. */
export class RenderInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderInputError';
  }
}

/** Limits of a render target: a thumbnail or an ad never exceeds a 4K page. */
export const MAX_RENDER_SIDE = 4096;

export function checkTarget(target: RenderTarget): void {
  if (!target.url === !target.html) throw new RenderInputError('Give exactly one of url or html');
  for (const side of [target.width, target.height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_RENDER_SIDE) {
      throw new RenderInputError(`Render size must be whole pixels between 1 and ${MAX_RENDER_SIDE}`);
    }
  }
  if (target.url && !/^https?:\/\//.test(target.url)) throw new RenderInputError('Render url must be http or https');
}
