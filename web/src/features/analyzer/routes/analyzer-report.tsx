import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { ScreenTitle } from '@web/components/screen-title';
import { useSavedReport } from '../api/get-saved-report';
import { AnalyzerBuilder } from '../components/analyzer-builder';

/**
 * /analyze/{id}/{purpose} (all roles): a saved report opened in the analyzer. The app links with purpose 'edit' (the
 * spec names no purposes); whatever the purpose, the report opens to be read, changed and updated, or copied.
 */
export function Component() {
  const { id } = useParams();
  const report = useSavedReport(id);
  return (
    <>
      <ScreenTitle title={report.data?.name ?? 'Analyze'} />
      {report.isLoading && <Skeleton active />}
      {report.error && <Alert type="error" showIcon title={report.error.message} />}
      {/* Keyed by id: opening another report (a copy) starts from that report's view. */}
      {report.data && <AnalyzerBuilder key={report.data._id} report={report.data} />}
    </>
  );
}
