import {
  AppstoreOutlined,
  CheckOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  SearchOutlined,
  SettingOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Select, Space, Tooltip } from 'antd';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pictureSrc } from '../../areas/identity/account/picture-src';
import { useSignOut } from '../../areas/identity/hooks';
import { LanguageDropdown } from '../components/LanguageDropdown';
import { usePageSettings } from '../page-settings';
import { settings } from '../settings';
import styles from './ConsoleLayout.module.css';
import { type MenuEntry, searchableEntries } from './menu';
import { QUICK_SEARCH_DEBOUNCE_MS, type QuickSearchHit, searchMenuPages } from './quick-search';
import { useShell } from './shell-context';

// The notice bell of the messages area, once it exists.
const bellModules = import.meta.glob<{ NoticeBell?: ComponentType }>('../../areas/messages/NoticeBell.tsx', {
  eager: true,
});
const NoticeBell = Object.values(bellModules)[0]?.NoticeBell ?? null;

interface HeaderActionsProps {
  /** On a dark header (top-menu layout with the dark menu style). */
  dark: boolean;
  /** Small screens: icons only, no search field. */
  compact: boolean;
  onOpenSettings: () => void;
  onOpenPage: (entry: MenuEntry) => void;
}

/**
 * The right side of the header (spec 000 §2): app switcher, quick-jump search, notice bell,
 * fullscreen, language, user menu, and the gear that opens the page-style settings.
 */
export function HeaderActions({ dark, compact, onOpenSettings, onOpenPage }: HeaderActionsProps) {
  const { t } = useTranslation();
  const pageSettings = usePageSettings();
  const multiLanguage = pageSettings.data?.multiLanguage ?? settings.multiLanguage;
  return (
    <div className={`${styles.actions} ${dark ? styles.actionsDark : ''}`} data-testid="header-actions">
      <AppSwitcher compact={compact} />
      {!compact && <QuickSearch onPick={onOpenPage} />}
      {NoticeBell && <NoticeBell />}
      <FullscreenToggle />
      <LanguageDropdown compact enabled={multiLanguage} />
      <UserMenu compact={compact} />
      <Tooltip title={t('shell.header.settings')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('shell.header.settings')}
          onClick={onOpenSettings}
          data-testid="settings-open"
          className={styles.actionButton}
        />
      </Tooltip>
    </div>
  );
}

function AppSwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { account, activeApp, switchApp } = useShell();
  if (account.apps.length === 0) return null;
  const current = account.apps.find((app) => app.code === activeApp);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: activeApp ? [activeApp] : [],
        items: account.apps.map((app) => ({
          key: app.code,
          label: <span data-testid={`app-option-${app.code}`}>{app.name}</span>,
        })),
        onClick: ({ key }) => switchApp(key),
      }}
    >
      <Button
        type="text"
        icon={<AppstoreOutlined />}
        title={t('shell.header.switchApp')}
        aria-label={t('shell.header.switchApp')}
        data-testid="app-switcher"
        className={styles.actionButton}
      >
        {compact ? null : <span className={styles.appName}>{current?.name ?? t('shell.header.apps')}</span>}
      </Button>
    </Dropdown>
  );
}

function QuickSearch({ onPick }: { onPick: (entry: MenuEntry) => void }) {
  const { t } = useTranslation();
  const { index } = useShell();
  const entries = useMemo(() => searchableEntries(index), [index]);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<QuickSearchHit[]>([]);

  // Spec 000 §9: debounced 300 ms.
  useEffect(() => {
    const timer = setTimeout(() => setHits(searchMenuPages(entries, query)), QUICK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [entries, query]);

  return (
    <Select<string>
      showSearch
      value={null}
      className={styles.search}
      placeholder={
        <span>
          <SearchOutlined /> {t('shell.search.placeholder')}
        </span>
      }
      searchValue={query}
      onSearch={setQuery}
      filterOption={false}
      suffixIcon={null}
      popupMatchSelectWidth={320}
      notFoundContent={query.trim() ? t('shell.search.empty') : null}
      options={hits.map((hit) => ({
        value: hit.key,
        label: (
          <div data-testid="quick-search-option" data-path={hit.entry.path}>
            <div>{hit.entry.title}</div>
            {hit.trail.length > 0 && <div className={styles.searchTrail}>{hit.trail.join(' / ')}</div>}
          </div>
        ),
      }))}
      onChange={(key) => {
        const hit = hits.find((candidate) => candidate.key === key);
        setQuery('');
        setHits([]);
        if (hit) onPick(hit.entry);
      }}
      aria-label={t('shell.search.placeholder')}
      data-testid="quick-search"
    />
  );
}

function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const unsupported = () => void message.warning(t('shell.header.fullscreenUnsupported'));
  const toggle = () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      unsupported();
      return;
    }
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(unsupported);
  };
  const label = full ? t('shell.header.exitFullscreen') : t('shell.header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        onClick={toggle}
        data-testid="fullscreen-toggle"
        className={styles.actionButton}
      />
    </Tooltip>
  );
}

function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { account, activeApp, switchApp } = useShell();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          ...(account.apps.length > 0
            ? [
                {
                  key: 'switch-app',
                  icon: <SwapOutlined />,
                  label: <span data-testid="user-menu-switch-app">{t('shell.header.switchApp')}</span>,
                  children: account.apps.map((app) => ({
                    key: `app:${app.code}`,
                    label: <span data-testid={`user-menu-app-${app.code}`}>{app.name}</span>,
                    icon: app.code === activeApp ? <CheckOutlined /> : <span style={{ width: 14 }} />,
                  })),
                },
              ]
            : []),
          {
            key: 'center',
            icon: <UserOutlined />,
            label: <span data-testid="user-menu-center">{t('shell.header.personalCenter')}</span>,
          },
          { type: 'divider' as const },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span data-testid="user-menu-logout">{t('common.signOut')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'center') void navigate('/account/center');
          else if (key === 'logout') signOut.mutate();
          else if (key.startsWith('app:')) switchApp(key.slice(4));
        },
      }}
    >
      <Space className={styles.user} data-testid="current-user" role="button" tabIndex={0}>
        <Avatar size="small" src={pictureSrc(account.avatar)} icon={<UserOutlined />} />
        {!compact && <span className={styles.userName}>{account.name}</span>}
      </Space>
    </Dropdown>
  );
}
