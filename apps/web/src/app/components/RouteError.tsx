import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { settings } from '../settings';

/**
 * Last line of defence for a route: most often a page chunk that no longer exists after a
 * deployment. Offers a reload (which fetches the new chunks) and the way home.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}
    >
      <Space direction="vertical" align="center" size="large">
        <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
          {t('app.chunkError')}
        </Typography.Title>
        <Space>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          <Button href={settings.homePath}>{t('app.goHome')}</Button>
        </Space>
      </Space>
    </div>
  );
}
