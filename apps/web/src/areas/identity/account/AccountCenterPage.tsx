import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  IdcardOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type AccountInfo, AdminType } from '@takt/contracts';
import { Avatar, Button, Card, Col, Divider, Empty, List, Row, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { maskPhone } from '../../../app/format';
import { WithAccount } from './AccountPageState';
import { adminTypeKey, countMenuPages } from './account-center';
import { pictureSrc } from './picture-src';
import { profileOf } from './profile';

/** /account/center (spec 000 §2 "personal centre"): who I am, where, and with what access. */
export function AccountCenterPage() {
  return <WithAccount>{(account) => <AccountCenter account={account} />}</WithAccount>;
}

function InfoRow({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div style={{ display: 'flex', gap: 10, alignItems: 'baseline', padding: '6px 0' }}>
      <span style={{ color: 'rgba(0,0,0,0.45)', width: 16, flex: 'none' }} aria-hidden="true">
        {icon}
      </span>
      <span style={{ color: 'rgba(0,0,0,0.45)', minWidth: 80, flex: 'none' }}>{label}</span>
      <span style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function AccountCenter({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = profileOf(account);
  const notSet = <Typography.Text type="secondary">{t('common.notSet')}</Typography.Text>;
  const superAdmin = account.adminType === AdminType.SUPER_ADMIN;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={9} xl={8} xxl={6}>
        <Card variant="borderless">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={96} src={pictureSrc(account.avatar)} icon={<UserOutlined />} />
            <Typography.Title level={4} style={{ margin: '12px 0 4px' }} data-testid="center-name">
              {profile.name}
            </Typography.Title>
            {profile.nickname && <Typography.Text type="secondary">{profile.nickname}</Typography.Text>}
            <div style={{ marginTop: 8 }}>
              <Tag color={superAdmin ? 'gold' : account.adminType === AdminType.ENTERPRISE_ADMIN ? 'blue' : 'default'}>
                {t(adminTypeKey(account.adminType))}
              </Tag>
            </div>
          </div>
          <InfoRow
            icon={<UserOutlined />}
            label={t('identity.account.center.account')}
            value={account.account}
            testId="center-account"
          />
          <InfoRow icon={<BankOutlined />} label={t('identity.account.center.enterprise')} value={account.tenantName} />
          <InfoRow
            icon={<ApartmentOutlined />}
            label={t('identity.account.center.organization')}
            value={profile.organization?.name ?? notSet}
          />
          <InfoRow
            icon={<IdcardOutlined />}
            label={t('identity.account.center.jobNumber')}
            value={profile.jobNumber ?? notSet}
          />
          <InfoRow
            icon={<PhoneOutlined />}
            label={t('identity.account.center.phone')}
            value={profile.phone ? maskPhone(profile.phone) : notSet}
            testId="center-phone"
          />
          <InfoRow icon={<MailOutlined />} label={t('identity.account.center.email')} value={profile.email ?? notSet} />
          <InfoRow
            icon={<TeamOutlined />}
            label={t('identity.account.center.roles')}
            value={
              profile.roles.length === 0 ? (
                notSet
              ) : (
                <Space size={[4, 4]} wrap>
                  {profile.roles.map((role) => (
                    <Tag key={role} style={{ marginInlineEnd: 0 }}>
                      {role}
                    </Tag>
                  ))}
                </Space>
              )
            }
            testId="center-roles"
          />
          <Divider style={{ margin: '16px 0' }} />
          <Row gutter={8}>
            <Col flex="1">
              <Statistic title={t('identity.account.center.stats.roles')} value={profile.roles.length} />
            </Col>
            <Col flex="1">
              <Statistic title={t('identity.account.center.stats.permissions')} value={account.permissions.length} />
            </Col>
            <Col flex="1">
              <Statistic title={t('identity.account.center.stats.apps')} value={account.apps.length} />
            </Col>
            <Col flex="1">
              <Statistic title={t('identity.account.center.stats.menus')} value={countMenuPages(account.menus)} />
            </Col>
          </Row>
          <Divider style={{ margin: '16px 0' }} />
          <Button block icon={<SettingOutlined />} onClick={() => void navigate('/account/settings/base')}>
            {t('identity.account.center.settings')}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16} xxl={18}>
        <Card variant="borderless" styles={{ body: { paddingTop: 8 } }}>
          <Tabs
            items={[
              {
                key: 'apps',
                label: (
                  <Space size={6}>
                    <AppstoreOutlined />
                    {t('identity.account.center.apps')}
                  </Space>
                ),
                children:
                  account.apps.length === 0 ? (
                    <Empty description={t('identity.account.center.appsEmpty')} />
                  ) : (
                    <List
                      grid={{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 3 }}
                      dataSource={account.apps}
                      renderItem={(app) => (
                        <List.Item>
                          <Card size="small" hoverable={false}>
                            <Card.Meta
                              avatar={
                                <Avatar shape="square" icon={<AppstoreOutlined />} style={{ background: '#1890ff' }} />
                              }
                              title={app.name}
                              description={
                                <Space size={8} wrap>
                                  <span>{app.code}</span>
                                  {app.isActive && <Tag color="blue">{t('identity.account.center.current')}</Tag>}
                                </Space>
                              }
                            />
                          </Card>
                        </List.Item>
                      )}
                    />
                  ),
              },
              {
                key: 'permissions',
                label: (
                  <Space size={6}>
                    <SafetyCertificateOutlined />
                    {t('identity.account.center.permissions')}
                  </Space>
                ),
                children: superAdmin ? (
                  <Typography.Paragraph type="secondary">
                    {t('identity.account.center.allPermissionsNote')}
                  </Typography.Paragraph>
                ) : account.permissions.length === 0 ? (
                  <Empty description={t('identity.account.center.permissionsEmpty')} />
                ) : (
                  <Space size={[8, 8]} wrap>
                    {[...account.permissions].sort().map((code) => (
                      <Tag key={code}>{code}</Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
