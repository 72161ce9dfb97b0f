/** Creatives, variations and approval trails as the API answers them (shared/contracts/creatives.ts), for the creatives view tests. */
import type { ApprovalRecordDto, Creative, CreativesResponse, VariationApproval } from '@shared/contracts/creatives';
import { approvalLevelsOf, defaultLevelOf, viewModesOf } from '@shared/domain/approvals';
import type { Role } from '@shared/domain/roles';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { campaign, campaignId } from './campaign-fixtures';
import { signedInAs, userWith, type Call, type Reply } from './helpers';
import { TREE, TREE_2, tree } from './personalize-grid-fixtures';

export const CAMPAIGN = campaignId(7);
export const API = `/api/campaigns/${CAMPAIGN}`;
export { TREE, TREE_2 };
export const creativeId = (n: number) => `ab${n.toString(16).padStart(22, '0')}`;
export const MONA = { userId: 'cccccccccccccccccccccc03', name: 'Mona Manager', email: 'manager@example.com', type: 'Final' as const };
export const REMY = { userId: 'cccccccccccccccccccccc04', name: 'Remy Reviewer', email: 'reviewer@example.com', type: 'Interim' as const };

export function creative(n: number, extra: Partial<Creative> = {}): Creative {
  return {
    _id: creativeId(n),
    treeId: TREE,
    variantId: `ee${n.toString(16).padStart(22, '0')}`,
    variantName: `Variant ${n}`,
    templateId: 'aaaaaaaaaaaaaaaaaaaaaa30',
    name: '300x250-summer',
    shortName: '300x250',
    format: '300x250',
    version: 1,
    generation: 1,
    creativeVersion: `v${n}-1`,
    status: 'unapproved',
    approved: false,
    rejected: false,
    archived: false,
    approvals: { users: [] },
    toggle: 0,
    variantEnabled: false,
    isFallback: false,
    screenshotRenderStatus: 'finished',
    screenshotUrl: `http://localhost:3001/c/shot-${n}.png`,
    previewUrl: `http://localhost:3001/c/player-${n}.html`,
    dynamicElements: { headline: { value: `Headline ${n}`, type: 'text' } },
    ...extra,
  };
}

export function creativesAnswer(role: Role, creatives: Creative[], extra: Partial<CreativesResponse> = {}): CreativesResponse {
  return {
    treeId: TREE,
    trees: [
      { _id: TREE, platform: 'google', format: 'fixed' },
      { _id: TREE_2, platform: 'google', format: 'responsive' },
    ],
    viewmode: viewModesOf(role)[0]!,
    viewModes: [...viewModesOf(role)],
    approvalLevels: [...approvalLevelsOf(role)],
    defaultLevel: defaultLevelOf(role),
    creatives,
    total: creatives.length,
    page: 1,
    pageSize: 100,
    notifications: { finalApprovalRequestedAt: null, interimApprovalRequestedAt: null },
    ...extra,
  };
}

export function variation(n: number, extra: Partial<VariationApproval> = {}): VariationApproval {
  return {
    _id: `ba${n.toString(16).padStart(22, '0')}`,
    hash: `${n.toString(16).padStart(32, '0')}_1_300x250`,
    name: `Variation ${n}`,
    size: '300x250',
    format: '300x250',
    version: 1,
    generation: 1,
    channels: ['display'],
    formats: ['300x250'],
    creativeVersion: `h${n}`,
    approvals: { users: [] },
    approved: false,
    rejected: false,
    approvalStatus: 'nonApproved',
    status: 'unapproved',
    toggle: 0,
    previewUrl: null,
    ...extra,
  };
}

/** The approval trail call's answer for creative 1 at its second version, not final approved, with these records. */
export const trailOf = (records: ApprovalRecordDto[]) => ({
  body: { creativeId: creativeId(1), subject: 'variantFormat', currentVersion: 'v1-2', currentVersionNumber: 2, finalApproved: false, records },
});

export function record(n: number, extra: Partial<ApprovalRecordDto> = {}): ApprovalRecordDto {
  return {
    _id: `rc${n.toString(16).padStart(22, '0')}`,
    campaignId: CAMPAIGN,
    creativeId: creativeId(1),
    subject: 'variantFormat',
    creativeName: 'Variant 1 · 300x250',
    treeId: TREE,
    version: 'v1-1',
    versionNumber: 1,
    kind: 'approve',
    level: 'interim',
    userId: REMY.userId,
    userName: REMY.name,
    userEmail: REMY.email,
    role: 'reviewer',
    at: `2026-11-25T10:0${n}:00.000Z`,
    ...extra,
  };
}

type Handler = Reply | ((r: { body: unknown; headers: Headers }) => Reply);

/**
 * The creatives page's server for a role: the campaign, its trees, and GET creatives answering the creatives given
 * (a function of the query, so a test can change them between reads).
 */
export function creativesServer(role: Role, creatives: () => Creative[], more: Record<string, Handler> = {}, campaignExtra: Partial<CampaignDto> = {}) {
  const server = signedInAs(userWith(role), {
    [`GET ${API}`]: { body: campaign(7, campaignExtra) },
    [`GET ${API}/personalize/trees`]: { body: { trees: [tree(), tree(TREE_2, { format: 'responsive', templates: [] })], job: null } },
    [`GET ${API}/creatives`]: () => {
      const asked = new URLSearchParams(server.calls.at(-1)!.path.split('?')[1]);
      const list = creatives().filter((c) => c.treeId === (asked.get('treeId') ?? TREE));
      return { body: creativesAnswer(role, list, { treeId: asked.get('treeId') ?? TREE, viewmode: (asked.get('viewmode') as 'admin' | 'client' | null) ?? viewModesOf(role)[0]! }) };
    },
    [`POST ${API}/new-comments/variant`]: { body: { counts: {} } },
    [`GET ${API}/creatives/count`]: () => ({ body: { count: creatives().length, statuses: { unapproved: creatives().filter((c) => c.status === 'unapproved').length } } }),
    ...more,
  });
  return server;
}

/** The reads of one path made so far (query left out). */
export const readsOf = (calls: Call[], path: string, method = 'GET') => calls.filter((c) => c.method === method && c.path.split('?')[0] === path);
