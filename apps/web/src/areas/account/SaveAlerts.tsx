import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Above a settings form: saving not available yet (the route is missing), or the save failed. */
export function SaveAlerts({ notAvailable, formError }: { notAvailable: boolean; formError?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {notAvailable && (
        <Alert
          type="info"
          showIcon
          message={t('account.settings.notAvailable')}
          style={{ marginBottom: 24 }}
          data-testid="settings-not-available"
        />
      )}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 24 }} />}
    </>
  );
}
