import { Template } from 'aws-cdk-lib/assertions';
import { queueUrlEnv } from '@functions/queues';
import { DOMAIN_RESOURCES, DOMAINS, ROUTES, routeKey } from '@functions/routes';
import { SESSION_MAX_AGE_MS_DEFAULT } from '@shared/constants';
import { NATIVE_NEEDS } from '@infra/constructs/native-layers';
import { buildStage, BUILD_VERSION, logicalId, resourcesOf } from './build';

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
  it('has exactly the routes of the route table', () => {
    const synthesized = routes.map((r) => r.Properties.RouteKey as string).sort();
    expect(synthesized).toEqual(ROUTES.map(routeKey).sort());
  });

  it("sends each route to its domain's function with payload v2", () => {
    for (const route of routes) {
      const entry = ROUTES.find((r) => routeKey(r) === route.Properties.RouteKey)!;
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = integrations[integrationId].Properties;
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(integration.PayloadFormatVersion).toBe('2.0');
      // the function is in the API stack: the route stack imports its ARN
      expect(refersTo(integration.IntegrationUri, functionIdOf(entry.domain))).toBe(true);
    }
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
      for (const { entry, queue } of stage.data.queues) {
        if ((queues as readonly string[]).includes(entry.name)) expect(refersTo(env[queueUrlEnv(entry.name)], logicalId(stage.data, queue))).toBe(true);
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
