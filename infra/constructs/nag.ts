/**
 * cdk-nag 3 acknowledges granular findings one by one (`AwsSolutions-IAM5[Resource::…]`, no prefix match). This
 * acknowledges the findings a granular IAM rule reports on the resources under `scope` at the time of the call, with
 * one reason: call it right after the policy is complete, so a wildcard added later is still reported.
 */
import { CfnResource, Validations } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

const GRANULAR_RULES = {
  'AwsSolutions-IAM4': rules.iam.IAMNoManagedPolicies,
  'AwsSolutions-IAM5': rules.iam.IAMNoWildcardPermissions,
} as const;

export function acknowledgeFindings(scope: IConstruct, ruleId: keyof typeof GRANULAR_RULES, reason: string): void {
  for (const node of scope.node.findAll()) {
    if (!CfnResource.isCfnResource(node)) continue;
    const findings = GRANULAR_RULES[ruleId](node);
    if (!Array.isArray(findings)) continue;
    for (const finding of findings) Validations.of(node).acknowledge({ id: `${ruleId}[${finding}]`, reason });
  }
}
