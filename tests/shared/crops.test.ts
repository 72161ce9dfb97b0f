import { cropRegion, fitArea, recommendedCrops } from '@shared/domain/crops';

const image = { width: 4000, height: 3000 };

describe('crop math', () => {
  it('fits the format ratio into the image and shrinks it by zoom', () => {
    expect(fitArea(image, 1, 1)).toEqual({ width: 3000, height: 3000 });
    expect(fitArea(image, 1, 2)).toEqual({ width: 1500, height: 1500 });
    expect(fitArea(image, 1080 / 1920, 1)).toEqual({ width: 1688, height: 3000 });
    expect(fitArea({ width: 1000, height: 3000 }, 1200 / 628, 1)).toEqual({ width: 1000, height: 523 });
  });

  it('extracts a square at the given corner and stores it at 1200x1200 (2400 for retina)', () => {
    expect(cropRegion(image, { format: 'square', x: 100, y: 0, zoom: 1, isRetina: false })).toEqual({ left: 100, top: 0, width: 3000, height: 3000, outWidth: 1200, outHeight: 1200 });
    expect(cropRegion(image, { format: 'square', x: 100, y: 0, zoom: 1, isRetina: true })).toMatchObject({ outWidth: 2400, outHeight: 2400 });
  });

  it('keeps the region inside the image whatever x, y and zoom say', () => {
    expect(cropRegion(image, { format: 'square', x: 3900, y: -50, zoom: 1, isRetina: false })).toMatchObject({ left: 1000, top: 0 });
    expect(cropRegion(image, { format: 'horizontal', x: 0, y: 0, zoom: 0.2, isRetina: false })).toMatchObject({ width: 4000, height: 2093 });
    expect(cropRegion(image, { format: 'vertical', x: 10, y: 10, zoom: 1000, isRetina: false })).toMatchObject({ width: 169, height: 300, outWidth: 1080, outHeight: 1920 });
  });

  it('with keep ratio off takes the given size, within the image', () => {
    expect(cropRegion(image, { format: 'custom', x: 3500, y: 100, zoom: 1, width: 800, height: 200, isRetina: false })).toEqual({ left: 3200, top: 100, width: 800, height: 200, outWidth: 800, outHeight: 200 });
    expect(cropRegion(image, { format: 'custom', x: 0, y: 0, zoom: 1, width: 9000, height: 0, isRetina: false })).toMatchObject({ width: 4000, height: 1 });
  });

  it('recommends the Meta sizes centred, square and vertical selected unless a crop of them exists', () => {
    const crops = recommendedCrops(image, ['vertical']);
    expect(crops.map((c) => [c.format, c.width, c.height, c.selected])).toEqual([
      ['square', 1200, 1200, true],
      ['vertical', 1080, 1920, false],
      ['horizontal', 1200, 628, false],
    ]);
    expect(crops[0].area).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });
});
