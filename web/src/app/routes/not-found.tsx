import { Button, Result } from 'antd';
import { MESSAGES } from '@shared/messages';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { usePageTitle } from '@web/hooks/use-page-title';

/** /404: unknown paths and routes the user's role may not open (000 2.4). */
export function Component() {
  usePageTitle('404');
  const navigate = useAppNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={MESSAGES.notFoundPage}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back Home
        </Button>
      }
    />
  );
}
