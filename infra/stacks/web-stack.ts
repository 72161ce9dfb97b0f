/**
 * The edge: one CloudFront distribution in front of everything, so the site, the API and the WebSocket share one origin
 * (first-party cookies, no CORS). `/*` → the site bucket (OAC), `/api/*` → the HTTP API, `/ws` → the WebSocket API.
 */
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { cloudFrontLogsBucket } from '@infra/constructs/cloudfront-logs';
import type { Construct } from 'constructs';
import { API_PREFIX } from '@functions/routes';
import { AuthRateLimit } from '@infra/constructs/auth-rate-limit';
import { contentSecurityPolicy, HSTS_MAX_AGE_S, META_PREVIEW_ORIGIN, PERMISSIONS_POLICY } from '@infra/security-headers';
import { acknowledgeFindings } from '@infra/constructs/nag';
import { WS_STAGE_NAME } from './realtime-stack';

/**
 * SPA fallback on the site behaviour only: a path without a file extension is a client route and gets /index.html.
 * (Distribution-wide 403/404 error responses would also rewrite the API's own 403/404 JSON answers.)
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) request.uri = '/index.html';
  return request;
}`;

export interface WebStackProps extends StackProps {
  httpApi: IHttpApi;
  webSocketApi: IWebSocketApi;
  /** The built site (dist/web); no deployment when absent. */
  siteDir?: string;
  /** Cognito's hosted UI (host name): the one foreign form target of the Content-Security-Policy. */
  signInHost: string;
  /** The user-content origin (infra/constructs/user-content-distribution.ts): framed and shown as images only. */
  userContentOrigin: string;
  /** The files bucket's regional address (https://…): presigned uploads and reads go straight there (architecture 'Data'). */
  storageOrigin: string;
  /** The site's own host name and its us-east-1 certificate (infra/site-address.ts); the cloudfront.net name alone without. */
  domain?: { name: string; certificateArn: string };
}

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly authRateLimit: AuthRateLimit;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = cloudFrontLogsBucket(this);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The security headers of infra/security-headers.ts, the same the local gateway sets, plus HSTS (https only here).
    const securityHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Marquee: CSP, nosniff, no framing, referrer and permissions policy, HSTS',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy({ signInOrigins: [`https://${props.signInHost}`], userContentOrigins: [props.userContentOrigin], adPreviewOrigins: [META_PREVIEW_ORIGIN], storageOrigins: [props.storageOrigin] }), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_S), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
    });

    const executeApiDomain = (apiId: string) => `${apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const passThrough: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and every header but Host (API Gateway routes by its own host name).
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Marquee: site, /api and /ws on one origin',
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeadersPolicy,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaFallback', { code: FunctionCode.fromInline(SPA_FALLBACK), runtime: FunctionRuntime.JS_2_0 }),
          },
        ],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          ...passThrough,
          responseHeadersPolicy: securityHeadersPolicy,
          origin: new HttpOrigin(executeApiDomain(props.httpApi.apiId), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          allowedMethods: AllowedMethods.ALLOW_ALL,
        },
        // The WebSocket stage is named like the path, so `/ws` arrives at the stage as is.
        [`/${WS_STAGE_NAME}`]: {
          ...passThrough,
          origin: new HttpOrigin(executeApiDomain(props.webSocketApi.apiId), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
        },
      },
    });
    this.authRateLimit = new AuthRateLimit(this, 'AuthRateLimit', this.distribution);
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Partners and their users work from many countries; the spec restricts no geography.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'The web ACL (rate limit on /api/auth/*) is attached on a condition: a CloudFront web ACL exists only in us-east-1, so a deployment elsewhere has the API\'s own per-address and per-account limits alone (infra/constructs/auth-rate-limit.ts).',
      },
    );
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain (a local or test stage) the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version CloudFront fixes; with one, TLSv1.2_2021 is set.',
      });
    }

    if (props.siteDir) {
      new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(props.siteDir)],
        destinationBucket: this.siteBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      // The deployment's handler is a singleton that CDK adds to the stack itself, beside the BucketDeployment.
      const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))!;
      acknowledgeFindings(handler, 'AwsSolutions-IAM4', "CDK's BucketDeployment handler (part of aws-cdk-lib) writes its logs with the AWSLambdaBasicExecutionRole managed policy.");
      acknowledgeFindings(
        handler,
        'AwsSolutions-IAM5',
        "CDK's BucketDeployment handler (part of aws-cdk-lib) copies every file of the site asset from the CDK asset bucket into the site bucket and invalidates the distribution.",
      );
      Validations.of(handler).acknowledge({ id: 'AwsSolutions-L1', reason: "The BucketDeployment handler's runtime is chosen by aws-cdk-lib, not by this app." });
    }
  }
}
