import { ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from './field-rules';

interface NameCodeFieldsProps {
  /** The inputs' test ids are `<testIdPrefix>-name` and `<testIdPrefix>-code`. */
  testIdPrefix: string;
  /** None: a record without a name (only the code is asked for). */
  nameMax?: number;
  codeMax: number;
  codePattern: RegExp;
  /** The message of a code off its pattern (default `crud.codeFormat`). */
  codeFormat?: (field: string) => string;
  /** A tooltip beside the code's label. */
  codeHelp?: string;
  /** The code is shown but cannot change (a built-in record's). */
  codeLocked?: boolean;
}

/** The required name and code pair of an add/edit form, half a row each, with the contracts' limits. */
export function NameCodeFields({
  testIdPrefix,
  nameMax,
  codeMax,
  codePattern,
  codeFormat,
  codeHelp,
  codeLocked,
}: NameCodeFieldsProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const nameLabel = t('crud.name');
  const codeLabel = t('crud.code');
  return (
    <>
      {nameMax !== undefined && (
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': `${testIdPrefix}-name` } as object}
          rules={[rules.required(nameLabel), rules.tooLong(nameLabel, nameMax)]}
        />
      )}
      <ProFormText
        name="code"
        label={codeLabel}
        tooltip={codeHelp}
        disabled={codeLocked}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ 'data-testid': `${testIdPrefix}-code` } as object}
        rules={[
          rules.required(codeLabel),
          rules.tooLong(codeLabel, codeMax),
          rules.pattern(codeLabel, codePattern, codeFormat?.(codeLabel) ?? t('crud.codeFormat', { field: codeLabel })),
        ]}
      />
    </>
  );
}
