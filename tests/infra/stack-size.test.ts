/**
 * CloudFormation allows 500 resources a stack. At the full spec (~350 routes, about 30 domains) every stack must stay
 * under 400: the routes are spread over route stacks by domain group (infra/stacks/route-groups.ts).
 */
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { DOMAINS, ROUTES, type RouteEntry } from '@functions/routes';
import { buildStage } from './build';

const LIMIT = 400;
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

  it('synthesizes every route of a 360-route table, each stack under 400 resources', () => {
    const counts = Object.fromEntries(stacks.map((s) => [s.stackName, resourceCount(s)]));
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThan(LIMIT);
    const synthesizedRoutes = Object.values(stage.routeStacks).reduce(
      (n, s) => n + Object.keys(Template.fromStack(s!).findResources('AWS::ApiGatewayV2::Route')).length,
      0,
    );
    expect(synthesizedRoutes).toBe(FULL_SPEC_ROUTES);
  });

  it(`keeps the API stack under 400 with ${FULL_SPEC_DOMAINS} domain functions`, () => {
    const perDomain = resourceCount(stage.api) / DOMAINS.length;
    expect(Math.ceil(perDomain * FULL_SPEC_DOMAINS)).toBeLessThan(LIMIT);
  });
});
