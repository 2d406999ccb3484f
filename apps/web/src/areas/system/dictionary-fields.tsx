import { ProFormText } from '@ant-design/pro-components';
import { LANGUAGES } from '@takt/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';

/** One name per interface language (`titles.<lang>`); blank means "show the name". */
export function DictTitlesFields({ max }: { max: number }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8, width: '100%', paddingInline: 8 }}>
        {t('dictionaries.common.titlesHelp')}
      </Typography.Paragraph>
      {LANGUAGES.map((language) => {
        const label = t('dictionaries.common.titleIn', { language: t(`dictionaries.common.languages.${language}`) });
        return (
          <ProFormText
            key={language}
            name={['titles', language]}
            label={label}
            colProps={{ xs: 24, sm: 12 }}
            fieldProps={{ 'data-testid': `dict-title-${language}` } as object}
            rules={[rules.tooLong(label, max)]}
          />
        );
      })}
    </>
  );
}

/** Drops blank per-language names (the server treats a missing one as "use the name"). */
export function cleanTitles(titles: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(titles ?? {})
      .filter(([, text]) => text?.trim())
      .map(([language, text]) => [language, (text as string).trim()]),
  );
}
