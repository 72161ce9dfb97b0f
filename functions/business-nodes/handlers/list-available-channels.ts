import { availableChannelsQuerySchema, type AvailableChannelDto } from '@shared/contracts/business-nodes';
import { pathFromRoot } from '@shared/domain/business-nodes';
import { publishingSourceFor } from '@shared/domain/campaign-settings';
import { ALL_CHANNELS } from '@shared/domain/concepts';
import { defineRoute } from '@functions/lib/http';
import { loadScope, nodeIn } from '../node-scope';

/**
 * GET business-nodes/available-channels?nodeId: every platform/channel pair of the catalogue, available when the node's
 * nearest publishing settings (its own or an ancestor's) hold what that platform needs
 * (shared/domain/campaign-settings.ts PUBLISHING_NEEDS). The node must be one the caller may read.
 */
export default defineRoute({
  request: { query: availableChannelsQuerySchema },
  async handle({ query, caller }) {
    const scope = await loadScope(caller);
    nodeIn(scope, query.nodeId, 'read');
    const path = pathFromRoot(scope.nodes, query.nodeId)
      .reverse()
      .map((n) => ({ id: n.id, has: (p: string) => Boolean((n.publishing as Record<string, unknown> | undefined)?.[p] || (n.tokens as Record<string, unknown> | undefined)?.[p]) }));
    const body: AvailableChannelDto[] = ALL_CHANNELS.map(({ platform, channel }) => {
      const source = publishingSourceFor(platform, path);
      return { platform, channel, available: source !== null, configuredOnNodeId: source?.id ?? null };
    });
    return { body };
  },
});
