/**
 * The embedded default's ad server data for Demo Agency: floodlight activities in CM360's shape (numeric ids, one
 * advertiser, two activity groups) and one custom conversion over two of them, so the analyzer lists its metrics on
 * first start. Fact rows with these activityIds (the reporting seed) give the conversion its figures.
 */
import type { FloodlightActivity } from '@shared/contracts/custom-conversions';
import { customConversionsRepository } from '@functions/custom-conversions/custom-conversions-repository';
import { putFloodlightActivities } from '@functions/custom-conversions/floodlight/embedded-floodlight';

const ADVERTISER = '8012345';
const activity = (id: string, name: string, group: string, countingMethod: string): FloodlightActivity =>
  ({ id, name, advertiserId: ADVERTISER, floodlightActivityGroupName: group, countingMethod });

export const DEMO_FLOODLIGHT_ACTIVITIES: readonly FloodlightActivity[] = [
  activity('12650401', 'Newsletter sign-up', 'Sparkle Leads', 'STANDARD_COUNTING'),
  activity('12650402', 'Store locator search', 'Sparkle Leads', 'UNIQUE_COUNTING'),
  activity('12650403', 'Coupon download', 'Sparkle Leads', 'STANDARD_COUNTING'),
  activity('12650404', 'Add to cart', 'Sparkle Sales', 'STANDARD_COUNTING'),
  activity('12650405', 'Purchase', 'Sparkle Sales', 'TRANSACTIONS_COUNTING'),
];

export const DEMO_CONVERSION = { name: 'Sparkle leads', floodlightActivityIds: ['12650401', '12650403'] };

export async function seedFloodlight(partnerId: string): Promise<void> {
  await putFloodlightActivities(partnerId, DEMO_FLOODLIGHT_ACTIVITIES);
  const existing = await customConversionsRepository.listByPartner(partnerId);
  if (!existing.some((c) => c.name === DEMO_CONVERSION.name)) await customConversionsRepository.create(partnerId, DEMO_CONVERSION);
}
