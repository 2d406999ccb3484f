import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { type MenuDataItem, ProLayout } from '@ant-design/pro-components';
import type { AccountInfo } from '@takt/contracts';
import { Alert, App, Breadcrumb, Button, ConfigProvider, type ThemeConfig } from 'antd';
import type { ParseKeys } from 'i18next';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { logout } from '../../areas/identity/api';
import { useAccountInfo, useSignOut } from '../../areas/identity/hooks';
import { usePreferencesSync } from '../../areas/preferences/hooks';
import { type ClientPreferences, usePreferences } from '../../areas/preferences/store';
import { subscriptionStatus } from '../../areas/welcome/account-summary';
import { Logo } from '../components/Logo';
import { PageLoading } from '../components/PageLoading';
import { HubProvider } from '../hub';
import { MENU_ROUTE_ID, type RouteHandle } from '../router';
import { currentPath, getToken, signOut } from '../session';
import { settings } from '../settings';
import { readLocal, writeLocal } from '../storage';
import { setTimeZones } from '../time';
import { Watermark } from '../watermark';
import styles from './ConsoleLayout.module.css';
import { HeaderActions } from './HeaderActions';
import { MenuIcon } from './MenuIcon';
import {
  appLanding,
  buildMenuIndex,
  entriesOfApp,
  entryChain,
  findEntry,
  hasNoMenus,
  type LayoutMenuItem,
  type MenuEntry,
  normalizePath,
  pickActiveApp,
  selectedMenuKeys,
  visibleMenu,
} from './menu';
import { withTokenParameter } from './outer-link';
import { PageHost } from './PageHost';
import {
  collapsedForMode,
  HEADER_HEIGHT,
  headerHidden,
  type ScreenMode,
  SIDER_WIDTH,
  screenMode,
  truncateLogoTitle,
} from './responsive';
import { ShellContext, type ShellContextValue } from './shell-context';
import { TabBar } from './TabBar';
import { applyTabAction, openTab, restoreTabs, serializeTabs, type Tab, type TabAction, type TabsState } from './tabs';

const SettingsDrawer = lazy(async () => ({
  default: (await import('../../areas/preferences/SettingsDrawer')).SettingsDrawer,
}));

/** Titles of console routes that are no menus, when their route names none. */
const STATIC_TITLES: Readonly<Record<string, ParseKeys>> = {
  '/welcome': 'route.welcome',
  '/message': 'shell.routes.message',
  '/noticeReceived': 'shell.routes.noticeReceived',
  '/account/center': 'shell.routes.accountCenter',
  '/account/settings/clientTheme': 'shell.routes.clientTheme',
  '/403': 'shell.routes.exception403',
  '/404': 'shell.routes.exception404',
  '/500': 'shell.routes.exception500',
};

/**
 * The console layout (the `console` route): ProLayout with the user's menus, the header, tabs,
 * breadcrumbs and preferences, around every signed-in page.
 *
 * Spec 000 §7: any failure of the session info (get_account_info) signs out and goes to
 * /login?redirect=<this page>.
 */
export function ConsoleLayout() {
  const account = useAccountInfo();
  const failed = account.isError;

  useEffect(() => {
    if (!failed) return;
    const returnTo = currentPath();
    // Best effort on the server, then locally (a 401 has already done both).
    void logout()
      .catch(() => undefined)
      .finally(() => signOut({ returnTo }));
  }, [failed]);

  if (!account.data || failed) return <PageLoading />;
  return <ConsoleShell account={account.data} />;
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Spec 000 §9: with auto-hide on, scrolling down past 300 px hides the header. */
function useHeaderHidden(autoHide: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const previous = useRef(0);
  useEffect(() => {
    if (!autoHide) {
      setHidden(false);
      return;
    }
    const onScroll = () => {
      const scrollTop = window.scrollY;
      setHidden((was) => headerHidden({ autoHide, scrollTop, previousTop: previous.current, hidden: was }));
      previous.current = scrollTop;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [autoHide]);
  return hidden;
}

/** Colour-weak mode filters the whole document while the console is open. */
function useColourWeak(on: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle('takt-colour-weak', on);
    return () => document.documentElement.classList.remove('takt-colour-weak');
  }, [on]);
}

const appStorageKey = (accountId: string) => `app:${accountId}`;
const tabsStorageKey = (accountId: string) => `takt:tabs:${accountId}`;

function readTabs(accountId: string): TabsState {
  try {
    return restoreTabs(sessionStorage.getItem(tabsStorageKey(accountId)));
  } catch {
    return restoreTabs(null);
  }
}

function layoutToken(prefs: ClientPreferences, isMobile: boolean) {
  const primary = prefs.themeColor;
  const darkMenu = prefs.menuStyle === 1 && prefs.theme !== 'dark';
  const header = { heightLayoutHeader: HEADER_HEIGHT };
  // A floor page (PageContainer) on a phone keeps the width for its cards: no 40 px gutters.
  const pageContainer = isMobile ? { paddingInlinePageContainerContent: 0 } : {};
  if (!darkMenu) {
    return {
      header,
      pageContainer,
      sider: { colorBgMenuItemSelected: `${primary}1a`, colorTextMenuSelected: primary },
    };
  }
  return {
    pageContainer,
    header: {
      ...header,
      colorBgHeader: '#001529',
      colorHeaderTitle: '#fff',
      colorTextMenu: 'rgba(255,255,255,0.75)',
      colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
      colorTextMenuSelected: '#fff',
      colorTextMenuActive: '#fff',
      colorBgMenuItemSelected: primary,
      colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
      colorTextRightActionsItem: 'rgba(255,255,255,0.85)',
      colorBgRightActionsItemHover: 'rgba(255,255,255,0.12)',
    },
    sider: {
      colorMenuBackground: '#001529',
      colorBgMenuItemCollapsedElevated: '#001529',
      colorMenuItemDivider: 'rgba(255,255,255,0.15)',
      colorTextMenu: 'rgba(255,255,255,0.75)',
      colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
      colorTextMenuSelected: '#fff',
      colorTextMenuActive: '#fff',
      colorTextMenuItemHover: '#fff',
      colorTextSubMenuSelected: '#fff',
      colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
      colorBgMenuItemActive: 'rgba(255,255,255,0.12)',
      colorBgMenuItemSelected: primary,
      colorTextMenuTitle: '#fff',
      colorBgCollapsedButton: '#001529',
      colorTextCollapsedButton: 'rgba(255,255,255,0.75)',
      colorTextCollapsedButtonHover: '#fff',
    },
  };
}

/**
 * The pages get antd styles of their own: antd scopes component styles by a hash of the theme,
 * and ProLayout marks its menus with that same hash, so a page's own antd Menu (same theme, other
 * colours) would restyle the layout's dark menu. An extra token changes the pages' hash, nothing else.
 */
const CONTENT_SCOPE: ThemeConfig = { token: { taktContentScope: 1 } as ThemeConfig['token'] };

function toProMenu(items: readonly LayoutMenuItem[]): MenuDataItem[] {
  return items.map((item) => ({
    key: item.key,
    path: item.path,
    name: item.name,
    ...(item.icon ? { icon: <MenuIcon name={item.icon} /> } : {}),
    ...(item.children ? { children: toProMenu(item.children) } : {}),
  }));
}

interface ConsoleShellProps {
  account: AccountInfo;
}

function ConsoleShell({ account }: ConsoleShellProps) {
  // Before any page renders: every time on them is shown in this zone.
  setTimeZones({ enterprise: account.enterpriseTimeZone, effective: account.timeZone });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const { modal } = App.useApp();
  const prefs = usePreferences();
  usePreferencesSync(true);
  const signOutMutation = useSignOut();

  // --- menus and apps --------------------------------------------------------------------------
  const index = useMemo(() => buildMenuIndex(account.menus), [account.menus]);
  const [activeApp, setActiveApp] = useState(() => pickActiveApp(account.apps, readLocal(appStorageKey(account.id))));
  const validApp = account.apps.some((app) => app.code === activeApp) ? activeApp : pickActiveApp(account.apps, null);

  const switchApp = useCallback(
    (appCode: string) => {
      if (!account.apps.some((app) => app.code === appCode)) return;
      writeLocal(appStorageKey(account.id), appCode);
      setActiveApp(appCode);
      const landing = appLanding(index, appCode);
      void navigate(landing ?? settings.homePath);
    },
    [account.apps, account.id, index, navigate],
  );

  // --- the current page ------------------------------------------------------------------------
  const pathname = normalizePath(location.pathname);
  const deepest = matches[matches.length - 1];
  const isMenuRoute = deepest?.id === MENU_ROUTE_ID;
  const entry = isMenuRoute ? findEntry(index, pathname) : null;
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle as RouteHandle | undefined)
    .find((candidate) => candidate?.titleKey || candidate?.title);
  const titleKey = handle?.titleKey ?? STATIC_TITLES[pathname];
  const pageTitle = entry?.title ?? (titleKey ? t(titleKey) : handle?.title) ?? null;
  const documentTitle = pageTitle ? `${pageTitle} - ${settings.productName}` : settings.productName;

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // A page of another app (a link, the quick search, a tab): show that app's menu.
  const entryApp = entry?.appCode ?? null;
  useEffect(() => {
    if (entryApp && entryApp !== validApp && account.apps.some((app) => app.code === entryApp)) {
      writeLocal(appStorageKey(account.id), entryApp);
      setActiveApp(entryApp);
    }
  }, [entryApp, validApp, account.apps, account.id]);

  // --- tabs --------------------------------------------------------------------------------------
  const tabbable = isMenuRoute
    ? entry !== null && (entry.kind === 'page' || entry.kind === 'iframe')
    : handle?.tab !== false;
  // Tabs kept from before a reload, minus pages this user can no longer open.
  const [tabs, setTabs] = useState(() => {
    const restored = readTabs(account.id);
    const openable = restored.tabs.filter((tab) => {
      const known = findEntry(index, tab.key);
      if (known) return known.kind === 'page' || known.kind === 'iframe';
      return Boolean(tab.titleKey ?? STATIC_TITLES[tab.key]);
    });
    return { ...restored, tabs: openable };
  });
  const [seenLocation, setSeenLocation] = useState<string | null>(null);
  // Tabs switched back on count as a new visit of the current page.
  const visit = `${location.key}:${prefs.isEnableTabs}`;
  if (prefs.isEnableTabs && tabbable && seenLocation !== visit) {
    // Derived during render, so the page mounts inside its tab on the first commit.
    setSeenLocation(visit);
    setTabs((state) =>
      openTab(state, {
        key: pathname,
        url: `${location.pathname}${location.search}${location.hash}`,
        titleKey: entry ? undefined : titleKey,
      }),
    );
  }
  useEffect(() => {
    try {
      sessionStorage.setItem(tabsStorageKey(account.id), serializeTabs(tabs));
    } catch {
      // private mode: tabs simply do not survive a reload
    }
  }, [tabs, account.id]);

  const tabTitle = useCallback(
    (tab: Tab) => {
      const known = findEntry(index, tab.key);
      if (known) return known.title;
      const key = (tab.titleKey ?? STATIC_TITLES[tab.key]) as ParseKeys | undefined;
      return key ? t(key) : tab.key;
    },
    [index, t],
  );

  const onTabAction = useCallback(
    (action: TabAction, key: string) => {
      const outcome = applyTabAction(tabs, action, key);
      setTabs(outcome.state);
      if (outcome.navigateTo) void navigate(outcome.navigateTo);
    },
    [tabs, navigate],
  );

  // --- layout state ------------------------------------------------------------------------------
  const width = useWindowWidth();
  const mode: ScreenMode = screenMode(width);
  const [collapsed, setCollapsed] = useState(() => collapsedForMode(mode));
  const [seenMode, setSeenMode] = useState(mode);
  // ProLayout closes its drawer when it enters mobile mode; spec 000 §2 keeps it open there.
  const enteringMobile = useRef(mode === 'mobile');
  if (seenMode !== mode) {
    setSeenMode(mode);
    setCollapsed(collapsedForMode(mode));
    enteringMobile.current = mode === 'mobile';
  }
  const onCollapse = useCallback((next: boolean) => {
    if (next && enteringMobile.current) {
      enteringMobile.current = false;
      return;
    }
    enteringMobile.current = false;
    setCollapsed(next);
  }, []);
  const isMobile = mode === 'mobile';
  const top = prefs.layout === 'topmenu';
  const hidden = useHeaderHidden(prefs.autoHideHeader && prefs.isFixedAppBar);
  useColourWeak(prefs.colorWeak);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const openSettings = useCallback(() => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  }, []);

  // Spec 000 §6: no menus at all → error dialog, then sign-out.
  const noMenus = hasNoMenus(index);
  const warned = useRef(false);
  useEffect(() => {
    if (!noMenus || warned.current) return;
    warned.current = true;
    modal.error({
      title: t('shell.noMenu.title'),
      content: t('shell.noMenu.content'),
      okText: t('common.signOut'),
      keyboard: false,
      maskClosable: false,
      onOk: () => signOutMutation.mutate(),
    });
  }, [noMenus, modal, t, signOutMutation]);

  const openEntry = useCallback(
    (target: MenuEntry) => {
      if (target.kind === 'outer') {
        const link = target.link ?? target.path;
        window.open(withTokenParameter(link, getToken()), '_blank', 'noopener,noreferrer');
        return;
      }
      void navigate(target.kind === 'directory' && target.redirect ? target.redirect : target.path);
    },
    [navigate],
  );

  const menuItems = useMemo(() => visibleMenu(entriesOfApp(index, validApp)), [index, validApp]);
  const proMenu = useMemo(() => toProMenu(menuItems), [menuItems]);
  const selectedKeys = useMemo(() => selectedMenuKeys(entry), [entry]);
  const darkMenu = prefs.menuStyle === 1 && prefs.theme !== 'dark';
  const token = useMemo(() => layoutToken(prefs, isMobile), [prefs, isMobile]);
  // The top layout's header, and ProLayout's own header on phones, take the menu's colours.
  const darkHeader = (top || isMobile) && darkMenu;
  const title = truncateLogoTitle(account.tenantName || settings.productName, prefs.layout);

  const shell = useMemo<ShellContextValue>(
    () => ({ account, index, activeApp: validApp, switchApp }),
    [account, index, validApp, switchApp],
  );

  const actions = (
    <HeaderActions dark={darkHeader} compact={isMobile} onOpenSettings={openSettings} onOpenPage={openEntry} />
  );
  const ownHeader = !top && !isMobile;

  const breadcrumbs = prefs.showBreadcrumb ? (
    <Breadcrumb
      className={styles.breadcrumbs}
      data-testid="breadcrumbs"
      items={[
        {
          key: 'home',
          title: (
            <Link to={settings.homePath} aria-label={t('shell.breadcrumb.home')}>
              <HomeOutlined />
            </Link>
          ),
        },
        ...(entry
          ? entryChain(entry).map((item, position, chain) => ({
              key: item.path,
              title:
                position < chain.length - 1 && item.kind !== 'directory' ? (
                  <Link to={item.path}>{item.title}</Link>
                ) : (
                  item.title
                ),
            }))
          : pageTitle
            ? [{ key: pathname, title: pageTitle }]
            : []),
      ]}
    />
  ) : null;

  return (
    <ShellContext.Provider value={shell}>
      <HubProvider>
        <Watermark />
        <ProLayout
          className={`${styles.layout} ${hidden ? styles.headerHidden : ''} ${darkMenu ? styles.darkMenu : ''} ${prefs.theme === 'dark' ? styles.pageDark : ''}`}
          layout={top ? 'top' : 'side'}
          navTheme={prefs.theme === 'dark' ? 'realDark' : 'light'}
          title={title}
          logo={<Logo size={30} />}
          fixedHeader={prefs.isFixedAppBar}
          fixSiderbar={prefs.fixedSidebar}
          contentWidth={top ? prefs.contentWidth : 'Fluid'}
          siderWidth={SIDER_WIDTH}
          collapsed={collapsed}
          onCollapse={onCollapse}
          collapsedButtonRender={false}
          disableMobile={!isMobile}
          breakpoint={false}
          location={{ pathname }}
          route={{ path: '/', children: proMenu }}
          menu={{ locale: false }}
          selectedKeys={selectedKeys}
          token={token}
          contentStyle={{ padding: 0 }}
          pageTitleRender={() => documentTitle}
          // The shell draws the one breadcrumb (below the tabs): a page's PageContainer must not add ProLayout's.
          breadcrumbRender={false}
          onMenuHeaderClick={() => void navigate(settings.homePath)}
          menuItemRender={(item, dom) => {
            const target = item.path ? index.entries.find((candidate) => candidate.path === item.path) : undefined;
            if (target?.kind === 'outer') {
              return (
                <a
                  href={target.link ?? target.path}
                  data-testid={`menu-link-${item.path}`}
                  onClick={(event) => {
                    event.preventDefault();
                    openEntry(target);
                  }}
                >
                  {dom}
                </a>
              );
            }
            return (
              <Link to={item.path ?? settings.homePath} data-testid={`menu-link-${item.path}`}>
                {dom}
              </Link>
            );
          }}
          subMenuItemRender={(item, dom) => <span data-testid={`menu-group-${item.path}`}>{dom}</span>}
          {...(top || isMobile ? { rightContentRender: () => actions } : {})}
        >
          <ConfigProvider theme={CONTENT_SCOPE}>
            {ownHeader && (
              <header
                className={`${styles.header} ${prefs.isFixedAppBar ? styles.headerFixed : ''}`}
                data-testid="console-header"
              >
                <Button
                  type="text"
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  aria-label={collapsed ? t('shell.header.expand') : t('shell.header.collapse')}
                  title={collapsed ? t('shell.header.expand') : t('shell.header.collapse')}
                  onClick={() => setCollapsed(!collapsed)}
                  data-testid="sider-toggle"
                />
                <div className={styles.spacer} />
                {actions}
              </header>
            )}
            <DeadlineBanner account={account} />
            {prefs.isEnableTabs && tabs.tabs.length > 0 && (
              <TabBar
                state={tabs}
                activeKey={pathname}
                titleOf={tabTitle}
                onSelect={(tab) => void navigate(tab.url)}
                onAction={onTabAction}
              />
            )}
            {breadcrumbs}
            <main
              className={`${styles.content} ${top && prefs.contentWidth === 'Fixed' ? styles.contentFixed : ''}`}
              data-testid="console-content"
            >
              <PageHost tabs={tabs} activeKey={pathname} keepAlive={prefs.isEnableTabs} />
            </main>
          </ConfigProvider>
        </ProLayout>
        {settingsLoaded && (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
      </HubProvider>
    </ShellContext.Provider>
  );
}

/** Spec 000 §2/§9: the subscription deadline banner, when 15 days or fewer remain. */
function DeadlineBanner({ account }: { account: AccountInfo }): ReactNode {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const [today] = useState(() => new Date());
  const status = subscriptionStatus(account, today);
  if (closed || status.kind !== 'active' || !status.warn) return null;
  return (
    <Alert
      type="warning"
      banner
      showIcon
      closable
      onClose={() => setClosed(true)}
      message={t('shell.deadline.banner', { date: status.deadline, count: status.daysLeft })}
      data-testid="deadline-banner"
    />
  );
}
