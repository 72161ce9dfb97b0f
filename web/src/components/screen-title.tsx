import { Typography } from 'antd';
import { usePageTitle } from '@web/hooks/use-page-title';

/** The heading of a screen and the page title '{title} - Marquee'. */
export function ScreenTitle({ title }: { title: string }) {
  usePageTitle(title);
  return <Typography.Title level={2}>{title}</Typography.Title>;
}
