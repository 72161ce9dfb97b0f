/**
 * The site's address is known before the stacks that need it: a custom domain (and its us-east-1 certificate) goes to
 * the web distribution, and https://<domain> to realtime's $connect, Cognito's callback, the user-content origin's
 * frame-ancestors and mailed links. A deployable stage without one is refused at synth, naming the context to pass.
 */
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { userContentSecurityPolicy } from '@infra/security-headers';
import { DOMAIN_RESOURCES } from '@functions/domains';
import { DOMAINS } from '@functions/routes';
import { buildStage, resourcesOf } from './build';

const DOMAIN = 'app.marquee-customer.com';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9';
const APP_URL = `https://${DOMAIN}`;

/** The domains that send mail (their links point to the site). */
const MAILING_DOMAINS = DOMAINS.filter((d) => DOMAIN_RESOURCES[d].mail);

describe('a stage with -c domainName and -c certificateArn', () => {
  const { stage } = buildStage({ stageName: 'prod', site: { domainName: DOMAIN, certificateArn: CERTIFICATE } });

  it('gives the web distribution the alias and the certificate, with TLS 1.2 at least', () => {
    const [distribution] = Object.values(resourcesOf(Template.fromStack(stage.web), 'AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig;
    expect(config.Aliases).toEqual([DOMAIN]);
    expect(config.ViewerCertificate).toEqual({ AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
  });

  it("sends $connect's Origin check, Cognito's callback, frame-ancestors and mailed links to https://<domainName>", () => {
    const realtime = resourcesOf(Template.fromStack(stage.realtime), 'AWS::Lambda::Function');
    const connect = Object.values(realtime).filter((f) => f.Properties.Environment?.Variables?.APP_URL);
    expect(connect.map((f) => f.Properties.Environment.Variables.APP_URL)).toEqual([APP_URL]);

    const data = Template.fromStack(stage.data);
    const [client] = Object.values(resourcesOf(data, 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties.CallbackURLs).toEqual([`${APP_URL}/api/auth/callback`]);
    const headers = Object.values(resourcesOf(data, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = headers.map((h) => h.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain(userContentSecurityPolicy(APP_URL));
    expect(JSON.stringify(csp)).toContain(`frame-ancestors ${APP_URL}`);

    const api = resourcesOf(Template.fromStack(stage.api), 'AWS::Lambda::Function');
    const withAppUrl = Object.values(api).filter((f) => f.Properties.Environment?.Variables?.APP_URL);
    // the mailing domains and auth (the federated callback)
    expect(withAppUrl).toHaveLength(new Set([...MAILING_DOMAINS, 'auth']).size);
    expect(new Set(withAppUrl.map((f) => f.Properties.Environment.Variables.APP_URL))).toEqual(new Set([APP_URL]));
    expect(DOMAINS).toEqual(expect.arrayContaining([...MAILING_DOMAINS]));
  });

  it('passes cdk-nag on the web stack without the default-certificate acknowledgement (CFR4)', () => {
    const report = new AwsSolutionsChecks(stage.web).validateScope(stage.web);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('has no placeholder warning', () => {
    Annotations.fromStack(stage.web).hasNoWarning('*', Match.stringLikeRegexp('placeholder'));
  });
});

describe('a deployable stage without a domain', () => {
  it('is refused at synth with the two context keys to pass', () => {
    expect(() => buildStage({ stageName: 'dev', site: {} })).toThrow(
      /Stage "dev" has no site address: pass -c domainName=app\.example\.com -c certificateArn=arn:aws:acm:us-east-1:<account>:certificate\/<id>/,
    );
  });

  it('is refused with half of the pair, a certificate outside us-east-1 or a URL for a host name', () => {
    expect(() => buildStage({ stageName: 'prod', site: { domainName: DOMAIN } })).toThrow(/domainName and certificateArn go together/);
    expect(() => buildStage({ stageName: 'prod', site: { domainName: DOMAIN, certificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-1') } })).toThrow(
      /not an ACM certificate in us-east-1/,
    );
    expect(() => buildStage({ stageName: 'prod', site: { domainName: APP_URL, certificateArn: CERTIFICATE } })).toThrow(/is not a host name/);
  });

  it('builds on the placeholder with -c allowPlaceholderUrl=true (npm run synth), with a warning that it is not for deployment', () => {
    const { stage } = buildStage({ stageName: 'dev', site: { allowPlaceholderUrl: true } });
    expect(stage.site).toEqual({ appUrl: 'https://marquee.example' });
    Annotations.fromStack(stage.web).hasWarning('*', Match.stringLikeRegexp('not for deployment'));
    const [distribution] = Object.values(resourcesOf(Template.fromStack(stage.web), 'AWS::CloudFront::Distribution'));
    expect(distribution.Properties.DistributionConfig.Aliases).toBeUndefined();
  });
});
