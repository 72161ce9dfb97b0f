/**
 * Which route stack holds a domain's routes. One HTTP API, its routes spread over a few stacks, so no stack nears
 * CloudFormation's 500 resources when the route table reaches the full spec (~350 routes). A domain stays in its group:
 * moving it would delete its routes in one stack while creating them in another, which a deployment refuses
 * (a route key is unique in the API). A new domain gets a group here; a test says when one is missing.
 */
import type { Domain } from '@functions/routes';

export const ROUTE_GROUPS = ['identity', 'content', 'campaigns', 'insights'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Unlisted domains (added after this table) fall into 'campaigns' until given a group of their own. */
export const DOMAIN_ROUTE_GROUP: Partial<Record<Domain, RouteGroup>> = {
  auth: 'identity',
  partners: 'identity',
  markets: 'identity',
  users: 'identity',
  'business-nodes': 'identity',
  'sso-configs': 'identity',
  'cloud-storage': 'identity',
  assets: 'content',
  'brief-assets': 'content',
  concepts: 'content',
  'asset-cropper': 'content',
  'asset-recommendations': 'content',
  templates: 'content',
  storyboards: 'content',
  reporting: 'insights',
  'custom-conversions': 'insights',
  audiences: 'campaigns',
  datasources: 'campaigns',
  campaigns: 'campaigns',
  personalize: 'campaigns',
  'ad-platforms': 'campaigns',
  assemblies: 'campaigns',
  comments: 'campaigns',
  notifications: 'identity',
  creatives: 'campaigns',
  publishing: 'campaigns',
};

export const routeGroupOf = (domain: Domain): RouteGroup => DOMAIN_ROUTE_GROUP[domain] ?? 'campaigns';
