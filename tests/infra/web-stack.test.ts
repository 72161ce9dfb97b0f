import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Template } from 'aws-cdk-lib/assertions';
import { API_PREFIX } from '@functions/routes';
import { contentSecurityPolicy, HSTS_MAX_AGE_S, META_PREVIEW_ORIGIN, PERMISSIONS_POLICY } from '@infra/security-headers';
import { buildStage, fakeSiteDir, logicalId, resourcesOf } from './build';

const { stage } = buildStage();
const template = Template.fromStack(stage.web);
const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution')).map((d) => d.Properties.DistributionConfig);
const originOf = (id: string) => distribution.Origins.find((o: { Id: string }) => o.Id === id);
const refersTo = (value: unknown, id: string) => JSON.stringify(value).includes(id);

type Handler = (event: { request: { uri: string } }) => { uri: string };

describe('web stack', () => {
  it('answers the site and /api/* with the security headers of infra/security-headers.ts, plus HSTS', () => {
    const policies = Object.entries(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const [policyId, policy] = policies[0];
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    const csp = config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    // the app's policy, with the user-content distribution's address framed and shown as images, and the files bucket's
    // regional address for presigned uploads, images and media (and nothing else changed)
    const text = (csp['Fn::Join'][1] as (string | object)[]).map((p) => (typeof p === 'string' ? p : '<ref>')).join('');
    expect(text.split('; form-action')[0]).toBe(contentSecurityPolicy({ userContentOrigins: ['https://<ref>'], adPreviewOrigins: [META_PREVIEW_ORIGIN], storageOrigins: ['https://<ref>'] }).split('; form-action')[0]);
    expect(JSON.stringify(csp)).toMatch(/frame-src https:\/\/",\{"Fn::GetStackOutput":.*?"OutputName":"[^"]*UserContentDistribution[^"]*DomainName/);
    expect(JSON.stringify(csp)).toMatch(/connect-src 'self' https:\/\/",\{"Fn::GetStackOutput":.*?"OutputName":"[^"]*FilesBucket[^"]*RegionalDomainName/);
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_S, IncludeSubdomains: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]);
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === `${API_PREFIX}/*`);
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });


  it('rate-limits /api/auth/* per address with a WAF web ACL, attached where CloudFront web ACLs can exist (us-east-1)', () => {
    const acls = Object.entries(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const [rule] = acl.Properties.Rules;
    expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: expect.any(Number) });
    expect(rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({ SearchString: `${API_PREFIX}/auth/`, PositionalConstraint: 'STARTS_WITH' });
    const condition = (acl as unknown as { Condition: string }).Condition;
    expect(template.toJSON().Conditions[condition]).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
    expect(distribution.WebACLId).toEqual({ 'Fn::If': [condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }] });
  });

  it('has the site as default behaviour, through origin access control, HTTPS only', () => {
    const origin = originOf(distribution.DefaultCacheBehavior.TargetOriginId);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [logicalId(stage.web, stage.web.siteBucket), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(distribution.DefaultRootObject).toBe('index.html');
  });

  it(`sends ${API_PREFIX}/* to the HTTP API uncached, with every viewer header but Host, for every method`, () => {
    const behaviour = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === `${API_PREFIX}/*`);
    expect(behaviour).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    expect([...behaviour.AllowedMethods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = originOf(behaviour.TargetOriginId);
    expect(refersTo(origin.DomainName, logicalId(stage.api, stage.api.httpApi))).toBe(true);
    expect(origin.OriginPath).toBeUndefined();
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('sends /ws to the WebSocket API uncached, with every viewer header but Host', () => {
    const behaviour = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/ws');
    expect(behaviour).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    });
    const origin = originOf(behaviour.TargetOriginId);
    expect(refersTo(origin.DomainName, logicalId(stage.realtime, stage.realtime.webSocketApi))).toBe(true);
    expect(distribution.CacheBehaviors).toHaveLength(2);
  });

  it('falls back to /index.html for client routes on the site only, leaving API errors alone', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    const [association] = distribution.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const fn = resourcesOf(template, 'AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]];
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as Handler;
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/concepts/0123456789abcdef01234567')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('deploys the site only when there is a built site', () => {
    expect(template.findResources('Custom::CDKBucketDeployment')).toEqual({});
    const withSite = Template.fromStack(buildStage({ siteDir: fakeSiteDir() }).stage.web);
    const deployments = Object.values(resourcesOf(withSite, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    expect(deployments[0].Properties.DistributionPaths).toEqual(['/*']);
  });
});
