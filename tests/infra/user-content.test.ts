/**
 * The user-content origin in AWS (infra/constructs/user-content-distribution.ts): a second distribution reading the
 * files bucket through origin access control, GetObject only and only under the served folders; the token check at
 * the edge is the tested source with the key from Secrets Manager (resolved at deploy, never in the template); the
 * content headers; the functions that sign get the origin and may read the key.
 */
import * as crypto from 'node:crypto';
import { Template } from 'aws-cdk-lib/assertions';
import { USER_CONTENT_PREFIXES, userContentToken } from '@functions/lib/user-content-token';
import { HSTS_MAX_AGE_S, PERMISSIONS_POLICY, userContentSecurityPolicy } from '@infra/security-headers';
import { loadEdgeFunction, USER_CONTENT_REFUSALS, type EdgeRequest, type EdgeResponse } from '@infra/user-content-edge';
import { DOMAIN_RESOURCES, DOMAINS } from '@functions/routes';
import { buildStage, logicalId, resourcesOf } from './build';

const { stage } = buildStage();
const data = Template.fromStack(stage.data);
const content = stage.data.userContent;
const distributionId = logicalId(stage.data, content.distribution);
const [distribution] = Object.values(resourcesOf(data, 'AWS::CloudFront::Distribution')).map((d) => d.Properties.DistributionConfig);
const functions = resourcesOf(data, 'AWS::CloudFront::Function');
const keyId = logicalId(stage.data, content.key);

type Part = string | Record<string, unknown>;
/** A Fn::Join's text with each non-text part as `<ref>`. */
const joined = (value: { 'Fn::Join': [string, Part[]] } | string) =>
  typeof value === 'string' ? value : value['Fn::Join'][1].map((p) => (typeof p === 'string' ? p : `<${JSON.stringify(p)}>`)).join('');

describe('user-content distribution', () => {
  it('is a second distribution, over the files bucket through origin access control, HTTPS only, logged', () => {
    expect(Object.keys(resourcesOf(data, 'AWS::CloudFront::Distribution'))).toEqual([distributionId]);
    const [origin] = distribution.Origins;
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [logicalId(stage.data, stage.data.buckets.find((b) => b.name === 'files')!.bucket), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^UserContentOriginAccess/), 'Id'] });
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('https-only');
    // GET and HEAD only (the default), no cookies or query strings in the cache key or to the origin
    expect(distribution.DefaultCacheBehavior.AllowedMethods).toBeUndefined();
    const cache = resourcesOf(data, 'AWS::CloudFront::CachePolicy')[distribution.DefaultCacheBehavior.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(cache).toMatchObject({ DefaultTTL: 60, MinTTL: 0, MaxTTL: 3600 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
    expect(distribution.Logging.Prefix).toBe('user-content/');
    expect(content.origin).toContain('https://');
  });

  it('may read objects of the served folders only: GetObject, no listing, no writes, this distribution alone', () => {
    const policies = Object.values(resourcesOf(data, 'AWS::S3::BucketPolicy'));
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Principal?: { Service?: string }; Action: string; Resource: unknown[]; Condition: unknown }[]);
    const cloudfront = statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront).toHaveLength(1);
    const [grant] = cloudfront;
    expect(grant.Action).toBe('s3:GetObject');
    expect(grant.Resource.map((r) => joined(r as never).replace(/^<.*?>/, ''))).toEqual(USER_CONTENT_PREFIXES.map((p) => `/${p}*`));
    expect(JSON.stringify(grant.Condition)).toContain(`"Ref":"${distributionId}"`);
  });

  describe('the edge check', () => {
    const association = (type: string) => distribution.DefaultCacheBehavior.FunctionAssociations.find((a: { EventType: string }) => a.EventType === type);
    const checkResource = functions[association('viewer-request').FunctionARN['Fn::GetAtt'][0]];
    const source = joined(checkResource.Properties.FunctionCode);
    const KEY = 'test-key-0123456789';
    const reference = `{{resolve:secretsmanager:<${JSON.stringify({ Ref: keyId })}>:SecretString:::}}`;
    const check = loadEdgeFunction<{ request: EdgeRequest }, EdgeRequest | EdgeResponse>(source.replace(reference, KEY), crypto);
    const run = (uri: string) => check({ request: { uri, querystring: { acl: { value: '' } }, headers: {}, cookies: { session: { value: 'x' } } } });
    const prefix = 'v2/partners/p1/assets/concepts/c1/templates/t1/';
    const now = Math.floor(Date.now() / 1000);
    const token = userContentToken(prefix, now + 600, KEY);

    it('runs on cloudfront-js-2.0 at viewer request, with the key from Secrets Manager resolved at deploy (not in the template)', () => {
      expect(checkResource.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      expect(source).toContain(`var KEY = '${reference}';`);
      expect(JSON.stringify(data.toJSON())).not.toMatch(/"SecretString"\s*:/);
    });

    it('sends a valid address to the object key, without query string or cookies', () => {
      expect(run(`/c/${token}/images/logo%20big.png`)).toEqual({ uri: `/${prefix}images/logo%20big.png`, querystring: {}, headers: {}, cookies: {} });
    });

    it.each([
      ['expired', `/c/${userContentToken(prefix, now - 1, KEY)}/index.html`, USER_CONTENT_REFUSALS.expired],
      ['forged', `/c/${userContentToken(prefix, now + 600, 'another key')}/index.html`, USER_CONTENT_REFUSALS.invalid],
      ['of a folder not served', `/c/${userContentToken('reporting/performance/', now + 600, KEY)}/a.parquet`, USER_CONTENT_REFUSALS.invalid],
      ['moved to another folder', `/c/${token.replace(Buffer.from('t1').toString('hex'), Buffer.from('t2').toString('hex'))}/index.html`, USER_CONTENT_REFUSALS.invalid],
      ['traversing', `/c/${token}/../../t2/index.html`, USER_CONTENT_REFUSALS.outside],
      ['traversing, encoded', `/c/${token}/%2e%2e/t2/index.html`, USER_CONTENT_REFUSALS.outside],
      ['with an encoded slash', `/c/${token}/..%2Ft2%2Findex.html`, USER_CONTENT_REFUSALS.outside],
      ['without a token', `/${prefix}index.html`, USER_CONTENT_REFUSALS.invalid],
    ])('refuses an address %s with 403 and a short text', (_, uri, text) => {
      expect(run(uri)).toMatchObject({ statusCode: 403, body: { encoding: 'text', data: text } });
    });

    it('sets the content type by extension on the way out', () => {
      const typesResource = functions[association('viewer-response').FunctionARN['Fn::GetAtt'][0]];
      const types = loadEdgeFunction<{ request: { uri: string }; response: EdgeResponse }, EdgeResponse>(joined(typesResource.Properties.FunctionCode), crypto);
      const typeOf = (uri: string) => types({ request: { uri }, response: { statusCode: 200, headers: { 'content-type': { value: 'binary/octet-stream' } } } }).headers['content-type'].value;
      expect([typeOf('/a/index.html'), typeOf('/a/main.js'), typeOf('/a/f.woff2'), typeOf('/a/v.mp4'), typeOf('/a/noext')]).toEqual([
        'text/html; charset=utf-8',
        'text/javascript; charset=utf-8',
        'font/woff2',
        'video/mp4',
        'application/octet-stream',
      ]);
    });
  });

  it('answers with the content policy framed by the app only, nosniff, no referrer, a private cache of 60 s, HSTS', () => {
    const policyId = distribution.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref;
    const config = resourcesOf(data, 'AWS::CloudFront::ResponseHeadersPolicy')[policyId].Properties.ResponseHeadersPolicyConfig;
    expect(config.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: userContentSecurityPolicy('https://marquee.test'), Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_S, IncludeSubdomains: true, Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
      { Header: 'Cache-Control', Value: 'private, max-age=60', Override: true },
    ]);
    expect(config.CorsConfig).toMatchObject({ AccessControlAllowOrigins: { Items: ['*'] }, AccessControlAllowCredentials: false });
  });

  it('the functions that sign user-content addresses (their binding declares the key) get the origin and may read the key', () => {
    const template = Template.fromStack(stage.api);
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const signing = DOMAINS.filter((d) => DOMAIN_RESOURCES[d].secrets?.includes('user-content'));
    expect(signing.length).toBeGreaterThan(0);
    for (const domain of DOMAINS) {
      const env = JSON.stringify(functions[logicalId(stage.api, stage.api.functions[domain].fn)].Properties.Environment.Variables);
      if (signing.includes(domain)) {
        expect(env).toMatch(/"USER_CONTENT_ORIGIN":\{"Fn::Join":\["",\["https:\/\/",.*UserContentDistribution/);
        expect(env).toContain('"USER_CONTENT_KEY_ARN"');
      } else {
        expect(env, domain).not.toContain('USER_CONTENT_');
      }
    }
    expect(JSON.stringify(template.toJSON())).toMatch(/secretsmanager:GetSecretValue.*UserContentKey/s);
    // no consumer signs addresses (tests/infra/domain-resources.test.ts checks the declarations against the bundles)
    expect(JSON.stringify(Template.fromStack(stage.jobs).toJSON())).not.toContain('USER_CONTENT_');
  });
});
