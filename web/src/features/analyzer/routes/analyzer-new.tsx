import { ScreenTitle } from '@web/components/screen-title';
import { AnalyzerBuilder } from '../components/analyzer-builder';

/** /analyze/new (all roles): the analyzer with a new, unsaved report. */
export function Component() {
  return (
    <>
      <ScreenTitle title="New report" />
      <AnalyzerBuilder />
    </>
  );
}
