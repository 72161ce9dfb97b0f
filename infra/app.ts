/**
 * The CDK app (`npm run synth`, `cdk deploy '<stage>/*'`): one stage, named by the `stage` context (default dev).
 * Offline by design: environment-agnostic stacks (account and region come from the deploying profile), no lookups;
 * cdk-nag's AwsSolutions checks run on every synth.
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

new MarqueeStage(app, stageName, {
  buildVersion,
  // -c mailFrom=no-reply@your.domain (an SES-verified identity) -c appUrl=https://your.site for mailed links
  mail: {
    from: app.node.tryGetContext('mailFrom') ?? 'no-reply@marquee.example',
    appUrl: app.node.tryGetContext('appUrl') ?? 'https://marquee.example',
  },
  siteDir: existsSync(siteDir) ? siteDir : undefined,
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
