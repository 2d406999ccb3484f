import { ProFormDigit, ProFormList, ProFormText } from '@ant-design/pro-components';
import {
  IOT_DECIMALS_MAX,
  IOT_MAPPING_MAX,
  IOT_METRIC_LABEL_MAX,
  IOT_METRIC_MAX,
  IOT_METRIC_PATTERN,
  IOT_UNIT_MAX,
  JSON_PATH_MAX,
} from '@takt/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../app/resource/resource-def';
import { DriverTestPanel } from './DriverTestPanel';

/** A new mapping row: a value taken as it is. */
export const NEW_MAPPING_ROW = { metric: '', label: '', unit: '', path: '$.', scale: 1, offset: 0, decimals: null };

/** A driver's mapping rows (metric, name, unit, JSON path, scale, offset, decimals), then the sample test. */
export function MappingField({ label, help, testId }: CustomFieldProps) {
  const { t } = useTranslation();
  const required = (field: string) => ({ required: true, message: t('crud.required', { field }) });
  return (
    <>
      <ProFormList
        name="mapping"
        label={label}
        tooltip={help}
        min={1}
        max={IOT_MAPPING_MAX}
        colProps={{ span: 24 }}
        creatorButtonProps={{ creatorButtonText: t('iot.driver.addRow') }}
        creatorRecord={NEW_MAPPING_ROW}
        copyIconProps={false}
      >
        {(_field, index) => (
          <Space align="start" wrap data-testid={`${testId}-row-${index}`}>
            <ProFormText
              name="metric"
              width={130}
              placeholder={t('iot.driver.metric')}
              tooltip={t('iot.driver.metricHelp')}
              fieldProps={{ maxLength: IOT_METRIC_MAX }}
              rules={[
                required(t('iot.driver.metric')),
                { pattern: IOT_METRIC_PATTERN, message: t('iot.driver.metricFormat') },
              ]}
            />
            <ProFormText
              name="label"
              width={120}
              placeholder={t('iot.driver.label')}
              fieldProps={{ maxLength: IOT_METRIC_LABEL_MAX }}
              rules={[required(t('iot.driver.label'))]}
            />
            <ProFormText
              name="unit"
              width={70}
              placeholder={t('iot.driver.unit')}
              fieldProps={{ maxLength: IOT_UNIT_MAX }}
            />
            <ProFormText
              name="path"
              width={170}
              placeholder={t('iot.driver.pathHelp')}
              fieldProps={{ maxLength: JSON_PATH_MAX }}
              rules={[required(t('iot.driver.path'))]}
            />
            <ProFormDigit
              name="scale"
              width={90}
              placeholder={t('iot.driver.scale')}
              fieldProps={{ addonBefore: '×' }}
            />
            <ProFormDigit
              name="offset"
              width={90}
              placeholder={t('iot.driver.offset')}
              fieldProps={{ addonBefore: '+' }}
            />
            <ProFormDigit
              name="decimals"
              width={70}
              placeholder={t('iot.driver.decimals')}
              min={0}
              max={IOT_DECIMALS_MAX}
              fieldProps={{ precision: 0 }}
            />
          </Space>
        )}
      </ProFormList>
      <DriverTestPanel testId={testId} />
    </>
  );
}
