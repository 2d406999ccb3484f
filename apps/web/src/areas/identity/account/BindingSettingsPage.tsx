import { DingdingOutlined, WechatWorkOutlined } from '@ant-design/icons';
import { Avatar, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsIntro } from './SettingsIntro';

/**
 * /account/settings/binding: enterprise-WeChat and DingTalk accounts (spec 000 §3 "User").
 * Read-only: binding needs the enterprise's connection to those platforms, which does not
 * exist yet, so both show "not bound".
 */
export function BindingSettingsPage() {
  const { t } = useTranslation();
  const items = [
    {
      key: 'wechatWork',
      icon: <WechatWorkOutlined />,
      color: '#2b7bf3',
      title: t('identity.account.settings.binding.wechatWork'),
    },
    {
      key: 'dingTalk',
      icon: <DingdingOutlined />,
      color: '#1677ff',
      title: t('identity.account.settings.binding.dingTalk'),
    },
  ];
  return (
    <div style={{ maxWidth: 720 }}>
      <SettingsIntro>{t('identity.account.settings.binding.intro')}</SettingsIntro>
      <List
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            extra={<Tag data-testid={`binding-${item.key}`}>{t('identity.account.settings.binding.notBound')}</Tag>}
          >
            <List.Item.Meta
              avatar={<Avatar size={40} icon={item.icon} style={{ background: item.color }} />}
              title={item.title}
              description={t('identity.account.settings.binding.notBound')}
            />
          </List.Item>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('identity.account.settings.binding.later')}
      </Typography.Paragraph>
    </div>
  );
}
