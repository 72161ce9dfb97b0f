/**
 * Migration from one node to another (001 7: check-for-migration-conflicts, migrate-*-to). The conflict check runs
 * first on every call; with any conflict nothing changes.
 */
import type { MigrationCheckDto } from '@shared/contracts/business-nodes';
import { migrationConflicts, type MigrationCounts, type MigrationEntity } from '@shared/domain/business-nodes';
import { assetsRepository } from '@functions/assets/public';
import { campaignsRepository } from '@functions/campaigns/public';
import { unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { usersRepository, type User } from '@functions/lib/identity/users-repository';
import type { BusinessNode } from './business-nodes-repository';
import { findIn, loadNode } from './node-scope';

/** How many integrations a node has: its publishing text properties and tokens that are set. */
export const integrationCount = (node: BusinessNode) =>
  Object.values(node.publishing ?? {}).filter(Boolean).length + Object.values(node.tokens ?? {}).filter(Boolean).length;

/** `entities`: what this call moves (the check names all of them); integrations bring their own conflict. */
export async function loadMigration(caller: Caller, fromId: string, toId: string, entities: readonly MigrationEntity[]) {
  const scope = await loadNode(caller, fromId, 'write');
  // The target is looked up without an access check: not being allowed there is a conflict to show, not a refusal.
  const target = findIn(scope, toId);
  const integrationsClash = entities.includes('integrations') && integrationCount(scope.node) > 0 && integrationCount(target) > 0;
  return { from: scope.node, to: target, conflicts: migrationConflicts({ fromId, toId, writeAllowed: scope.access.writeAllowed, integrationsClash }) };
}

export const usersOnNode = (users: User[], nodeId: string) => users.filter((u) => u.businessNodeIds.includes(nodeId));
export const campaignsOnNode = async (partnerId: string, nodeId: string) =>
  (await campaignsRepository.listByPartner(partnerId)).filter((c) => c.businessNodeId === nodeId);

/** Library assets on a node (as business node or additional node); merged uploads are not assets. */
export const assetsOnNode = async (partnerId: string, nodeId: string) =>
  (await assetsRepository.listByPartner(partnerId)).filter((a) => a.status !== 'merged' && (a.businessNodes.includes(nodeId) || a.additionalNodes.includes(nodeId)));

/** What would move. */
export async function migrationCounts(caller: Caller, from: BusinessNode): Promise<MigrationCounts> {
  const [users, campaigns, assets] = await Promise.all([
    usersRepository.listByPartner(caller.partnerId),
    campaignsOnNode(caller.partnerId, from.id),
    assetsOnNode(caller.partnerId, from.id),
  ]);
  return {
    campaigns: campaigns.length,
    users: usersOnNode(users, from.id).length,
    assets: assets.length,
    integrations: integrationCount(from),
    subscribers: from.subscribers?.length ?? 0,
  };
}

export async function checkMigration(caller: Caller, fromId: string, toId: string, entities: readonly MigrationEntity[]): Promise<MigrationCheckDto> {
  const { from, conflicts } = await loadMigration(caller, fromId, toId, entities);
  return { conflicts, counts: await migrationCounts(caller, from) };
}

/** Runs the check for what this call moves and refuses with the conflicts as details when there are any. */
export async function migrationOrConflicts(caller: Caller, fromId: string, toId: string, moving: MigrationEntity) {
  const loaded = await loadMigration(caller, fromId, toId, [moving]);
  if (loaded.conflicts.length) {
    throw unprocessable(loaded.conflicts[0].message, loaded.conflicts.map((c) => ({ path: c.code, message: c.message })));
  }
  return loaded;
}
