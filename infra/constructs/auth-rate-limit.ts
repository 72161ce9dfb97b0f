/**
 * A WAF web ACL in front of the distribution with a rate-based rule on /api/auth/*: one client address
 * that sends more sign-in calls than AUTH_RATE_LIMIT in five minutes is answered 429 at the edge, before the API's
 * own per-address and per-account limits (functions/auth/source-throttle.ts) are reached. A CloudFront web ACL can
 * only be created in us-east-1, and the stacks are region-agnostic: the ACL and its attachment exist on a condition,
 * so a deployment there gets them and elsewhere the API's own limits stand alone (README 'Deploying to AWS').
 */
import { Aws, CfnCondition, Fn, type Stack } from 'aws-cdk-lib';
import type { CfnDistribution, Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX } from '@functions/routes';

/** Requests to /api/auth/* one address may send in WAF's five-minute window. */
export const AUTH_RATE_LIMIT = 300;

export class AuthRateLimit extends Construct {
  readonly webAcl: CfnWebACL;
  readonly condition: CfnCondition;

  constructor(scope: Stack, id: string, distribution: Distribution) {
    super(scope, id);
    this.condition = new CfnCondition(this, 'InUsEast1', { expression: Fn.conditionEquals(Aws.REGION, 'us-east-1') });
    const visibility = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('marquee-edge'),
      rules: [
        {
          name: 'auth-rate-limit',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          visibilityConfig: visibility('marquee-auth-rate-limit'),
          statement: {
            rateBasedStatement: {
              limit: AUTH_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_PREFIX}/auth/`,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
        },
      ],
    });
    this.webAcl.cfnOptions.condition = this.condition;
    (distribution.node.defaultChild as CfnDistribution).addPropertyOverride(
      'DistributionConfig.WebACLId',
      Fn.conditionIf(this.condition.logicalId, this.webAcl.attrArn, Aws.NO_VALUE),
    );
  }
}
