/** Campaign mode, settings access, market change and publishing availability rules (shared/domain/campaign-settings.ts). */
import { createCampaignBodySchema, campaignSettingsBodySchema, listCampaignsQuerySchema } from '@shared/contracts/campaigns';
import { pathFromRoot } from '@shared/domain/business-nodes';
import { advancedFieldsIn, campaignModeFor, marketChangeProblem, publishingSourceFor, settingsAccess } from '@shared/domain/campaign-settings';
import { ROLES } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';

describe('mode', () => {
  it('self-service roles make self-service campaigns, everyone else managed service', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, campaignModeFor(r)]))).toEqual({
      super: 'MANAGED_SERVICE',
      admin: 'MANAGED_SERVICE',
      selfServiceAdmin: 'SELF_SERVICE',
      selfServiceManager: 'SELF_SERVICE',
      selfServiceReviewer: 'SELF_SERVICE',
      manager: 'MANAGED_SERVICE',
      reviewer: 'MANAGED_SERVICE',
      analyst: 'MANAGED_SERVICE',
    });
  });
});

describe('settings by role (001 6)', () => {
  it('advanced for admins and self-service, basic for a manager, none for reviewer and analyst', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, settingsAccess(r)]))).toEqual({
      super: 'advanced',
      admin: 'advanced',
      selfServiceAdmin: 'advanced',
      selfServiceManager: 'advanced',
      selfServiceReviewer: 'advanced',
      manager: 'basic',
      reviewer: 'none',
      analyst: 'none',
    });
  });

  it('names the advanced fields a change holds', () => {
    expect(advancedFieldsIn({ name: 'x', flightDates: {}, watcherIds: [] })).toEqual([]);
    expect(advancedFieldsIn({ name: 'x', businessNodeId: 'n', formats: [], platform: undefined })).toEqual(['businessNodeId', 'formats']);
  });
});

describe('market change (001 5)', () => {
  it('is blocked in build first, then by a concept, then by assets', () => {
    expect(marketChangeProblem({ inBuild: false, conceptId: null, assetCount: 0 })).toBeNull();
    expect(marketChangeProblem({ inBuild: true, conceptId: 'c', assetCount: 1 })).toBe(MESSAGES.campaignMarketInBuild);
    expect(marketChangeProblem({ inBuild: false, conceptId: 'c', assetCount: 1 })).toBe(MESSAGES.campaignMarketConceptSelected);
    expect(marketChangeProblem({ inBuild: false, assetCount: 2 })).toBe(MESSAGES.campaignMarketAssetsSelected);
  });
});

describe('publishing availability', () => {
  const node = (id: string, props: string[]) => ({ id, has: (p: string) => props.includes(p) });
  it('takes the nearest node holding every property the platform needs', () => {
    const path = [node('market', ['facebookPageId']), node('brand', ['facebookPageId', 'facebookAdAccountId', 'youtubeToken'])];
    expect(publishingSourceFor('facebook', path)?.id).toBe('brand');
    expect(publishingSourceFor('youtube', path)?.id).toBe('brand');
    expect(publishingSourceFor('google', path)).toBeNull();
  });

  it('pathFromRoot walks up to the root and survives a cycle', () => {
    const nodes = [
      { id: 'a', name: 'A', type: 'brand' as const },
      { id: 'b', name: 'B', type: 'market' as const, parentId: 'a' },
      { id: 'x', name: 'X', type: 'market' as const, parentId: 'y' },
      { id: 'y', name: 'Y', type: 'region' as const, parentId: 'x' },
    ];
    expect(pathFromRoot(nodes, 'b').map((n) => n.id)).toEqual(['a', 'b']);
    expect(pathFromRoot(nodes, 'x').map((n) => n.id)).toEqual(['y', 'x']);
    expect(pathFromRoot(nodes, 'nope')).toEqual([]);
  });
});

describe('contracts', () => {
  const id = '0123456789abcdef01234567';
  it('a create needs a name, a market and flight dates; names are trimmed; templates default to none', () => {
    const parsed = createCampaignBodySchema.parse({ name: '  Summer  ', businessNodeId: id, flightDates: { start: '2030-01-01', end: '2030-02-01' } });
    expect(parsed).toMatchObject({ name: 'Summer', templateIds: [], watcherIds: [] });
    expect(createCampaignBodySchema.safeParse({ name: 'a\u200bb', businessNodeId: id, flightDates: { start: '2030-01-01', end: '2030-02-01' } }).success).toBe(false);
    expect(createCampaignBodySchema.safeParse({ name: 'x', businessNodeId: id, flightDates: { start: '1/1/2030', end: '2030-02-01' } }).success).toBe(false);
  });

  it('settings refuse unknown fields; the list reads comma-separated filters and defaults to the active view', () => {
    expect(campaignSettingsBodySchema.safeParse({ qa: true }).success).toBe(false);
    expect(listCampaignsQuerySchema.parse({ platform: 'google,facebook' })).toMatchObject({ platform: ['google', 'facebook'], view: 'active', page: 0, limit: 10 });
    expect(listCampaignsQuerySchema.safeParse({ platform: 'tiktok' }).success).toBe(false);
  });
});
