import { ProFormText } from '@ant-design/pro-components';
import { LANGUAGES } from '@takt/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Form rules in the dictionaries section's words, limits from the contracts. */
export function useDictRules() {
  const { t } = useTranslation();
  return {
    required: (field: string) => ({
      required: true,
      whitespace: true,
      message: t('crud.required', { field }),
    }),
    max: (field: string, max: number) => ({ max, message: t('crud.tooLong', { field, max }) }),
    between: (field: string, min: number, max: number) => ({
      min,
      max,
      message: t('dictionaries.common.lengthBetween', { field, min, max }),
    }),
    pattern: (field: string, pattern: RegExp) => ({
      pattern,
      message: t('crud.badFormat', { field }),
    }),
  };
}

/** One name per interface language (`titles.<lang>`); blank means "show the name". */
export function DictTitlesFields({ max }: { max: number }) {
  const { t } = useTranslation();
  const rules = useDictRules();
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
            rules={[rules.max(label, max)]}
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
