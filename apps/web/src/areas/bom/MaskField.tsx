import { isValidScanMask, matchesScanMask, SCAN_MASK_MAX } from '@takt/contracts';
import { Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A scan mask input (a controlled form control) with a box to try a barcode against it. */
export function MaskField({
  value,
  onChange,
  testId,
  withTester,
  placeholder,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  testId: string;
  withTester?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [sample, setSample] = useState('');
  const mask = value?.trim() ?? '';
  const verdict =
    withTester && sample && mask && isValidScanMask(mask) ? matchesScanMask(mask, sample.trim()) : undefined;
  return (
    <Space.Compact block>
      <Input
        value={value ?? ''}
        maxLength={SCAN_MASK_MAX}
        placeholder={placeholder}
        onChange={(event) => onChange?.(event.target.value)}
        data-testid={testId}
        status={mask && !isValidScanMask(mask) ? 'error' : undefined}
      />
      {withTester && (
        <Input
          value={sample}
          onChange={(event) => setSample(event.target.value)}
          placeholder={t('bom.scan.testBarcode')}
          data-testid={`${testId}-test`}
          suffix={
            verdict === undefined ? (
              <span />
            ) : (
              <Typography.Text type={verdict ? 'success' : 'danger'} data-testid={`${testId}-verdict`}>
                {verdict ? t('bom.scan.fits') : t('bom.scan.doesNotFit')}
              </Typography.Text>
            )
          }
        />
      )}
    </Space.Compact>
  );
}

/** Form rule: a mask must be valid (blank is fine). */
export const maskRule = (message: string) => ({
  validator: async (_: unknown, value: string | null | undefined) => {
    if (!isValidScanMask(value?.trim() ? value : null)) throw new Error(message);
  },
});
