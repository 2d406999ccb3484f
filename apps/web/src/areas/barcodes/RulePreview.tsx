import { type BarcodeRuleFormat, barcodeRuleApi, barcodeRuleFormatSchema, ruleInputs } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Space, Spin, Typography } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';

const PREVIEW_COUNT = 5;

/** Waits until `value` has not changed for `ms` (typing in the form). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface RulePreviewProps {
  /** The form's current values (possibly incomplete). */
  draft: unknown;
  /** The saved rule being edited: its counters continue. */
  ruleId?: string;
}

/** The next codes of the rule being edited, asked of the server as the form changes (nothing consumed). */
export function RulePreview({ draft, ruleId }: RulePreviewProps) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState({ productCode: 'FG-01', orderNumber: 'WO000001', text: 'LOT1' });
  const parsed = barcodeRuleFormatSchema.safeParse(draft);
  const rule: BarcodeRuleFormat | null = parsed.success ? parsed.data : null;
  const needs = rule ? ruleInputs(rule) : { productCode: false, orderNumber: false, text: false };
  const body = useSettled(
    JSON.stringify(
      rule && {
        id: ruleId ?? null,
        rule,
        count: PREVIEW_COUNT,
        productCode: needs.productCode ? inputs.productCode : null,
        orderNumber: needs.orderNumber ? inputs.orderNumber : null,
        text: needs.text ? inputs.text : null,
      },
    ),
    300,
  );
  const deferred = useDeferredValue(body);
  const preview = useQuery({
    queryKey: ['barcode-preview', deferred],
    queryFn: () => callApi(barcodeRuleApi.preview, { body: JSON.parse(deferred), quiet: true }),
    enabled: deferred !== 'null',
    staleTime: 5_000,
  });

  const field = (key: keyof typeof inputs, label: string) => (
    <Input
      size="small"
      prefix={<Typography.Text type="secondary">{label}</Typography.Text>}
      style={{ width: 240 }}
      value={inputs[key]}
      onChange={(event) => setInputs({ ...inputs, [key]: event.target.value })}
    />
  );

  return (
    <Card size="small" title={t('barcodes.preview.title')} data-testid="barcode-preview" style={{ width: '100%' }}>
      {(needs.productCode || needs.orderNumber || needs.text) && (
        <Space wrap style={{ display: 'flex', marginBottom: 8 }}>
          {needs.productCode && field('productCode', t('barcodes.preview.productCode'))}
          {needs.orderNumber && field('orderNumber', t('barcodes.preview.orderNumber'))}
          {needs.text && field('text', t('barcodes.preview.text'))}
        </Space>
      )}
      {!rule || deferred === 'null' ? (
        <Typography.Text type="secondary">{t('barcodes.preview.none')}</Typography.Text>
      ) : preview.isLoading ? (
        <Spin size="small" />
      ) : preview.data?.problem ? (
        <Alert type="warning" showIcon message={preview.data.problem} data-testid="barcode-preview-problem" />
      ) : preview.error ? (
        <Alert type="warning" showIcon message={(preview.error as Error).message} />
      ) : (
        <Space direction="vertical" size={2} style={{ display: 'flex' }} data-testid="barcode-preview-codes">
          {(preview.data?.codes ?? []).map((code) => (
            <Typography.Text key={code} code copyable>
              {code}
            </Typography.Text>
          ))}
        </Space>
      )}
    </Card>
  );
}
