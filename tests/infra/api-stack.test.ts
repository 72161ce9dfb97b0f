import { Template } from 'aws-cdk-lib/assertions';
import { queueUrlEnv } from '@functions/queues';
import { API_PREFIX, DOMAIN_RESOURCES, DOMAINS, ROUTES, routeKey } from '@functions/routes';
import { SESSION_MAX_AGE_MS_DEFAULT } from '@shared/constants';
import { NATIVE_NEEDS } from '@infra/constructs/native-layers';
import { resolveRoute, samplePath } from './api-gateway-routing';
import { buildStage, BUILD_VERSION, logicalId, namesQueue, resourcesOf } from './build';

const { stage } = buildStage();
const template = Template.fromStack(stage.api);
const functions = resourcesOf(template, 'AWS::Lambda::Function');
const routeTemplates = Object.values(stage.routeStacks).map((stack) => Template.fromStack(stack!));
const integrations = Object.assign({}, ...routeTemplates.map((t) => resourcesOf(t, 'AWS::ApiGatewayV2::Integration')));
const routes = routeTemplates.flatMap((t) => Object.values(resourcesOf(t, 'AWS::ApiGatewayV2::Route')));
const functionIdOf = (domain: (typeof DOMAINS)[number]) => logicalId(stage.api, stage.api.functions[domain].fn);
/** A weak cross-stack reference names the exported resource's logical id in its output name. */
const refersTo = (value: unknown, id: string) => JSON.stringify(value).includes(id);

describe('api stack', () => {
  it('puts fewer than 300 routes on the HTTP API (quota L-65B5C802), exact or greedy, each key once', () => {
    const keys = routes.map((r) => r.Properties.RouteKey as string);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeLessThan(300);
    expect(keys.length).toBeLessThan(ROUTES.length);
    for (const key of keys) expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE|ANY) \/api(\/[^/{}]+|\/\{[A-Za-z0-9_]+\})*(\/\{proxy\+\})?$/);
    // every greedy route is ANY: an unmatched method reaches the domain's router too, which answers 404
    for (const key of keys.filter((k) => k.includes('{proxy+}'))) expect(key).toMatch(/^ANY /);
  });

  it("reaches every route-table entry through exactly one route, integrated with its domain's function (payload v2)", () => {
    const keys = routes.map((r) => r.Properties.RouteKey as string);
    const byKey = new Map(routes.map((r) => [r.Properties.RouteKey as string, r]));
    for (const entry of ROUTES) {
      const resolved = resolveRoute(keys, entry.method, samplePath(`${API_PREFIX}${entry.path}`));
      expect(resolved, routeKey(entry)).toHaveProperty('key');
      const route = byKey.get((resolved as { key: string }).key)!;
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = integrations[integrationId].Properties;
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(integration.PayloadFormatVersion).toBe('2.0');
      // the function is in the API stack: the route stack imports its ARN
      expect(refersTo(integration.IntegrationUri, functionIdOf(entry.domain)), `${routeKey(entry)} → ${route.Properties.RouteKey}`).toBe(true);
    }
  });

  it('keeps an exact route for every entry no greedy route serves, and no route that serves none', () => {
    const keys = new Set(routes.map((r) => r.Properties.RouteKey as string));
    const greedy = [...keys].filter((k) => k.includes('{proxy+}'));
    const reachedBy = (entry: (typeof ROUTES)[number]) => resolveRoute([...keys], entry.method, samplePath(`${API_PREFIX}${entry.path}`));
    for (const entry of ROUTES) {
      const key = (reachedBy(entry) as { key: string }).key;
      expect(key === routeKey(entry) || greedy.includes(key), routeKey(entry)).toBe(true);
    }
    const used = new Set(ROUTES.map((e) => (reachedBy(e) as { key: string }).key));
    expect([...keys].filter((k) => !used.has(k))).toEqual([]);
  });

  it('has one function per domain, Node 22 on ARM (x86_64 where a native layer is loaded), exporting handler', () => {
    expect(Object.keys(functions).sort()).toEqual(DOMAINS.map(functionIdOf).sort());
    for (const domain of DOMAINS) {
      const architecture = NATIVE_NEEDS[`functions/${domain}/index.ts`] ? 'x86_64' : 'arm64';
      expect(functions[functionIdOf(domain)].Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: [architecture], Handler: 'index.handler' });
    }
  });

  it('gives every domain function the environment functions/lib/config.ts reads', () => {
    const table = logicalId(stage.data, stage.data.table);
    for (const domain of DOMAINS) {
      const env = functions[functionIdOf(domain)].Properties.Environment.Variables;
      expect(env.SESSION_MAX_AGE_MS).toBe(String(SESSION_MAX_AGE_MS_DEFAULT));
      expect(env.BUILD_VERSION).toBe(BUILD_VERSION);
      expect(env.COOKIE_SECURE).toBeUndefined();
      expect(refersTo(env.TABLE_NAME, table)).toBe(true);
      // only the bucket and queues the domain declares (DOMAIN_RESOURCES)
      const { buckets = [], queues = [] } = DOMAIN_RESOURCES[domain];
      if (buckets.includes('files')) expect(refersTo(env.FILES_BUCKET, logicalId(stage.data, stage.data.buckets[0].bucket))).toBe(true);
      else expect(env.FILES_BUCKET).toBeUndefined();
      for (const { entry } of stage.data.queues) {
        if ((queues as readonly string[]).includes(entry.name)) expect(namesQueue(env[queueUrlEnv(entry.name)], entry.name)).toBe(true);
        else expect(env[queueUrlEnv(entry.name)], `${domain} ${entry.name}`).toBeUndefined();
      }
      // the key of the write-only secrets comes from Secrets Manager, never as a value in the template, and only to
      // the domains that declare it
      if (DOMAIN_RESOURCES[domain].secrets?.includes('secrets-key')) expect(refersTo(env.SECRETS_KEY_ARN, logicalId(stage.data, stage.data.secretsKey))).toBe(true);
      else expect(env.SECRETS_KEY_ARN, domain).toBeUndefined();
      expect(env.SECRETS_KEY).toBeUndefined();
    }
  });

  it('lets only the auth function check passwords with Cognito, and only the users function set them', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    for (const domain of DOMAINS) {
      const fn = functions[functionIdOf(domain)].Properties;
      const roleId = fn.Role['Fn::GetAtt'][0];
      const statements = policies.filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId)).flatMap((p) => p.Properties.PolicyDocument.Statement);
      const cognito = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('cognito-idp:')));
      if (domain === 'auth') {
        // checks passwords, and puts an active SAML provider back on the client a deployment rewrote
        expect(cognito.flatMap((s) => [s.Action].flat()).sort()).toEqual(['cognito-idp:AdminInitiateAuth', 'cognito-idp:DescribeUserPoolClient', 'cognito-idp:UpdateUserPoolClient']);
        expect(fn.Environment.Variables.USER_POOL_ID).toBeDefined();
        expect(fn.Environment.Variables.USER_POOL_CLIENT_ID).toBeDefined();
      } else if (domain === 'users') {
        // Invitations and password resets set passwords; they never check them.
        expect(cognito.flatMap((s) => [s.Action].flat()).sort()).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword']);
      } else if (domain === 'sso-configs') {
        // SSO configs register SAML providers and offer them through the client; they never touch users or passwords.
        expect(cognito.flatMap((s) => [s.Action].flat()).sort()).toEqual([
          'cognito-idp:CreateIdentityProvider',
          'cognito-idp:DeleteIdentityProvider',
          'cognito-idp:DescribeUserPoolClient',
          'cognito-idp:UpdateIdentityProvider',
          'cognito-idp:UpdateUserPoolClient',
        ]);
        expect(fn.Environment.Variables.USER_POOL_CLIENT_ID).toBeDefined();
      } else {
        expect(cognito).toEqual([]);
      }
    }
  });

  it("gives only the auth function the hosted UI's domain and the site address of the federated callback", () => {
    for (const domain of DOMAINS) {
      const env = functions[functionIdOf(domain)].Properties.Environment.Variables;
      if (domain === 'auth') {
        expect(JSON.stringify(env.COGNITO_DOMAIN)).toMatch(/auth\.|amazoncognito\.com/);
        expect(env.APP_URL).toBe('https://marquee.test');
      } else {
        expect(env.COGNITO_DOMAIN).toBeUndefined();
      }
    }
  });

  it('serves the API from an auto-deployed $default stage with access logs', () => {
    const stages = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    expect(stages[0].Properties).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect(stages[0].Properties.AccessLogSettings.DestinationArn).toBeDefined();
  });
});

describe('mail', () => {
  it('lets only the mailing functions (users, comments, creatives) send mail, from its one SES identity, with absolute links', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    for (const domain of DOMAINS) {
      const fn = functions[functionIdOf(domain)].Properties;
      const roleId = fn.Role['Fn::GetAtt'][0];
      const statements = policies.filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId)).flatMap((p) => p.Properties.PolicyDocument.Statement);
      const ses = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('ses:')));
      if (DOMAIN_RESOURCES[domain].mail) {
        expect(ses).toHaveLength(1);
        expect(JSON.stringify(ses[0].Resource)).toContain('identity/marquee.test');
        expect(fn.Environment.Variables).toMatchObject({ MAIL_FROM: 'no-reply@marquee.test', APP_URL: 'https://marquee.test' });
      } else {
        expect(ses).toEqual([]);
        expect(fn.Environment.Variables.MAIL_FROM).toBeUndefined();
      }
    }
  });
});
