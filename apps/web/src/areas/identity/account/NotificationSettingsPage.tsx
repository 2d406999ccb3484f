import { App, List, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type NotificationPreferences,
  readNotificationPreferences,
  writeNotificationPreferences,
} from './notification-preferences';
import { SettingsIntro } from './SettingsIntro';

const ITEMS = ['messages', 'notices', 'todo', 'sound'] as const satisfies readonly (keyof NotificationPreferences)[];

/** /account/settings/notification: which notices the console shows (kept in this browser). */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [preferences, setPreferences] = useState(readNotificationPreferences);

  const toggle = (key: keyof NotificationPreferences, value: boolean) => {
    const next = { ...preferences, [key]: value };
    writeNotificationPreferences(next);
    setPreferences(next);
    void message.success({ content: t('identity.account.settings.saved'), key: 'notification-saved' });
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <SettingsIntro>{t('identity.account.settings.notification.intro')}</SettingsIntro>
      <List
        itemLayout="horizontal"
        dataSource={[...ITEMS]}
        renderItem={(key) => (
          <List.Item
            extra={
              <Switch
                checked={preferences[key]}
                onChange={(value) => toggle(key, value)}
                aria-label={t(`identity.account.settings.notification.${key}`)}
                data-testid={`notification-${key}`}
              />
            }
          >
            <List.Item.Meta
              title={t(`identity.account.settings.notification.${key}`)}
              description={t(`identity.account.settings.notification.${key}Hint`)}
            />
          </List.Item>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('identity.account.settings.notification.storedLocally')}
      </Typography.Paragraph>
    </div>
  );
}
