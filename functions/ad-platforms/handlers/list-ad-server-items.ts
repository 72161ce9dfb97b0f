import { adServerQuerySchema, type Cm360List } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { cm360Access } from '../node-settings';
import { cm360Port } from '../platforms';

/**
 * The ad server lookups (GET /google/campaigns, /sites, /mobile_carriers, /operating_systems, /browsers,
 * /connection_types, /platform_types, /languages with query nodeId): one Campaign Manager 360 list of the node's
 * network, each item with its id and name (and the platform's other fields). Campaigns are the node's DCM
 * advertiser's unless `advertiserId` names another; campaigns and sites may be searched by name.
 */
export const adServerList = (list: Cm360List) =>
  defineRoute({
    request: { query: adServerQuerySchema },
    async handle({ query, caller }) {
      const access = await cm360Access(caller, query.nodeId);
      const advertiserId = list === 'campaigns' ? (query.advertiserId ?? access.advertiserId) : undefined;
      return { body: await cm360Port().list(access, list, { advertiserId, searchString: query.searchString }) };
    },
  });
