import { IOT_SAMPLE_MAX, type IotMappedReading, iotDriverApi } from '@takt/contracts';
import { Alert, Button, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, isApiError } from '../../../app/request';

/**
 * The driver test: a sample payload as the device publishes it, read through the mapping being
 * edited by the server's own ingest code; each row's value found and the reading it gives.
 */
export function DriverTestPanel({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [sample, setSample] = useState('');
  const [readings, setReadings] = useState<IotMappedReading[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    const mapping = (form.getFieldValue('mapping') ?? []) as unknown[];
    setReadings(null);
    if (mapping.length === 0) return setProblem(t('iot.driver.noRows'));
    setRunning(true);
    try {
      setReadings((await callApi(iotDriverApi.test, { body: { mapping: mapping as never, sample } })).readings);
      setProblem(null);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div style={{ width: '100%', padding: '0 8px 16px' }}>
      <Typography.Text strong>{t('iot.driver.test')}</Typography.Text>
      <Input.TextArea
        rows={3}
        value={sample}
        maxLength={IOT_SAMPLE_MAX}
        placeholder={t('iot.driver.samplePlaceholder')}
        aria-label={t('iot.driver.sample')}
        onChange={(event) => setSample(event.target.value)}
        style={{ fontFamily: 'monospace', margin: '8px 0' }}
        data-testid={`${testId}-sample`}
      />
      <Button
        onClick={() => void run()}
        loading={running}
        disabled={sample.trim() === ''}
        data-testid={`${testId}-test`}
      >
        {t('iot.driver.run')}
      </Button>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 8 }} />}
      {readings && (
        <Table<IotMappedReading>
          size="small"
          rowKey="metric"
          pagination={false}
          style={{ marginTop: 8 }}
          dataSource={readings}
          data-testid={`${testId}-readings`}
          columns={[
            { title: t('iot.driver.metric'), dataIndex: 'metric' },
            { title: t('iot.driver.label'), dataIndex: 'label' },
            {
              title: t('iot.driver.raw'),
              render: (_, row) => (row.raw === null ? '—' : JSON.stringify(row.raw)),
            },
            {
              title: t('iot.driver.value'),
              align: 'right',
              render: (_, row) =>
                row.value === null ? (
                  <Typography.Text type="warning">{t('iot.driver.missing')}</Typography.Text>
                ) : (
                  `${row.value} ${row.unit}`
                ),
            },
          ]}
        />
      )}
    </div>
  );
}
