/**
 * Builds the whole stage in-process the way `cdk synth` does (same cdk.json context), but with bundling off:
 * `aws:cdk:bundling-stacks: []` makes every stack skip esbuild, so a test run costs no bundling.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '@infra/constructs/app-function';
import type { RouteEntry } from '@functions/routes';
import { MarqueeStage } from '@infra/stacks/marquee-stage';
import type { SiteSettings } from '@infra/site-address';

export const STAGE = 'test';
export const BUILD_VERSION = 'test-build';

const cdkContext = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** The test stage is on the placeholder https://marquee.test unless `site` names a domain; `stageName` builds another stage. */
export function buildStage(options: { siteDir?: string; routes?: readonly RouteEntry[]; site?: SiteSettings; stageName?: string } = {}) {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  const stage = new MarqueeStage(app, options.stageName ?? STAGE, {
    buildVersion: BUILD_VERSION,
    siteDir: options.siteDir,
    routes: options.routes,
    mail: { from: 'no-reply@marquee.test' },
    site: options.site ?? { placeholderUrl: 'https://marquee.test' },
  });
  return { app, stage };
}

/** A stand-in for dist/web, so the site deployment can be built without building the site. */
export function fakeSiteDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Marquee</title>');
  return dir;
}

/** The logical id a construct's CloudFormation resource gets in its stack. */
export function logicalId(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.resolve(stack.getLogicalId(construct.node.defaultChild as never));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;

export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/**
 * Whether a template value (a URL or an ARN, a Fn::Join) names the test stage's queue `name`: the stacks but Data
 * name the queues by their physical names (DataStack.queuesIn), not by reference.
 */
export const namesQueue = (value: unknown, name: string) => new RegExp(`[:/]${STAGE}-${name}"`).test(JSON.stringify(value));
