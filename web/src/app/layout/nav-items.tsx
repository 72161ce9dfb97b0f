import { Tag, type MenuProps } from 'antd';
import type { NavItem, Navigation } from '@shared/domain/navigation';
import { AppLink } from '@web/components/app-link';

type MenuItems = NonNullable<MenuProps['items']>;

function linkItem(item: NavItem) {
  return {
    key: item.key,
    label: (
      <AppLink to={item.path}>
        {item.label}
        {item.beta && (
          <Tag color="blue" style={{ marginInlineStart: 8 }}>
            Beta
          </Tag>
        )}
      </AppLink>
    ),
  };
}

/** Concepts, Campaigns, Assets and the Reports dropdown, as far as the role may see them (000 2.3, 6). */
export function mainItems(nav: Navigation): MenuItems {
  const items: MenuItems = nav.main.map(linkItem);
  if (nav.reports.length > 0) items.push({ key: 'reports', label: 'Reports', children: nav.reports.map(linkItem) });
  return items;
}

/**
 * The right-side account dropdown (000 2.3 'Admin dropdown'): admin pages, the group 'Global settings', then Log Out.
 * Its title is the signed-in user's name, since for most roles it holds no admin page at all.
 */
export function accountItems(nav: Navigation, userName: string, onLogout: () => void): MenuItems {
  const children: MenuItems = nav.admin.map(linkItem);
  if (nav.globalSettings.length > 0) {
    children.push({ type: 'group', key: 'global-settings', label: 'Global settings', children: nav.globalSettings.map(linkItem) });
  }
  if (children.length > 0) children.push({ type: 'divider', key: 'divider' });
  children.push({ key: 'logout', label: 'Log Out', onClick: onLogout });
  return [{ key: 'admin', label: userName, children }];
}

/** Pages that belong to another section than their path's start: making a campaign from a concept is Campaigns work. */
const SECTION_OF: readonly [RegExp, string][] = [[/^\/concepts\/[^/]+\/campaign\/?$/, '/campaigns']];

/** The menu keys of the page shown: the item whose path starts the current path (or its section's). */
export function selectedKeys(nav: Navigation, shownPath: string): string[] {
  const pathname = SECTION_OF.find(([pattern]) => pattern.test(shownPath))?.[1] ?? shownPath;
  const all = [...nav.main, ...nav.reports, ...nav.admin, ...nav.globalSettings];
  const hit = all
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return hit ? [hit.key] : [];
}
