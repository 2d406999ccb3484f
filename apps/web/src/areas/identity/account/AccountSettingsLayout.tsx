import { Card, Grid, Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

/** The settings pages, in menu order; clientTheme is the shell's page, listed here too. */
export const SETTINGS_KEYS = ['base', 'security', 'organization', 'binding', 'notification', 'clientTheme'] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

export function settingsKeyOf(pathname: string): SettingsKey | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (SETTINGS_KEYS as readonly string[]).includes(last ?? '') ? (last as SettingsKey) : null;
}

/**
 * /account/settings (spec 000 §2): the settings menu on the left (on top on narrow screens),
 * the chosen page on the right under its title.
 */
export function AccountSettingsLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const current = settingsKeyOf(pathname) ?? 'base';

  return (
    <Card variant="borderless" styles={{ body: { padding: narrow ? '8px 0' : '16px 0' } }}>
      <div style={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', width: '100%' }}>
        <nav
          aria-label={t('identity.account.settings.menuTitle')}
          style={narrow ? undefined : { width: 224, flex: 'none' }}
        >
          <Menu
            mode={narrow ? 'horizontal' : 'inline'}
            selectedKeys={[current]}
            style={{ height: '100%', borderInlineEnd: narrow ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}
            items={SETTINGS_KEYS.map((key) => ({
              key,
              label: <span data-testid={`settings-menu-${key}`}>{t(`identity.account.route.${key}`)}</span>,
            }))}
            onClick={({ key }) => void navigate(`/account/settings/${key}`)}
          />
        </nav>
        <div style={{ flex: 1, minWidth: 0, padding: narrow ? '16px 16px 8px' : '8px 40px 16px' }}>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }} data-testid="settings-title">
            {t(`identity.account.route.${current}`)}
          </Typography.Title>
          <Outlet />
        </div>
      </div>
    </Card>
  );
}
