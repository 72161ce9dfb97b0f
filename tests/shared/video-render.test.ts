/** The video render's pure rules (shared/domain/video-render.ts): format sizes and lengths, the overlay layout, the limits. */
import { formatDurationMs, formatSize, overlayLayout, renderedVideoKey, VIDEO_FORMATS, videoSizeLimit } from '@shared/domain/video-render';

const format = (id: string) => VIDEO_FORMATS.find((f) => f.id === id)!;

describe('video formats (001 9)', () => {
  it('are 16:9, 9:16 and 1:1 at full length, bumper 6 s and TrueView 15 s in 16:9 and 9:16', () => {
    expect(VIDEO_FORMATS.map((f) => [f.id, f.maxMs ?? null])).toEqual([
      ['16x9', null], ['9x16', null], ['1x1', null], ['bumper-16x9', 6000], ['bumper-9x16', 6000], ['trueview-16x9', 15_000], ['trueview-9x16', 15_000],
    ]);
    expect(formatDurationMs(format('bumper-16x9'), 20_000)).toBe(6000);
    expect(formatDurationMs(format('trueview-9x16'), 20_000)).toBe(15_000);
    expect(formatDurationMs(format('trueview-9x16'), 4000)).toBe(4000);
    expect(formatDurationMs(format('16x9'), 20_000)).toBe(20_000);
  });

  it('keep the base video short side up to 1080p, never upscaling, even sizes', () => {
    expect(formatSize(format('16x9'), { width: 3840, height: 2160 })).toEqual({ width: 1920, height: 1080 });
    expect(formatSize(format('9x16'), { width: 1920, height: 1080 })).toEqual({ width: 1080, height: 1920 });
    expect(formatSize(format('1x1'), { width: 640, height: 360 })).toEqual({ width: 360, height: 360 });
    expect(formatSize(format('9x16'), { width: 641, height: 361 })).toEqual({ width: 362, height: 642 });
  });

  it('have a size limit per platform and a place under rendered-videos (002 9)', () => {
    expect(videoSizeLimit('facebook')).toBe(4 * 1024 ** 3);
    expect(videoSizeLimit('youtube')).toBe(256 * 1024 ** 3);
    expect(videoSizeLimit('google')).toBe(2_147_483_648);
    expect(renderedVideoKey('p', 'c', 'v', 'abc', '1x1')).toBe('v2/partners/p/campaigns/c/rendered-videos/v/abc/1x1.mp4');
  });
});

describe('overlayLayout', () => {
  const fields = [
    { name: 'frame1Headline', type: 'text', value: 'Cold and fizzy' },
    { name: 'ctaText1', type: 'text', value: 'Shop now' },
    { name: 'bgColor', type: 'text', value: '#000000' },
    { name: 'legal1', type: 'text', value: '' },
    { name: 'logo1', type: 'image', value: 'logo.png' },
    { name: 'landingPage1', type: 'url', value: 'https://example.com' },
  ];

  it('stacks texts bottom-left (headline above the call to action) and images top-right, for the whole video', () => {
    const layout = overlayLayout(fields, { width: 640, height: 360 }, 8000);
    expect(layout.map((o) => o.field)).toEqual(['frame1Headline', 'ctaText1', 'logo1']);
    const [headline, cta, logo] = layout;
    if (headline?.kind !== 'text' || cta?.kind !== 'text') throw new Error('texts first');
    expect(headline.y).toBeLessThan(cta.y);
    expect(headline.fontSize).toBeGreaterThan(cta.fontSize);
    expect(cta.y + cta.fontSize).toBeLessThanOrEqual(360);
    expect(logo).toMatchObject({ kind: 'image', x: 640 - 24 - 128, y: 24, width: 128, fromMs: 0, toMs: 8000 });
  });

  it('takes the template\'s declared positions and times, clamped to the frame and the video', () => {
    const layout = overlayLayout(fields, { width: 640, height: 360 }, 8000, {
      frame1Headline: { x: 100, y: 50, fontSize: 40, color: '#ffd84d', fromMs: 1000, toMs: 3000 },
      logo1: { x: 9999, y: 10, width: 64, fromMs: 5000, toMs: 99_999 },
      ctaText1: { color: 'red; injected', fromMs: 4000, toMs: 2000 },
    });
    expect(layout.find((o) => o.field === 'frame1Headline')).toMatchObject({ x: 100, y: 50, fontSize: 40, color: '#ffd84d', fromMs: 1000, toMs: 3000 });
    expect(layout.find((o) => o.field === 'logo1')).toMatchObject({ x: 639, y: 10, width: 64, fromMs: 5000, toMs: 8000 });
    expect(layout.find((o) => o.field === 'ctaText1')).toMatchObject({ color: '#ffffff', fromMs: 0, toMs: 8000 });
  });
});
