/**
 * Migration from one node to another (001 7: check-for-migration-conflicts, migrate-*-to). The conflict check runs
 * first on every call; with any conflict nothing changes.
 */
import type { MigrationCheckDto } from '../../shared/contracts/business-nodes';
import { migrationConflicts, type MigrationCounts } from '../../shared/domain/business-nodes';
import { unprocessable } from '../lib/errors';
import type { Caller } from '../lib/session';
import { usersRepository, type User } from '../users/users-repository';
import type { BusinessNode } from './business-nodes-repository';
import { findIn, loadNode } from './node-scope';

export async function loadMigration(caller: Caller, fromId: string, toId: string) {
  const scope = await loadNode(caller, fromId, 'write');
  // The target is looked up without an access check: not being allowed there is a conflict to show, not a refusal.
  const target = findIn(scope, toId);
  return { from: scope.node, to: target, conflicts: migrationConflicts({ fromId, toId, writeAllowed: scope.access.writeAllowed }) };
}

export const usersOnNode = (users: User[], nodeId: string) => users.filter((u) => u.businessNodeIds.includes(nodeId));

/** What would move. Campaigns, assets and integrations are not kept yet: they count 0 until their issues add them. */
export async function migrationCounts(caller: Caller, from: BusinessNode): Promise<MigrationCounts> {
  const users = usersOnNode(await usersRepository.listByPartner(caller.partnerId), from.id);
  return { campaigns: 0, users: users.length, assets: 0, integrations: 0, subscribers: from.subscribers?.length ?? 0 };
}

export async function checkMigration(caller: Caller, fromId: string, toId: string): Promise<MigrationCheckDto> {
  const { from, conflicts } = await loadMigration(caller, fromId, toId);
  return { conflicts, counts: await migrationCounts(caller, from) };
}

/** Runs the check and refuses with the conflicts as details when there are any. */
export async function migrationOrConflicts(caller: Caller, fromId: string, toId: string) {
  const loaded = await loadMigration(caller, fromId, toId);
  if (loaded.conflicts.length) {
    throw unprocessable(loaded.conflicts[0].message, loaded.conflicts.map((c) => ({ path: c.code, message: c.message })));
  }
  return loaded;
}
