import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, type Language } from '@takt/contracts';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_LABELS, SUPPORTED_LANGUAGES } from '../i18n';
import { LANGUAGE_RELOAD_DELAY_MS, switchLanguage } from '../language-switch';
import { settings } from '../settings';

interface LanguageDropdownProps {
  /** Colours for a dark background (login page, dark header). */
  inverted?: boolean;
  /** Multi-language flag (tenant page settings when known); default: the settings file's. */
  enabled?: boolean;
  /** Icon only (the console header). */
  compact?: boolean;
}

/**
 * The language menu (spec 000 §1/§2: shown only when multi-language is enabled). Choosing a
 * language saves it (on the server when signed in) and reloads the page (spec 000 §4).
 */
export function LanguageDropdown({
  inverted = false,
  enabled = settings.multiLanguage,
  compact = false,
}: LanguageDropdownProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [switching, setSwitching] = useState(false);
  if (!enabled) return null;
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const choose = async (next: Language) => {
    setSwitching(true);
    try {
      const outcome = await switchLanguage(next);
      if (outcome === 'saved') {
        void message.success({
          content: t('shell.language.switched', { language: LANGUAGE_LABELS[next] }),
          duration: LANGUAGE_RELOAD_DELAY_MS / 1000 + 1,
          key: 'language-switch',
        });
      }
    } catch {
      // The request client has shown why; stay in the current language.
      setSwitching(false);
      void message.error({ content: t('shell.language.failed'), key: 'language-switch' });
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      disabled={switching}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: SUPPORTED_LANGUAGES.map((code) => ({
          key: code,
          label: (
            <span lang={code} data-testid={`language-option-${code}`}>
              {LANGUAGE_LABELS[code]}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          if (isLanguage(key) && key !== language) void choose(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        loading={switching}
        aria-label={t('common.language')}
        title={t('common.language')}
        data-testid="language-switch"
        style={inverted ? { color: 'rgba(255, 255, 255, 0.88)' } : { color: 'inherit' }}
      >
        {compact ? null : LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
