/**
 * The CDK app (`npm run synth`, `cdk deploy '<stage>/*'`): one stage, named by the `stage` context (default dev).
 * Offline by design: environment-agnostic stacks (account and region come from the deploying profile), no lookups;
 * cdk-nag's AwsSolutions checks run on every synth.
 * The site's address comes from `-c domainName=... -c certificateArn=...` (infra/site-address.ts); without them a
 * deployable stage is refused, unless `-c allowPlaceholderUrl=true` (what `npm run synth` passes) asks for a placeholder.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from '@infra/constructs/app-function';
import { MarqueeStage } from '@infra/stacks/marquee-stage';

const app = new App();
const stageName: string = app.node.tryGetContext('stage') ?? 'dev';
const buildVersion: string = app.node.tryGetContext('buildVersion') ?? process.env.BUILD_VERSION ?? 'dev';
const siteDir = path.join(REPO_ROOT, 'dist/web');
const context = (key: string): string | undefined => app.node.tryGetContext(key)?.toString();
if (context('appUrl')) {
  throw new Error('-c appUrl is no longer read: the address is https://<domainName>; pass -c domainName=<host> -c certificateArn=<us-east-1 ACM certificate ARN>.');
}

new MarqueeStage(app, stageName, {
  buildVersion,
  // -c mailFrom=no-reply@your.domain (an SES-verified identity); mailed links point to the site's address
  mail: { from: context('mailFrom') ?? 'no-reply@marquee.example' },
  site: {
    domainName: context('domainName'),
    certificateArn: context('certificateArn'),
    allowPlaceholderUrl: context('allowPlaceholderUrl') === 'true',
  },
  siteDir: existsSync(siteDir) ? siteDir : undefined,
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
