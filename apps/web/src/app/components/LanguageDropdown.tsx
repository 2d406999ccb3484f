import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage } from '@takt/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_LABELS, SUPPORTED_LANGUAGES } from '../i18n';
import { settings } from '../settings';

interface LanguageDropdownProps {
  /** Colours for a dark background (login page). */
  inverted?: boolean;
}

/** Spec 000 §1/§2: shown only when multi-language is enabled. */
export function LanguageDropdown({ inverted = false }: LanguageDropdownProps) {
  const { t, i18n } = useTranslation();
  if (!settings.multiLanguage) return null;
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: SUPPORTED_LANGUAGES.map((code) => ({
          key: code,
          label: <span lang={code}>{LANGUAGE_LABELS[code]}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key) && key !== language) void changeLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('common.language')}
        title={t('common.language')}
        data-testid="language-switch"
        style={inverted ? { color: 'rgba(255, 255, 255, 0.88)' } : undefined}
      >
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
