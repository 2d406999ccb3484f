import { ModalForm } from '@ant-design/pro-components';
import {
  PRINT_TEMPLATE_CODE_MAX,
  PRINT_TEMPLATE_CODE_PATTERN,
  PRINT_TEMPLATE_NAME_MAX,
  type PrintTemplate,
  printTemplateApi,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { callApi } from '../../app/request';

/** Copies a template (design, paper and printer) under a new code and name. */
export function CopyTemplateModal({
  template,
  onClose,
  onCopied,
}: {
  template: PrintTemplate;
  onClose: () => void;
  onCopied: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalForm<{ name: string; code: string }>
      open
      grid
      rowProps={{ gutter: 16 }}
      width={520}
      title={t('labels.template.copyTitle', { name: template.name })}
      initialValues={{
        name: `${template.name}`.slice(0, PRINT_TEMPLATE_NAME_MAX),
        code: `${template.code}-2`.slice(0, PRINT_TEMPLATE_CODE_MAX),
      }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (values) => {
        await callApi(printTemplateApi.copy, {
          body: { id: template.id, name: values.name.trim(), code: values.code.trim() },
        });
        onCopied();
        return true;
      }}
    >
      <NameCodeFields
        testIdPrefix="print-template-copy"
        nameMax={PRINT_TEMPLATE_NAME_MAX}
        codeMax={PRINT_TEMPLATE_CODE_MAX}
        codePattern={PRINT_TEMPLATE_CODE_PATTERN}
      />
    </ModalForm>
  );
}
