/**
 * The renderer on Chromium through playwright-core, the same in both worlds (the browser binary comes from a
 * BrowserSource). One browser is launched per container and kept warm across a batch; each render gets a fresh
 * context (no cookies or storage shared between templates), a network fence and a time limit.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { browserSource, type BrowserLaunch } from './browser-source';
import { checkTarget, DEFAULT_RENDER_TIMEOUT_MS, RenderTimeoutError, type Renderer, type RenderTarget } from './port';

/** How long closing a context may take before the browser counts as wedged (a script spinning in its renderer). */
const CLOSE_GRACE_MS = 2_000;
/** How often a target with shotReady is shot again until its content shows. */
const SHOT_RETRY_MS = 250;

/** The origins a target may reach: its own (for a URL) and the ones it names; data: and blob: never hit the network. */
function allowedOrigins(target: RenderTarget): Set<string> {
  const origins = new Set(target.allowOrigins ?? []);
  if (target.url && !target.serve) origins.add(new URL(target.url).origin);
  return origins;
}

function isAllowed(url: string, origins: Set<string>): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return true;
  // The browser's own resources (its PDF viewer's scripts): never the network.
  if (url.startsWith('chrome-extension://') || url.startsWith('chrome://')) return true;
  try {
    return origins.has(new URL(url).origin);
  } catch {
    return false;
  }
}

export class ChromiumRenderer implements Renderer {
  private browser: Promise<Browser> | undefined;

  constructor(private readonly source: () => Promise<BrowserLaunch> = browserSource()) {}

  /** The warm browser, launched on first use and again when it died (crash, OOM, killed after a wedged page). */
  private async warm(): Promise<Browser> {
    const pending = this.browser;
    const current = pending && (await pending.catch(() => undefined));
    if (current?.isConnected()) return current;
    // Pages of one batch arrive together: the first to find the browser dead relaunches, the others wait for it.
    if (this.browser !== pending) return this.warm();
    const launching: Promise<Browser> = this.source().then(async ({ executablePath, args, ignoreDefaultArgs }) => {
      // Signals stay the process's own: by default Playwright answers Ctrl-C by closing its browsers and exiting
      // with 130, which cut `npm start`'s drain short (requests in flight got a reset). Whoever owns the renderer closes it.
      const signals = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };
      const browser = await chromium.launch({ executablePath, args, headless: true, ...signals, ...(ignoreDefaultArgs ? { ignoreDefaultArgs } : {}) });
      browser.on('disconnected', () => {
        if (this.browser === launching) this.browser = undefined;
      });
      return browser;
    });
    this.browser = launching;
    launching.catch(() => {
      if (this.browser === launching) this.browser = undefined;
    });
    return launching;
  }

  private async fence(context: BrowserContext, target: RenderTarget): Promise<void> {
    const origins = allowedOrigins(target);
    const served = target.serve;
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (served && url.startsWith(`${served.origin}/`)) {
        const file = await served.read(decodeURIComponent(new URL(url).pathname)).catch(() => null);
        return file ? route.fulfill({ status: 200, body: file.body, contentType: file.contentType }) : route.fulfill({ status: 404, body: '' });
      }
      if (isAllowed(url, origins)) return route.continue();
      target.onBlocked?.(url);
      return route.abort('blockedbyclient');
    });
    // WebSockets bypass route(): refuse every one (a template has no business opening sockets).
    await context.routeWebSocket(/.*/, (ws) => {
      target.onBlocked?.(ws.url());
      return ws.close();
    });
  }

  /** Opens the target in a fresh fenced context, runs `shoot`, and always closes the context within the budget. */
  private async withPage(target: RenderTarget, shoot: (page: Page) => Promise<Buffer>): Promise<Buffer> {
    checkTarget(target);
    const timeoutMs = target.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
    const label = target.url ?? 'inline html';
    const browser = await this.warm();
    const context = await browser.newContext({
      viewport: { width: target.width, height: target.height },
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeoutError(timeoutMs, label)), timeoutMs);
    });
    try {
      const work = (async () => {
        await this.fence(context, target);
        const page = await context.newPage();
        page.setDefaultTimeout(timeoutMs);
        if (target.url) await page.goto(target.url, { waitUntil: 'load', timeout: timeoutMs });
        else await page.setContent(target.html!, { waitUntil: 'load', timeout: timeoutMs });
        if (target.waitForTitle !== undefined) await page.waitForFunction((title) => document.title === title, target.waitForTitle);
        return shoot(page);
      })();
      work.catch(() => undefined);
      return await Promise.race([work, deadline]);
    } catch (error) {
      // Playwright's own timeouts (load never fired) read as the same clear error.
      if (error instanceof Error && error.name === 'TimeoutError') throw new RenderTimeoutError(timeoutMs, label);
      throw error;
    } finally {
      clearTimeout(timer);
      await this.closeContext(browser, context);
    }
  }

  /** A page spinning in an endless script can hold its context open: past the grace, the browser is replaced. */
  private async closeContext(browser: Browser, context: BrowserContext): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      context.close().then(() => true, () => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CLOSE_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!closed) await browser.close().catch(() => undefined);
  }

  screenshot(target: RenderTarget): Promise<Buffer> {
    return this.withPage(target, async (page) => {
      const shoot = () => page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: target.width, height: target.height }, animations: 'disabled' });
      let shot = await shoot();
      // The time limit of withPage ends this loop for content that never paints.
      while (target.shotReady && !(await target.shotReady(shot))) {
        await page.waitForTimeout(SHOT_RETRY_MS);
        shot = await shoot();
      }
      return shot;
    });
  }

  pdf(target: RenderTarget): Promise<Buffer> {
    return this.withPage(target, (page) =>
      page.pdf({ width: `${target.width}px`, height: `${target.height}px`, printBackground: true, pageRanges: '1' }),
    );
  }

  async close(): Promise<void> {
    const current = this.browser && (await this.browser.catch(() => undefined));
    this.browser = undefined;
    await current?.close().catch(() => undefined);
  }
}

let shared: ChromiumRenderer | undefined;

/** The container's renderer: one warm browser shared by every job the container runs. */
export function renderer(): Renderer {
  shared ??= new ChromiumRenderer();
  return shared;
}
