import { useMatches } from 'react-router-dom';
import { ScreenTitle } from '@web/components/screen-title';
import { leafHandle } from '../route-handle';

/** Screens whose content a later issue builds: only their title for now. */
export function Component() {
  const { title } = leafHandle(useMatches());
  return <ScreenTitle title={title ?? ''} />;
}
