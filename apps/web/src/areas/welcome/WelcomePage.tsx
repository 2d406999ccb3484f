import { LogoutOutlined } from '@ant-design/icons';
import { type AccountInfo, AdminType, Permissions } from '@takt/contracts';
import { Button, Card, Col, Descriptions, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAccess } from '../../app/access/access';
import { PageLoading } from '../../app/components/PageLoading';
import { maskPhone } from '../../app/format';
import { useShell } from '../../app/layout/shell-context';
import { usePageSettings } from '../../app/page-settings';
import { pictureSrc } from '../identity/account/picture-src';
import { useAccountInfo, useSignOut } from '../identity/hooks';
import { effectiveHome } from '../preferences/home';
import { usePreferences } from '../preferences/store';
import { adminTypeLabel, subscriptionStatus } from './account-summary';
import { greetingPeriod } from './greeting';
import { TodayOnLines } from './TodayOnLines';

const MonthBarChart = lazy(() => import('./MonthBarChart'));

/**
 * The home console (spec 000 §2 /welcome): today on the user's lines (their output and open
 * work orders, for those who may list work orders), then who is signed in, for which enterprise.
 */
export function WelcomePage() {
  const account = useAccountInfo();
  const signOut = useSignOut();

  if (account.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  // Spec 000 §7: any failure of the session info signs out (the console layout does it) and
  // comes back here after signing in again.
  if (account.isError) return <PageLoading />;

  return <WelcomeContent account={account.data} signingOut={signOut.isPending} onSignOut={() => signOut.mutate()} />;
}

interface WelcomeContentProps {
  account: AccountInfo;
  signingOut: boolean;
  onSignOut: () => void;
}

function WelcomeContent({ account, signingOut, onSignOut }: WelcomeContentProps) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  // The app the console shows (the header's app switcher), not only the server's default.
  const { activeApp } = useShell();
  const preferences = usePreferences();
  const pageSettings = usePageSettings();
  const greeting = t(`welcome.greeting.${greetingPeriod(now)}`);
  const subscription = subscriptionStatus(account, now);
  const adminType = adminTypeLabel(account.adminType);
  // The console's subscription banner (layout) warns when the deadline is near.
  const home = effectiveHome(preferences, pageSettings.data);
  const notSet = <Typography.Text type="secondary">{t('common.notSet')}</Typography.Text>;
  const seesProduction = createAccess(account)(Permissions.work.workOrder.page);

  const subscriptionText = (() => {
    switch (subscription.kind) {
      case 'permanent':
        return <Tag color="green">{t('welcome.permanent')}</Tag>;
      case 'active':
        return (
          <span>
            {t('welcome.until', { date: subscription.deadline })}{' '}
            <Tag color={subscription.warn ? 'orange' : 'blue'}>
              {t('welcome.daysLeft', { count: subscription.daysLeft })}
            </Tag>
          </span>
        );
      case 'expired':
        return <Tag color="red">{t('welcome.expired', { date: subscription.deadline })}</Tag>;
      default:
        return notSet;
    }
  })();

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 16 }}>
      {home.mode === 'picture' && home.picture && (
        <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }} data-testid="home-picture">
          <img
            src={pictureSrc(home.picture)}
            alt={account.tenantName}
            style={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'cover' }}
          />
        </Card>
      )}

      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
          <div style={{ flex: 1, minWidth: 260 }}>
            <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }} data-testid="greeting">
              {t('welcome.greetingLine', { greeting, name: account.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {account.tenantName} ({account.tenantCode}) ·{' '}
              {t(`welcome.adminTypes.${adminType}`, { value: account.adminType })}
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t(seesProduction ? 'welcome.intro' : 'welcome.introAccount')}
            </Typography.Paragraph>
          </div>
          <Button icon={<LogoutOutlined />} loading={signingOut} onClick={onSignOut} data-testid="logout">
            {t('common.signOut')}
          </Button>
        </div>
      </Card>

      {seesProduction && <TodayOnLines />}

      {/* The platform runs no production of its own. */}
      {account.adminType !== AdminType.SUPER_ADMIN && (
        <Suspense fallback={<Card size="small" loading />}>
          <MonthBarChart />
        </Suspense>
      )}

      <Row gutter={[16, 16]} align="top">
        <Col xs={24} lg={14}>
          <Card title={t('welcome.profile')} size="small">
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" data-testid="account-details">
              <Descriptions.Item label={t('welcome.account')}>{account.account}</Descriptions.Item>
              <Descriptions.Item label={t('welcome.adminType')}>
                {t(`welcome.adminTypes.${adminType}`, { value: account.adminType })}
              </Descriptions.Item>
              <Descriptions.Item label={t('welcome.tenant')}>{account.tenantName}</Descriptions.Item>
              <Descriptions.Item label={t('welcome.tenantCode')}>{account.tenantCode}</Descriptions.Item>
              <Descriptions.Item label={t('welcome.jobNumber')}>
                {account.employeeInfo.jobNumber || notSet}
              </Descriptions.Item>
              <Descriptions.Item label={t('welcome.phone')}>{maskPhone(account.phone) || notSet}</Descriptions.Item>
              <Descriptions.Item label={t('welcome.subscription')} span={2}>
                {subscriptionText}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('welcome.apps')} size="small" data-testid="home-apps">
            {account.apps.length === 0 ? (
              <Typography.Text type="secondary">{t('welcome.noApps')}</Typography.Text>
            ) : (
              <Space size={[8, 8]} wrap>
                {account.apps.map((app) => (
                  <Tag key={app.code} color={app.code === activeApp ? 'blue' : undefined} title={app.code}>
                    {app.name}
                    {app.code === activeApp ? ` · ${t('welcome.appActive')}` : ''}
                  </Tag>
                ))}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
