import type { AccountInfo } from '@takt/contracts';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscriptionStatus } from '../../welcome/account-summary';
import { WithAccount } from './AccountPageState';
import { adminTypeKey } from './account-center';
import { profileOf } from './profile';
import { SettingsIntro } from './SettingsIntro';

/** /account/settings/organization: the user's enterprise, organisation and roles, read-only. */
export function OrganizationSettingsPage() {
  return <WithAccount>{(account) => <OrganizationInfo account={account} />}</WithAccount>;
}

function OrganizationInfo({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const profile = profileOf(account);
  const org = profile.organization;
  const notAssigned = (
    <Typography.Text type="secondary">{t('identity.account.settings.organization.notAssigned')}</Typography.Text>
  );
  const subscription = subscriptionStatus(account, new Date());

  const subscriptionText = (() => {
    switch (subscription.kind) {
      case 'permanent':
        return <Tag color="green">{t('welcome.permanent')}</Tag>;
      case 'active':
        return t('welcome.until', { date: subscription.deadline });
      case 'expired':
        return <Tag color="red">{t('welcome.expired', { date: subscription.deadline })}</Tag>;
      default:
        return notAssigned;
    }
  })();

  return (
    <div style={{ maxWidth: 720 }}>
      <SettingsIntro>{t('identity.account.settings.organization.intro')}</SettingsIntro>
      <Descriptions
        bordered
        column={1}
        size="middle"
        styles={{ label: { width: 180 } }}
        items={[
          {
            key: 'enterprise',
            label: t('identity.account.settings.organization.enterprise'),
            children: account.tenantName,
          },
          {
            key: 'enterpriseCode',
            label: t('identity.account.settings.organization.enterpriseCode'),
            children: account.tenantCode,
          },
          {
            key: 'organization',
            label: t('identity.account.settings.organization.organization'),
            children: <span data-testid="settings-organization">{org?.name ?? notAssigned}</span>,
          },
          {
            key: 'roles',
            label: t('identity.account.settings.organization.roles'),
            children: (
              <span data-testid="settings-roles">
                {profile.roles.length === 0 ? (
                  notAssigned
                ) : (
                  <Space size={[8, 8]} wrap>
                    {profile.roles.map((role) => (
                      <Tag key={role} color="blue">
                        {role}
                      </Tag>
                    ))}
                  </Space>
                )}
              </span>
            ),
          },
          {
            key: 'jobNumber',
            label: t('identity.account.settings.organization.jobNumber'),
            children: profile.jobNumber ?? notAssigned,
          },
          {
            key: 'userType',
            label: t('identity.account.settings.organization.userType'),
            children: t(adminTypeKey(account.adminType)),
          },
          {
            key: 'subscription',
            label: t('identity.account.settings.organization.subscription'),
            children: subscriptionText,
          },
        ]}
      />
    </div>
  );
}
