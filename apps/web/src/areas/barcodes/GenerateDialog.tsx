import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import {
  BARCODE_GENERATE_MAX,
  BARCODE_INPUT_MAX,
  type BarcodeBatchDetail,
  type BarcodeRule,
  barcodeRuleApi,
  ruleInputs,
} from '@takt/contracts';
import { App, Button, Descriptions, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../app/download';
import { callApi } from '../../app/request';
import { formatTime } from '../../app/time';
import { codesCsv, codesText } from './element-list';

/** The codes of one generation: copy, Excel export (server) and CSV (browser). */
export function BatchCodes({ batch }: { batch: BarcodeBatchDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const saveCsv = () => {
    const blob = new Blob([`\uFEFF${codesCsv(t('barcodes.batches.codes'), batch.codes)}`], {
      type: 'text/csv;charset=utf-8',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `barcodes-${batch.ruleCode}-${batch.id}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('barcodes.batches.count')}>{batch.count}</Descriptions.Item>
        <Descriptions.Item label={t('barcodes.batches.at')}>{formatTime(batch.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('barcodes.batches.first')}>{batch.firstCode}</Descriptions.Item>
        <Descriptions.Item label={t('barcodes.batches.last')}>{batch.lastCode}</Descriptions.Item>
      </Descriptions>
      <Input.TextArea
        readOnly
        value={batch.codes.join('\n')}
        autoSize={{ minRows: 4, maxRows: 14 }}
        style={{ fontFamily: 'monospace' }}
        data-testid="barcode-generated-codes"
      />
      <Space>
        <Button
          icon={<CopyOutlined />}
          data-testid="barcode-codes-copy"
          onClick={async () => {
            await navigator.clipboard.writeText(codesText(batch.codes));
            message.success(t('barcodes.generate.copied'));
          }}
        >
          {t('barcodes.generate.copy')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          data-testid="barcode-codes-xlsx"
          onClick={async () => {
            try {
              await downloadFile(barcodeRuleApi.batchExport, {
                query: { id: batch.id },
                language: i18n.language,
                fallbackName: `barcodes-${batch.ruleCode}.xlsx`,
              });
            } catch (error) {
              message.error((error as Error).message);
            }
          }}
        >
          {t('barcodes.generate.exportXlsx')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={saveCsv}>
          {t('barcodes.generate.exportCsv')}
        </Button>
      </Space>
    </Space>
  );
}

interface GenerateValues extends Record<string, unknown> {
  count: number;
  productCode?: string;
  orderNumber?: string;
  text?: string;
}

/** Issues codes of a rule and lists them. */
export function GenerateDialog({ rule, onClose }: { rule: BarcodeRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [batch, setBatch] = useState<BarcodeBatchDetail | null>(null);
  if (!rule) return null;
  const needs = ruleInputs(rule);
  if (batch)
    return (
      <Modal
        open
        width={720}
        title={t('barcodes.generate.done', { count: batch.count })}
        onCancel={() => {
          setBatch(null);
          onClose();
        }}
        footer={null}
      >
        <BatchCodes batch={batch} />
      </Modal>
    );
  return (
    <ModalForm<GenerateValues>
      open
      width={480}
      title={t('barcodes.generate.title', { rule: `${rule.code} ${rule.name}` })}
      initialValues={{ count: 10 }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{ searchConfig: { submitText: t('barcodes.generate.submit') } }}
      onFinish={async (values) => {
        const result = await callApi(barcodeRuleApi.generate, {
          body: {
            ruleId: rule.id,
            count: values.count,
            productCode: values.productCode?.trim() || null,
            orderNumber: values.orderNumber?.trim() || null,
            text: values.text?.trim() || null,
          },
        });
        setBatch(result);
        return false;
      }}
    >
      <ProFormDigit
        name="count"
        label={t('barcodes.generate.count')}
        min={1}
        max={BARCODE_GENERATE_MAX}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true }]}
      />
      {needs.productCode && (
        <ProFormText
          name="productCode"
          label={t('barcodes.preview.productCode')}
          fieldProps={{ maxLength: BARCODE_INPUT_MAX }}
          rules={[{ required: true }]}
        />
      )}
      {needs.orderNumber && (
        <ProFormText
          name="orderNumber"
          label={t('barcodes.preview.orderNumber')}
          fieldProps={{ maxLength: BARCODE_INPUT_MAX }}
          rules={[{ required: true }]}
        />
      )}
      {needs.text && (
        <ProFormText
          name="text"
          label={t('barcodes.preview.text')}
          fieldProps={{ maxLength: BARCODE_INPUT_MAX }}
          rules={[{ required: true }]}
        />
      )}
    </ModalForm>
  );
}
