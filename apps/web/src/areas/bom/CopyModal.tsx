import { ModalForm } from '@ant-design/pro-components';
import { App, Col, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import type { CopyModalProps } from './EditCopyResourcePage';

/** The new code and name a copy is saved under, trimmed. */
export interface CopyNames {
  code: string;
  name: string;
}

/**
 * The copy dialog of the BOM and scan-configuration lists: a new code (the record's with `-COPY`)
 * and name, then the page's own fields (`children`, their values starting at `initial`); `copy`
 * sends them.
 */
export function CopyModal<R extends { id: string; code: string; name: string }, V extends Record<string, unknown>>({
  row,
  onClose,
  onCopied,
  title,
  help,
  testIdPrefix,
  limits,
  initial,
  copy,
  children,
}: CopyModalProps<R> & {
  title: string;
  help: string;
  /** The name and code inputs' test ids are `<testIdPrefix>-name` and `<testIdPrefix>-code`. */
  testIdPrefix: string;
  limits: { codeMax: number; nameMax: number; codePattern: RegExp };
  initial: V;
  copy: (names: CopyNames, values: V) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ModalForm<CopyNames & V>
      title={title}
      open
      width={560}
      grid
      rowProps={{ gutter: 16 }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={{ code: `${row.code}-COPY`.slice(0, limits.codeMax), name: row.name, ...initial }}
      onFinish={async (values) => {
        await copy({ code: values.code.trim(), name: values.name.trim() }, values);
        message.success(t('bom.copied'));
        onCopied();
        return true;
      }}
    >
      <Col span={24}>
        <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      </Col>
      <NameCodeFields testIdPrefix={testIdPrefix} {...limits} />
      {children}
    </ModalForm>
  );
}
