import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreferencesForm } from './PreferencesForm';

/**
 * /account/settings/clientTheme (spec 000 §2): the user's personalization, the same form as the
 * header's settings drawer. It renders inside the account area's settings frame, which shows
 * the page's title.
 */
export function ClientThemePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="client-theme-page">
      <Typography.Paragraph type="secondary">{t('preferences.pageIntro')}</Typography.Paragraph>
      <PreferencesForm />
    </div>
  );
}
