import { PrinterOutlined } from '@ant-design/icons';
import { type LabelRecord, PRINT_COPIES_MAX, printTemplateApi, referenceApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { fetchFile } from '../../app/download';
import { callApi, isApiError } from '../../app/request';
import { readLocal, writeLocal } from '../../app/storage';

const TEMPLATE_KEY = 'station:label-template';

/** Prints a PDF through a hidden frame (the browser's print dialog), or opens it when the frame may not print. */
function printPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank');
    }
  };
  document.body.appendChild(frame);
  window.setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * The label of a box or carrier from a print template (the template remembered in this
 * browser): the package code as the serial, its quantity, the order's product and number.
 */
export function PackageLabelDialog({
  open,
  title,
  record,
  onClose,
}: {
  open: boolean;
  title: string;
  record: LabelRecord;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [templateId, setTemplateId] = useState<string | null>(() => readLocal(TEMPLATE_KEY));
  const [copies, setCopies] = useState(1);
  const [busy, setBusy] = useState(false);
  // The picker's own first page (same cache entry): empty means there is no template at all.
  const templates = useQuery({
    queryKey: ['ref-options', 'printTemplate', ''],
    queryFn: () => callApi(referenceApi.options, { query: { kind: 'printTemplate' } }),
    enabled: open,
    staleTime: 10_000,
  });
  const none = templates.data !== undefined && templates.data.length === 0;

  const print = async () => {
    if (!templateId) return;
    setBusy(true);
    try {
      const { blob } = await fetchFile(printTemplateApi.printPdf, {
        body: { id: templateId, records: [record], copies },
        language: i18n.language,
        fallbackName: `${record.serial ?? 'label'}.pdf`,
      });
      printPdf(blob);
      onClose();
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('stations.encasement.printPdf')}
      okButtonProps={{ icon: <PrinterOutlined />, disabled: !templateId, loading: busy, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      onOk={() => void print()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('stations.encasement.template')}
          extra={none ? t('stations.encasement.noTemplate') : undefined}
        >
          <RefSelect
            kind="printTemplate"
            size="large"
            value={templateId}
            onChange={(next) => {
              const id = typeof next === 'string' ? next : null;
              setTemplateId(id);
              if (id) writeLocal(TEMPLATE_KEY, id);
            }}
          />
        </Form.Item>
        <Form.Item label={t('stations.encasement.copies')}>
          <InputNumber
            size="large"
            min={1}
            max={PRINT_COPIES_MAX}
            value={copies}
            onChange={(value) => setCopies(value ?? 1)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
