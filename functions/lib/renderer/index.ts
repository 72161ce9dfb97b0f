export * from './port';
export { ChromiumRenderer, renderer } from './chromium-renderer';
export { browserSource, lambdaChromium, localChromium, REQUIRED_FLAGS, type BrowserLaunch } from './browser-source';
