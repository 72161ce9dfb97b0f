import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildStage, fakeSiteDir } from './build';

/** Every finding of the AwsSolutions pack that is not acknowledged, as `rule at path` lines. */
function unacknowledged(stack: Stack): string[] {
  const report = new AwsSolutionsChecks(stack).validateScope(stack);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.severity ?? 'error'} ${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`),
  );
}

describe('cdk-nag AwsSolutions', () => {
  // With a built site, so the site deployment's CDK-provided handler is checked too.
  const { app, stage } = buildStage({ siteDir: fakeSiteDir() });
  app.synth();

  it.each<[string, Stack]>([
    ['data', stage.data],
    ['api', stage.api],
    ...Object.entries(stage.routeStacks).map(([group, stack]): [string, Stack] => [`routes of ${group}`, stack!]),
    ['realtime', stage.realtime],
    ['jobs', stage.jobs],
    ['web', stage.web],
  ])('%s stack has no unacknowledged errors or warnings', (_, stack) => {
    expect(unacknowledged(stack)).toEqual([]);
  });

  it('reports findings on a stack that breaks the rules (the check can fail)', () => {
    const bad = new Stack(app, 'Bad');
    new Bucket(bad, 'Open');
    expect(unacknowledged(bad)).toEqual(expect.arrayContaining([expect.stringMatching(/AwsSolutions-S1 /), expect.stringMatching(/AwsSolutions-S10 /)]));
  });
});
