/**
 * The routes of one group of domains (route-groups.ts) on the one HTTP API of the API stack: the API routes that
 * api-routes.ts makes of the route table (an exact route per entry, or one greedy route for a prefix that is one
 * domain's), at their full path (`/api/...`), integrated with their domain's function. Nothing about a route is
 * written here; the API, the functions and their invoke permissions stay in the API stack.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { API_PREFIX, type Domain } from '@functions/routes';
import type { ApiRoute } from './api-routes';
import type { ApiStack } from './api-stack';
import { constructId } from './names';

export interface RouteStackProps extends StackProps {
  api: ApiStack;
  routes: readonly ApiRoute[];
}

export class RouteStack extends Stack {
  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationOf = (domain: Domain) => {
      // One invoke permission per function, not one per route: a domain's routes would outgrow the 20 KB policy.
      if (!integrations.has(domain)) {
        integrations.set(domain, new HttpLambdaIntegration(constructId(domain, 'integration'), props.api.functions[domain].fn, { scopePermissionToRoute: false }));
      }
      return integrations.get(domain)!;
    };
    for (const route of props.routes) {
      // Ids as before the greedy routes (path under /api): an exact route that stays keeps its logical id, since a
      // replacement would be created before the old one is gone, and a route key is unique in the API.
      const httpRoute = new HttpRoute(this, constructId('route', route.method, route.path.slice(API_PREFIX.length)), {
        httpApi: props.api.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationOf(route.domain),
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `Authorization is the API's own session (backend-for-frontend): the ${route.domain} function checks the session cookie, the CSRF header and the route table's access (${[...new Set(route.entries.map((e) => e.access))].join(', ')}) of the entries this route serves.`,
      });
    }
  }
}
