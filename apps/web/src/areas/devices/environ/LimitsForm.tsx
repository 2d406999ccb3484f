import { ModalForm, ProFormDigit } from '@ant-design/pro-components';
import {
  ENVIRON_ALARM_DELAY_MAX,
  ENVIRON_HUMIDITY_MAX,
  ENVIRON_HUMIDITY_MIN,
  ENVIRON_HYSTERESIS_MAX,
  ENVIRON_TEMPERATURE_MAX,
  ENVIRON_TEMPERATURE_MIN,
  type EnvironLimits,
  environValueConfigApi,
  upperBelowLower,
} from '@takt/contracts';
import { Col, Row } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/request';

export interface LimitsTarget {
  /** null: the enterprise's default. */
  deviceId: string | null;
  title: string;
  limits: EnvironLimits;
}

interface LimitsFormProps {
  target: LimitsTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits limits: lower and upper per measure (upper not below lower), the alarm delay and the bands. */
export function LimitsForm({ target, onClose, onSaved }: LimitsFormProps) {
  const { t } = useTranslation();
  // The upper limit's own check, against the lower one the form holds now.
  const upperRule =
    (lower: keyof EnvironLimits) =>
    ({ getFieldValue }: { getFieldValue: (n: NamePath) => unknown }) => ({
      validator: async (_: unknown, value: number | null) => {
        const low = getFieldValue(lower);
        if (typeof value === 'number' && typeof low === 'number' && value < low)
          throw new Error(t('environ.limits.upperBelowLower'));
      },
    });
  const number = (
    name: keyof EnvironLimits,
    min: number,
    max: number,
    { precision = 1, tooltip, notBelow }: { precision?: number; tooltip?: string; notBelow?: keyof EnvironLimits } = {},
  ) => (
    <ProFormDigit
      name={name}
      label={t(`environ.limits.${name}`)}
      tooltip={tooltip}
      min={min}
      max={max}
      dependencies={notBelow ? [notBelow] : undefined}
      rules={[{ required: true }, ...(notBelow ? [upperRule(notBelow)] : [])]}
      fieldProps={{ precision, style: { width: '100%' }, id: `environLimits-${name}` }}
    />
  );
  return (
    <ModalForm<EnvironLimits>
      key={target ? (target.deviceId ?? 'default') : 'closed'}
      title={target?.title}
      open={target !== null}
      width={560}
      initialValues={target?.limits}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (values) => {
        if (upperBelowLower(values)) return false;
        await callApi(environValueConfigApi.save, { body: { ...values, deviceId: target?.deviceId ?? null } });
        onSaved();
        return true;
      }}
    >
      <Row gutter={16}>
        <Col span={12}>{number('temperatureLower', ENVIRON_TEMPERATURE_MIN, ENVIRON_TEMPERATURE_MAX)}</Col>
        <Col span={12}>
          {number('temperatureUpper', ENVIRON_TEMPERATURE_MIN, ENVIRON_TEMPERATURE_MAX, {
            notBelow: 'temperatureLower',
          })}
        </Col>
        <Col span={12}>{number('humidityLower', ENVIRON_HUMIDITY_MIN, ENVIRON_HUMIDITY_MAX)}</Col>
        <Col span={12}>
          {number('humidityUpper', ENVIRON_HUMIDITY_MIN, ENVIRON_HUMIDITY_MAX, { notBelow: 'humidityLower' })}
        </Col>
        <Col span={12}>
          {number('temperatureHysteresis', 0, ENVIRON_HYSTERESIS_MAX, { tooltip: t('environ.limits.hysteresisHelp') })}
        </Col>
        <Col span={12}>
          {number('humidityHysteresis', 0, ENVIRON_HYSTERESIS_MAX, { tooltip: t('environ.limits.hysteresisHelp') })}
        </Col>
        <Col span={12}>
          {number('delaySeconds', 0, ENVIRON_ALARM_DELAY_MAX, { precision: 0, tooltip: t('environ.limits.delayHelp') })}
        </Col>
      </Row>
    </ModalForm>
  );
}
