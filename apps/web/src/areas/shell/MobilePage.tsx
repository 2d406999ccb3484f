import { DesktopOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Permissions } from '@takt/contracts';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { Logo } from '../../app/components/Logo';
import { loginUrl } from '../../app/redirect';
import { isSignedIn } from '../../app/session';
import { settings } from '../../app/settings';
import { MobileAndonCalls } from '../andon/floor/MobileAndonCalls';
import { useAccountInfo, useSignOut } from '../identity/hooks';
import { MyMessages } from './mobile/MyMessages';
import { OrderLookup } from './mobile/OrderLookup';
import { SerialLookup } from './mobile/SerialLookup';

/**
 * Spec 000 §2 /mobile: where phones are sent. It offers what a person on the floor needs on a
 * phone: the andon calls waiting for them (accept, arrive, resolve), a serial's trace, a work
 * order's progress, their messages, and signing out. Each part shows only with its permission.
 */
export function MobilePage() {
  const { t } = useTranslation();
  const signedIn = isSignedIn();
  const account = useAccountInfo();
  const can = useAccess();
  const signOut = useSignOut();

  return (
    <div data-testid="mobile-page" style={{ maxWidth: 560, margin: '0 auto', padding: 12 }}>
      <Space align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space align="center">
          <Logo size={32} />
          <Typography.Text strong>{settings.productName}</Typography.Text>
        </Space>
        {signedIn ? (
          <Button
            icon={<LogoutOutlined />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
            data-testid="logout"
          >
            {t('common.signOut')}
          </Button>
        ) : (
          <Button type="primary" icon={<LoginOutlined />} href={loginUrl(settings.mobilePath)}>
            {t('shell.mobile.signIn')}
          </Button>
        )}
      </Space>
      {signedIn ? (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {account.data && (
            <Typography.Text type="secondary" data-testid="mobile-user">
              {t('shell.mobile.signedInAs', { name: account.data.name, enterprise: account.data.tenantName })}
            </Typography.Text>
          )}
          {can(Permissions.andon.monitor.page) && <MobileAndonCalls />}
          {can(Permissions.trace.product.page) && <SerialLookup />}
          {can(Permissions.work.workOrder.page) && <OrderLookup />}
          <MyMessages />
        </Space>
      ) : (
        <Typography.Paragraph>{t('shell.mobile.signedOut')}</Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        <DesktopOutlined /> {t('shell.mobile.desktop')}
      </Typography.Paragraph>
    </div>
  );
}
