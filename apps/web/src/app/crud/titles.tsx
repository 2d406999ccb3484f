import { ProFormText } from '@ant-design/pro-components';
import { LANGUAGES } from '@takt/contracts';
import { Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../i18n';
import { useFieldRules } from './field-rules';

/** One name per interface language (`titles.<lang>`), blank meaning "show the name". */
export function TitlesFields({ max }: { max: number }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <>
      <Col span={24}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('crud.titlesHelp')}
        </Typography.Paragraph>
      </Col>
      {LANGUAGES.map((language) => {
        const label = t('crud.titleIn', { language: LANGUAGE_LABELS[language] });
        return (
          <ProFormText
            key={language}
            name={['titles', language]}
            label={label}
            colProps={{ xs: 24, sm: 12 }}
            fieldProps={{ 'data-testid': `titles-${language}` } as object}
            rules={[rules.tooLong(label, max)]}
          />
        );
      })}
    </>
  );
}

/** The per-language names to send: blank ones dropped (the server shows the name for them). */
export function cleanTitles(titles: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(titles ?? {})
      .filter(([, text]) => text?.trim())
      .map(([language, text]) => [language, (text as string).trim()]),
  );
}
