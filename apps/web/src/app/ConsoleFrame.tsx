import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAccountInfo, useSignOut } from '../areas/auth/hooks';
import { LanguageDropdown } from './components/LanguageDropdown';
import { Logo } from './components/Logo';
import { settings } from './settings';

/**
 * Frame of every signed-in page for now: a header bar (logo, language, user) above the page.
 * The console shell issue replaces it with ProLayout (menus, tabs, notices), keeping this
 * route's place in the router: pages below it do not change.
 */
export function ConsoleFrame() {
  const { t } = useTranslation();
  const account = useAccountInfo();
  const signOut = useSignOut();
  const name = account.data?.name ?? '';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: 55,
          lineHeight: '55px',
          paddingInline: 24,
          background: '#fff',
          borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Logo size={30} />
        <Typography.Text strong style={{ fontSize: 17 }}>
          {settings.productName}
        </Typography.Text>
        <div style={{ flex: 1 }} />
        <LanguageDropdown />
        {name && (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('common.signOut') }],
              onClick: ({ key }) => {
                if (key === 'logout') signOut.mutate();
              },
            }}
          >
            <Space style={{ cursor: 'pointer' }} data-testid="current-user">
              <Avatar size="small" src={account.data?.avatar || undefined} icon={<UserOutlined />} />
              <span>{name}</span>
            </Space>
          </Dropdown>
        )}
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
