/** The pure Meta publishing rules: formats, orientation, field names, call to action, checks, ad name, video status. */
import {
  metaAdName,
  metaCallToAction,
  metaCards,
  metaFields,
  metaOrientationOf,
  metaPublishErrors,
  metaShapeOf,
  metaVideoTooltip,
  metaVideoUploadStatus,
  orientationOfSize,
} from '@shared/domain/meta-publishing';

describe('Meta publishing rules', () => {
  it('tells the Meta format and orientation of a creative', () => {
    expect(['singleImage', 'fbSingleImage', 'singleVideo-vertical', 'fbCarousel', 'carousel', 'dynamicImage', 'dynamicVideo'].map(metaShapeOf)).toEqual(['image', 'image', 'video', 'carousel', 'carousel', 'dynamicImage', 'dynamicVideo']);
    expect(['square', 'singleImage-vertical', 'horizontal', 'carousel'].map(metaOrientationOf)).toEqual(['square', 'vertical', 'horizontal', 'square']);
    expect([orientationOfSize(1080, 1080), orientationOfSize(1200, 628), orientationOfSize(1080, 1920)]).toEqual(['square', 'horizontal', 'vertical']);
  });

  it("reads the publishing field names first and Meta's own second", () => {
    expect(metaFields({ primaryText: ' p ', Text: 'meta text', Headline: 'H', 'News feed link description': 'D', 'Website URL': 'https://a.example', 'Display Link': 'a.example', 'Call to Action': 'Shop now' })).toEqual({
      primaryText: 'p', headline: 'H', description: 'D', websiteURL: 'https://a.example', displayLink: 'a.example', callToAction: 'Shop now',
    });
    expect(metaCards({ card2Image: 'b', card1Image: 'a', card1Headline: 'A', card3Headline: 'no image' }).map((c) => [c.n, c.image, c.headline])).toEqual([[1, 'a', 'A'], [2, 'b', undefined]]);
  });

  it("replaces 'Buy Now' by 'Shop now' and maps the other options to Meta's types", () => {
    expect(metaCallToAction('Buy Now')).toEqual({ type: 'SHOP_NOW', replacedBuyNow: true });
    expect(metaCallToAction('event RSVP')).toEqual({ type: 'EVENT_RSVP', replacedBuyNow: false });
    expect(metaCallToAction(undefined)).toBeUndefined();
  });

  it('checks in the order of the catalogue, carousel cards 2 to 10', () => {
    const fields = { primaryText: 'p', websiteURL: 'https://a.example', callToAction: 'Learn more' };
    expect(metaPublishErrors({ shape: 'image', pageId: '1', fields, hasMedia: true, cards: [] })).toEqual([]);
    expect(metaPublishErrors({ shape: 'image', fields, hasMedia: false, cards: [] })).toEqual(['Meta page id is not defined for the variation', 'Image or video is not specified']);
    expect(metaPublishErrors({ shape: 'video', pageId: '1', fields, hasMedia: false, cards: [] })).toEqual(['The variation has no video to upload']);
    const card = (n: number) => ({ n, image: `i${n}`, websiteUrl: `https://a.example/${n}` });
    expect(metaPublishErrors({ shape: 'carousel', pageId: '1', fields: { ...fields, websiteURL: undefined }, hasMedia: true, cards: [card(1), card(2)] })).toEqual([]);
    expect(metaPublishErrors({ shape: 'carousel', pageId: '1', fields, hasMedia: true, cards: [card(1)] })).toEqual(['A carousel needs 2 to 10 cards']);
    expect(metaPublishErrors({ shape: 'carousel', pageId: '1', fields, hasMedia: true, cards: Array.from({ length: 11 }, (_, i) => card(i + 1)) })).toEqual(['A carousel needs 2 to 10 cards']);
    expect(metaPublishErrors({ shape: 'image', pageId: '1', fields: { displayLink: 'www.a.example', websiteURL: 'a.example' }, hasMedia: true, cards: [] })).toEqual([
      'Primary text is required', 'Call to action is required', 'URLs need a protocol (http, https or ftp)',
    ]);
  });

  it('keeps the ad name within 256 with the publish reference at its end', () => {
    expect(metaAdName('Summer  Splash', 'abc123')).toBe('Summer Splash #abc123');
    const long = metaAdName('x'.repeat(400), 'abc123');
    expect(long).toHaveLength(256);
    expect(long.endsWith(' #abc123')).toBe(true);
  });

  it("turns Graph's video status into 001 4's Meta video upload statuses and the 001 8 tooltips", () => {
    expect(metaVideoUploadStatus(undefined, true)).toBe('Upload pending');
    expect(metaVideoUploadStatus({ video_status: 'upload_pending', uploading_phase: { status: 'in_progress' } }, true)).toBe('Uploading');
    expect(metaVideoUploadStatus({ video_status: 'upload_pending', uploading_phase: { status: 'not_started' } }, true)).toBe('Upload pending');
    expect(metaVideoUploadStatus({ video_status: 'processing', uploading_phase: { status: 'complete' }, processing_phase: { status: 'in_progress' } }, true)).toBe('Processing');
    expect(metaVideoUploadStatus({ video_status: 'error', uploading_phase: { status: 'error' } }, true)).toBe('URL failed');
    expect(metaVideoUploadStatus({ video_status: 'error', uploading_phase: { status: 'error' } }, false)).toBe('Upload failed');
    expect(metaVideoUploadStatus({ video_status: 'error', uploading_phase: { status: 'complete' }, processing_phase: { status: 'error' } }, true)).toBe('Upload failed');
    expect(metaVideoUploadStatus({ video_status: 'ready' }, true)).toBe('ready');
    expect(metaVideoTooltip('Processing', 'Vertical')).toBe('Please wait until Vertical video will be processed by Meta');
    expect(metaVideoTooltip('URL failed', 'Square')).toBe('Square video uploading and processing failed, please upload the video again');
    expect(metaVideoTooltip('ready', 'Square')).toBeNull();
  });
});
