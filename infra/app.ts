/**
 * The CDK app (`npm run synth`, `cdk deploy '<stage>/*'`): one stage, named by the `stage` context (default dev).
 * Offline by design: no lookups, no account needed; cdk-nag's AwsSolutions checks run on every synth.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './constructs/app-function';
import { MarqueeStage } from './stacks/marquee-stage';

const app = new App();
const stageName: string = app.node.tryGetContext('stage') ?? 'dev';
const buildVersion: string = app.node.tryGetContext('buildVersion') ?? process.env.BUILD_VERSION ?? 'dev';
const siteDir = path.join(REPO_ROOT, 'dist/web');

const stage = new MarqueeStage(app, stageName, {
  buildVersion,
  siteDir: existsSync(siteDir) ? siteDir : undefined,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'eu-central-1' },
});
Aspects.of(stage).add(new AwsSolutionsChecks({ verbose: true }));

app.synth();
