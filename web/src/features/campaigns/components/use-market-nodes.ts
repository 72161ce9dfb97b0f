import { useCallback, useMemo } from 'react';
import type { NodeDto } from '@shared/contracts/business-nodes';
import type { FlightDates } from '@shared/contracts/campaigns';
import type { PersonalisationType } from '@shared/domain/campaigns';
import { PLATFORM_LABELS, type Platform } from '@shared/domain/concepts';
import { useTree } from '@web/features/business-nodes';

/** 001 9 'labels': Assembly, Decision Tree. */
export const PERSONALISATION_TYPE_LABELS: Record<PersonalisationType, string> = { DECISION_TREE: 'Decision Tree', ASSEMBLY: 'Assembly' };
export const platformLabel = (platform: string) => PLATFORM_LABELS[platform as Platform] ?? platform;
export const flightLabel = (flight: FlightDates | null) => (flight ? `${flight.start} – ${flight.end}` : 'Not set');

export const flattenNodes = (nodes: NodeDto[]): NodeDto[] => nodes.flatMap((n) => [n, ...flattenNodes(n.children)]);

/** The current partner's business-node tree as the campaign screens need it: its markets and a node's name by id. */
export function useMarketNodes(partnerId: string | null) {
  const tree = useTree(partnerId);
  const all = useMemo(() => flattenNodes(tree.data ?? []), [tree.data]);
  const byId = useMemo(() => new Map(all.map((n) => [n._id, n])), [all]);
  const markets = useMemo(() => all.filter((n) => n.type === 'market'), [all]);
  const nodeName = useCallback((id: string) => byId.get(id)?.name ?? id, [byId]);
  return { all, byId, markets, nodeName, loading: tree.isLoading };
}
