import { DesktopOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../app/components/Logo';
import { isSignedIn } from '../../app/session';
import { settings } from '../../app/settings';
import { useSignOut } from '../auth/hooks';

/**
 * Spec 000 §2 /mobile: where phones are sent. The console is made for desktops and tablets; on
 * the shop floor the station app does the work.
 */
export function MobilePage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const signedIn = isSignedIn();

  return (
    <div
      data-testid="mobile-page"
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}
    >
      <Result
        icon={<Logo size={64} />}
        title={settings.productName}
        subTitle={
          <Space direction="vertical" size={12} style={{ textAlign: 'left', maxWidth: 360 }}>
            <Typography.Text strong>{t('shell.mobile.heading')}</Typography.Text>
            <Typography.Text>
              <DesktopOutlined /> {t('shell.mobile.desktop')}
            </Typography.Text>
            <Typography.Text>
              <MobileOutlined /> {t('shell.mobile.station')}
            </Typography.Text>
          </Space>
        }
        extra={
          signedIn ? (
            <Button
              icon={<LogoutOutlined />}
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
              data-testid="logout"
            >
              {t('common.signOut')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
