/** Business nodes (001 3): the product, brand, market, region and division tree of a partner. */
import { Entity, Service, type EntityItem } from 'electrodb';
import { BUSINESS_NODE_TYPES, PUBLISHING_TEXT_PROPERTIES, PUBLISHING_TOKEN_PROPERTIES } from '@shared/constants';
import { byIdIndex, createdAtAttribute, lazy, rejectedAt, SERVICE, writtenItem, type TxResult } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { nameKey, storedNameKey } from '@shared/domain/names';
import { NameTakenError } from '@functions/lib/errors';

const PUBLISHING_TEXT_ATTRIBUTES = Object.fromEntries(PUBLISHING_TEXT_PROPERTIES.map((k) => [k, { type: 'string' }])) as Record<
  (typeof PUBLISHING_TEXT_PROPERTIES)[number],
  { type: 'string' }
>;
const SECRET = { type: 'map', properties: { ciphertext: { type: 'string', required: true }, hint: { type: 'string', required: true } } } as const;
const PUBLISHING_TOKEN_ATTRIBUTES = { youtubeToken: SECRET, gadsToken: SECRET, dv360Token: SECRET } satisfies Record<(typeof PUBLISHING_TOKEN_PROPERTIES)[number], typeof SECRET>;

const nodes = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'businessNode', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          parentId: { type: 'string' },
          name: { type: 'string', required: true },
          type: { type: BUSINESS_NODE_TYPES, required: true },
          /** The market (functions/markets) this node stands for; a market in use cannot be deleted. */
          marketId: { type: 'string' },
          /**
           * Market nodes: the IANA time zone their schedules and flight dates are in. Absent: the zone of the country
           * the node is named for (shared/domain/time-zones.ts marketTimeZone), else UTC.
           */
          timeZone: { type: 'string' },
          /** Users subscribed to the node's notifications (001 3 'subscribers'). */
          subscribers: { type: 'list', items: { type: 'string' } },
          /** Children right now, kept by the same transactions that add and delete nodes: delete is conditional on 0. */
          childCount: { type: 'number' },
          /** Publishing settings (001 3): the text properties as given. */
          publishing: { type: 'map', properties: PUBLISHING_TEXT_ATTRIBUTES },
          /** Publishing tokens, each AES-256-GCM encrypted (functions/lib/secrets.ts) with a four-character hint. */
          tokens: { type: 'map', properties: PUBLISHING_TOKEN_ATTRIBUTES },
          createdAt: createdAtAttribute(),
        },
        indexes: {
          byId: byIdIndex(),
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

export type BusinessNode = EntityItem<ReturnType<typeof nodes>>;

/** One item per (partner, parent, lower-cased name): the claim that keeps sibling names unique under races. */
const nameClaims = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'businessNodeName', version: '1', service: SERVICE },
        attributes: {
          partnerId: { type: 'string', required: true },
          parentKey: { type: 'string', required: true },
          nameKey: { type: 'string', required: true },
          nodeId: { type: 'string', required: true },
        },
        indexes: { byName: { pk: { field: 'pk', composite: ['partnerId', 'parentKey', 'nameKey'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
);
const store = lazy((cfg) => new Service({ node: nodes(), nodeName: nameClaims() }, cfg));

/** The sibling-name claim of a new name (nameKey), or of a stored node's name as it was claimed (storedNameKey). */
const claimKey = (n: { partnerId: string; parentId?: string | null; name: string }, key: (name: string) => string = nameKey) => ({
  partnerId: n.partnerId,
  parentKey: n.parentId ?? 'root',
  nameKey: key(n.name),
});

export class NodeParentGoneError extends Error {}
export class NodeInUseError extends Error {}
export class NodeChangedError extends Error {}


export type NewBusinessNode = Pick<BusinessNode, 'partnerId' | 'name' | 'type'> & Partial<Pick<BusinessNode, 'parentId' | 'marketId' | 'timeZone'>>;

export const businessNodesRepository = {
  /**
   * Creates the node, claims its name among its siblings and counts it on its parent in one transaction: a taken
   * name answers NameTakenError, a parent deleted meanwhile NodeParentGoneError, and nothing is written.
   */
  async create(input: NewBusinessNode): Promise<BusinessNode> {
    const item = { ...input, id: newId(), name: input.name.trim() };
    let put: object = {};
    const result = (await store()
      .transaction.write(({ node, nodeName }) => [
        nodeName.create({ ...claimKey(item), nodeId: item.id }).commit(),
        (put = node.create(item).commit()),
        ...(item.parentId ? [node.patch({ id: item.parentId }).add({ childCount: 1 }).where((a, op) => op.eq(a.partnerId, item.partnerId)).commit()] : []),
      ])
      .go()) as TxResult;
    if (result.canceled) throw rejectedAt(result) === 0 ? new NameTakenError() : new NodeParentGoneError();
    return nodes().parse(writtenItem(put)).data!;
  },
  async get(id: string, consistent = false): Promise<BusinessNode | null> {
    const { data } = await nodes().get({ id }).go({ consistent });
    return data;
  },
  /**
   * Renames the node and moves its sibling-name claim in one transaction; a taken name changes nothing. A time zone
   * given sets the market's zone in the same write (null removes it: back to the country's).
   */
  async rename(current: BusinessNode, name: string, timeZone?: string | null): Promise<void> {
    const next = { ...current, name: name.trim() };
    const sameKey = storedNameKey(current.name) === nameKey(next.name);
    const result = (await store()
      .transaction.write(({ node, nodeName }) => [
        ...(sameKey ? [] : [nodeName.create({ ...claimKey(next), nodeId: current.id }).commit(), nodeName.delete(claimKey(current, storedNameKey)).commit()]),
        (timeZone === null
          ? node.patch({ id: current.id }).set({ name: next.name }).remove(['timeZone'])
          : node.patch({ id: current.id }).set({ name: next.name, ...(timeZone ? { timeZone } : {}) })
        ).where((a, op) => op.eq(a.name, current.name)).commit(),
      ])
      .go()) as TxResult;
    if (result.canceled) throw !sameKey && rejectedAt(result) === 0 ? new NameTakenError() : new NodeChangedError();
  },
  /** Deletes a node with no children (conditional on its child count), its name claim and its count on the parent. */
  async delete(current: BusinessNode): Promise<void> {
    const result = (await store()
      .transaction.write(({ node, nodeName }) => [
        node.delete({ id: current.id }).where((a, op) => `${op.notExists(a.childCount)} OR ${op.eq(a.childCount, 0)}`).commit(),
        nodeName.delete(claimKey(current, storedNameKey)).commit(),
        ...(current.parentId ? [node.patch({ id: current.parentId }).subtract({ childCount: 1 }).commit()] : []),
      ])
      .go()) as TxResult;
    if (result.canceled) throw rejectedAt(result) === 0 ? new NodeInUseError() : new NodeChangedError();
  },
  async setSubscribers(id: string, subscribers: string[]): Promise<void> {
    await nodes().patch({ id }).set({ subscribers }).go();
  },
  /** Writes the publishing text properties and the (already encrypted) tokens as whole maps. */
  async setPublishing(id: string, publishing: BusinessNode['publishing'], tokens: BusinessNode['tokens']): Promise<void> {
    await nodes().patch({ id }).set({ publishing: publishing ?? {}, tokens: tokens ?? {} }).go();
  },
  /**
   * Moves the subscribers of one node to another in one transaction, each conditional on the list read before, so a
   * concurrent change makes it fail (NodeChangedError) rather than lose a subscriber.
   */
  async moveSubscribers(from: BusinessNode, to: BusinessNode): Promise<number> {
    const moving = from.subscribers ?? [];
    if (!moving.length) return 0;
    const merged = [...new Set([...(to.subscribers ?? []), ...moving])];
    const sameList = (list: string[] | undefined) => (a: { subscribers: unknown }, op: { eq: (x: unknown, y: unknown) => string; notExists: (x: unknown) => string }) =>
      list?.length ? op.eq(a.subscribers, list) : op.notExists(a.subscribers);
    const result = (await store()
      .transaction.write(({ node }) => [
        node.patch({ id: from.id }).set({ subscribers: [] }).where(sameList(from.subscribers)).commit(),
        node.patch({ id: to.id }).set({ subscribers: merged }).where(sameList(to.subscribers)).commit(),
      ])
      .go()) as TxResult;
    if (result.canceled) throw new NodeChangedError();
    return moving.length;
  },
  /**
   * Moves the publishing settings (the node's integrations) to a node that has none, in one transaction conditional on
   * both maps as read, so a concurrent change fails (NodeChangedError) instead of losing a token.
   */
  async movePublishing(from: BusinessNode, to: BusinessNode): Promise<void> {
    type Op = { eq: (x: unknown, y: unknown) => string; notExists: (x: unknown) => string };
    const same = (value: unknown) => (attr: unknown, op: Op) => (value === undefined ? op.notExists(attr) : op.eq(attr, value));
    const result = (await store()
      .transaction.write(({ node }) => [
        node.patch({ id: from.id }).set({ publishing: {}, tokens: {} })
          .where((a, op) => `${same(from.publishing)(a.publishing, op)} AND ${same(from.tokens)(a.tokens, op)}`).commit(),
        node.patch({ id: to.id }).set({ publishing: from.publishing ?? {}, tokens: from.tokens ?? {} })
          .where((a, op) => `${same(to.publishing)(a.publishing, op)} AND ${same(to.tokens)(a.tokens, op)}`).commit(),
      ])
      .go()) as TxResult;
    if (result.canceled) throw new NodeChangedError();
  },
  async listByPartner(partnerId: string): Promise<BusinessNode[]> {
    const { data } = await nodes().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
  /** Links a node to a market (or unlinks it with null). */
  async setMarket(id: string, marketId: string | null): Promise<void> {
    const update = nodes().patch({ id });
    await (marketId ? update.set({ marketId }) : update.remove(['marketId'])).go();
  },
  /** Whether any node of the partner stands for this market. */
  async isMarketInUse(partnerId: string, marketId: string): Promise<boolean> {
    const { data } = await nodes().query.byPartner({ partnerId }).where((a, op) => op.eq(a.marketId, marketId)).go({ pages: 'all', attributes: ['id'] });
    return data.length > 0;
  },
};
