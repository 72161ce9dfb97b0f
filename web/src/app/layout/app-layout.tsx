import { Button, Layout, Menu } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '@shared/contracts/auth';
import { navigationFor } from '@shared/domain/navigation';
import { logoTarget } from '@shared/domain/roles';
import { PRODUCT_NAME } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { useLogout } from '@web/features/auth/api/logout';
import { NotificationCentre } from '@web/features/notifications';
import { PartnerSwitcher } from '@web/features/partners/components/partner-switcher';
import { PARENT_APP_LINK_LABEL, SIGN_OUT_LABEL, parentAppUrl } from '@web/lib/parent-app';
import { accountItems, mainItems, selectedKeys } from './nav-items';

interface Props {
  user: CurrentUser;
  /** The page is a /concepts-only route: shown in concepts-only mode (000 2.2). */
  conceptsOnlyPage: boolean;
  children: ReactNode;
}

const headerStyle = { display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24 } as const;

/** The shell of 000 2.3: logo, main navigation, partner switcher, the account dropdown (the user's name) with Log Out. */
export function AppLayout({ user, conceptsOnlyPage, children }: Props) {
  const { pathname } = useLocation();
  const { mutate: logout } = useLogout();
  const isConceptOnly = user.isConceptOnly || conceptsOnlyPage;
  const navUser = useMemo(() => ({ role: user.role, isConceptOnly }), [user.role, isConceptOnly]);
  const nav = useMemo(() => navigationFor(navUser), [navUser]);

  const main = useMemo(() => mainItems(nav), [nav]);
  const account = useMemo(() => accountItems(nav, user.name, () => logout({})), [nav, user.name, logout]);
  const selected = selectedKeys(nav, pathname);
  const parentApp = parentAppUrl();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={headerStyle}>
        <AppLink to={logoTarget(navUser)} style={{ color: '#fff', fontSize: 20, fontWeight: 600 }}>
          {PRODUCT_NAME}
        </AppLink>
        <nav aria-label="Main navigation" style={{ flex: 1, minWidth: 0 }}>
          <Menu theme="dark" mode="horizontal" items={main} selectedKeys={selected} triggerSubMenuAction="click" disabledOverflow />
        </nav>
        {nav.partnerSwitcher && <PartnerSwitcher />}
        <NotificationCentre />
        {nav.logout === 'parent-app' && parentApp ? (
          <a href={parentApp} style={{ color: '#fff' }}>
            {PARENT_APP_LINK_LABEL}
          </a>
        ) : nav.logout === 'parent-app' ? (
          <Button type="link" style={{ color: '#fff' }} onClick={() => logout({})}>
            {SIGN_OUT_LABEL}
          </Button>
        ) : (
          <nav aria-label="Account">
            <Menu theme="dark" mode="horizontal" items={account} selectedKeys={selected} triggerSubMenuAction="click" disabledOverflow />
          </nav>
        )}
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}
