/**
 * The YouTube publishing adapter against the simulator's YouTube Data API: googleapis' videos.insert opening a
 * resumable session, the file sent in ranges (a 9 MiB video: two PUTs, the first answered 308), the video read back
 * from the channel of the node's token (title, tags with the format, unlisted), no second upload on a redelivery, and
 * the refusals (no video, not a video file, no token, quota exceeded, expired token).
 */
import { randomBytes } from 'node:crypto';
import { youtubeAdapter, type YoutubeFiles } from '@functions/publishing/adapters/youtube';
import { renderedFormatFor } from '@functions/publishing/publish-items';
import { publishReference } from '@functions/publishing/adapters/meta';
import { PublishChannelError, PublishRetryableError, type PublishContext, type PublishItem } from '@functions/publishing/adapters/port';
import { encryptSecret } from '@functions/lib/secrets';
import { SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
const run = randomBytes(4).toString('hex');
const BIG = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), randomBytes(9 * 1024 * 1024)]);
const files = new Map<string, Buffer>([
  ['v2/partners/p/campaigns/c/rendered-videos/v1/trueview.mp4', BIG],
  ['v2/partners/p/campaigns/c/assets/a9/notes.mp4', Buffer.from('not a video at all')],
]);
const ranges: string[] = [];
const bucket: YoutubeFiles = {
  size: async (key) => files.get(key)?.length ?? 0,
  range: async (key, start, end) => {
    ranges.push(`${start}-${end}`);
    return files.get(key)!.subarray(start, end + 1);
  },
};

const context = (token: string | null = SIM_TOKENS.demoYoutube): PublishContext => ({
  channel: 'youtube',
  campaign: { id: 'c'.repeat(24), partnerId: 'p'.repeat(24), name: 'Sparkle Zero DE - TrueView Awareness', platform: 'youtube' },
  settings: { nodeId: 'n'.repeat(24), text: {}, tokens: token ? { youtubeToken: { ciphertext: encryptSecret(token) } } : {} },
  idempotencyKey: (item) => `${run}#${item.creativeId}#${item.version}#youtube`,
  readFile: async (key) => files.get(key)!,
});
let serial = 0;
const item = (over: Partial<PublishItem> = {}): PublishItem => ({
  creativeId: String(++serial).padStart(24, '0'),
  version: '1',
  name: 'Summer Splash <TrueView>',
  format: 'trueView-16x9',
  values: {},
  files: { video: 'v2/partners/p/campaigns/c/rendered-videos/v1/trueview.mp4' },
  ...over,
});

async function videos(ids: string, token = SIM_TOKENS.demoYoutube) {
  const res = await fetch(`${sim()}/youtube/v3/videos?id=${ids}&part=snippet,status`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { items: { id: string; snippet: Record<string, unknown>; status: Record<string, unknown> }[] }).items;
}
afterEach(async () => {
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
});

describe('YouTube', () => {
  it("uploads the rendered video to the node's channel in resumable ranges, and a redelivery finds it instead of uploading again", async () => {
    ranges.length = 0;
    const creative = item();
    const [result] = await youtubeAdapter(bucket).publish(context(), [creative]);
    expect(result).toMatchObject({ creativeId: creative.creativeId, status: 'Published' });
    expect(ranges).toEqual([`0-${8 * 1024 * 1024 - 1}`, `${8 * 1024 * 1024}-${BIG.length - 1}`]);
    const [video] = await videos(result!.platformId!);
    expect(video!.snippet).toMatchObject({
      channelId: 'UCsparkleZeroDemo0000001',
      channelTitle: 'Sparkle Zero',
      title: 'Summer Splash TrueView',
      description: 'Sparkle Zero DE - TrueView Awareness · 16:9 trueview',
      tags: [`marquee-${publishReference(`${run}#${creative.creativeId}#1#youtube`)}`, '16:9 trueview'],
    });
    expect(video!.status).toMatchObject({ uploadStatus: 'processed', privacyStatus: 'unlisted' });

    ranges.length = 0;
    expect(await youtubeAdapter(bucket).publish(context(), [creative])).toEqual([{ creativeId: creative.creativeId, status: 'Published', platformId: result!.platformId }]);
    expect(ranges).toEqual([]);
  });

  it('takes a video field of the variation when nothing was rendered, and refuses a variation without a video or with a file that is not one', async () => {
    const [fromField] = await youtubeAdapter(bucket).publish(context(), [item({ format: 'bumper-9x16', files: {}, values: { videoUrl1: 'v2/partners/p/campaigns/c/rendered-videos/v1/trueview.mp4' } })]);
    expect(fromField!.status).toBe('Published');
    expect((await videos(fromField!.platformId!))[0]!.snippet.tags).toContain('9:16 bumper');
    const [none] = await youtubeAdapter(bucket).publish(context(), [item({ files: {}, values: { headline: 'no video here' } })]);
    expect(none).toMatchObject({ status: 'Error', message: 'The variation has no video to upload' });
    const [notVideo] = await youtubeAdapter(bucket).publish(context(), [item({ files: { video: 'v2/partners/p/campaigns/c/assets/a9/notes.mp4' } })]);
    expect(notVideo).toMatchObject({ status: 'Error', message: 'Uploading variations failed: invalidFile' });
  });

  it("fails the channel without a token or with an expired one, and retries YouTube's quota error", async () => {
    await expect(youtubeAdapter(bucket).publish(context(null), [item()])).rejects.toThrow('The publishing settings of this business node have no YouTube token');
    await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_TOKENS.demoYoutube, fault: 'rate-limit' }) });
    await expect(youtubeAdapter(bucket).publish(context(), [item()])).rejects.toBeInstanceOf(PublishRetryableError);
    await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_TOKENS.demoYoutube, fault: 'expired' }) });
    await expect(youtubeAdapter(bucket).publish(context(), [item()])).rejects.toBeInstanceOf(PublishChannelError);
  });
});

describe('the rendered video a creative publishes', () => {
  it("picks the rendered format of the creative's format: the cut of bumper and TrueView, else the ratio of its orientation or size", () => {
    const cases: [string, string][] = [
      ['bumper', 'bumper-16x9'],
      ['bumper-16x9', 'bumper-16x9'],
      ['bumper-9x16', 'bumper-9x16'],
      ['trueView-16x9', 'trueview-16x9'],
      ['trueView-9x16', 'trueview-9x16'],
      ['singleVideo-vertical', '9x16'],
      ['singleVideo-square', '1x1'],
      ['singleVideo-horizontal', '16x9'],
      ['640x360', '16x9'],
      ['360x640', '9x16'],
      ['1080x1080', '1x1'],
    ];
    expect(cases.map(([format]) => [format, renderedFormatFor(format)])).toEqual(cases);
  });
});
