export * from './port';
export { ChromiumRenderer, renderer } from './chromium-renderer';
export { closePdfRenderer, pdfShape, PdfError, renderPdfPages } from './pdf-pages';
export { browserSource, lambdaChromium, localChromium, REQUIRED_FLAGS, type BrowserLaunch } from './browser-source';
