/**
 * CloudFormation allows 500 resources a stack. At the full spec (~350 routes, about 30 domains) every stack must stay
 * under 400: the routes are spread over route stacks by domain group (infra/stacks/route-groups.ts). The one HTTP API
 * holds 300 routes (quota L-65B5C802): greedy routes per domain prefix (infra/stacks/api-routes.ts) keep it under.
 */
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { API_PREFIX, DOMAINS, ROUTES, type RouteEntry } from '@functions/routes';
import { resolveRoute, samplePath } from './api-gateway-routing';
import { buildStage } from './build';

const LIMIT = 400;
const ROUTES_PER_API = 300;
const FULL_SPEC_ROUTES = 360;
const FULL_SPEC_DOMAINS = 30;
const resourceCount = (stack: Stack) => Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length;

/** The real table plus generated routes up to 360, spread over the domains the way the table already is. */
function fullSizeRoutes(): RouteEntry[] {
  const extra = Array.from({ length: FULL_SPEC_ROUTES - ROUTES.length }, (_, i) => {
    const model = ROUTES[i % ROUTES.length];
    return { ...model, path: `/generated/${i}${model.path}` };
  });
  return [...ROUTES, ...extra];
}

describe('stack sizes at the full spec', () => {
  const routes = fullSizeRoutes();
  const { app, stage } = buildStage({ routes });
  app.synth();
  const stacks = stage.node.children.filter((c): c is Stack => 'templateOptions' in c);

  it('synthesizes a 360-route table with every entry reachable, under 300 routes on the one API, each stack under 400 resources', () => {
    const counts = Object.fromEntries(stacks.map((s) => [s.stackName, resourceCount(s)]));
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThan(LIMIT);
    const routeKeys = Object.values(stage.routeStacks).flatMap((s) =>
      Object.values(Template.fromStack(s!).findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string),
    );
    expect(routes).toHaveLength(FULL_SPEC_ROUTES);
    expect(routeKeys.length).toBeLessThan(ROUTES_PER_API);
    for (const entry of routes) expect(resolveRoute(routeKeys, entry.method, samplePath(`${API_PREFIX}${entry.path}`)), entry.path).toHaveProperty('key');
  });

  it(`keeps the API stack under 400 with ${FULL_SPEC_DOMAINS} domain functions`, () => {
    const perDomain = resourceCount(stage.api) / DOMAINS.length;
    expect(Math.ceil(perDomain * FULL_SPEC_DOMAINS)).toBeLessThan(LIMIT);
  });
});
