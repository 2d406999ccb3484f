import { DatePicker, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CUSTOM_SPAN_MAX_MS, type DataSpan, SPAN_PRESETS } from './data-span';

const CUSTOM = 'custom';

/** The spec's history ranges as buttons (1 min … 24 h), or a custom span of at most 31 days. */
export function SpanPicker({ span, onChange }: { span: DataSpan; onChange: (span: DataSpan) => void }) {
  const { t } = useTranslation();
  const label = (minutes: number) =>
    minutes < 60 ? t('iot.data.minutes', { count: minutes }) : t('iot.data.hours', { count: minutes / 60 });
  const custom = span.kind === 'custom' ? ([dayjs(span.from), dayjs(span.to)] as [Dayjs, Dayjs]) : null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
      <Segmented<number | string>
        style={{ maxWidth: '100%', overflowX: 'auto' }}
        value={span.kind === 'last' ? span.minutes : CUSTOM}
        options={[
          ...SPAN_PRESETS.map((minutes) => ({ value: minutes, label: label(minutes) })),
          { value: CUSTOM, label: t('iot.data.custom') },
        ]}
        onChange={(value) => {
          if (typeof value === 'number') onChange({ kind: 'last', minutes: value });
          else
            onChange({
              kind: 'custom',
              from: dayjs().subtract(1, 'day').startOf('hour').toISOString(),
              to: dayjs().startOf('hour').add(1, 'hour').toISOString(),
            });
        }}
        data-testid="iot-span"
      />
      {custom && (
        <>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={custom}
            allowClear={false}
            disabledDate={(day, info) => (info.from ? Math.abs(day.diff(info.from)) > CUSTOM_SPAN_MAX_MS : false)}
            onChange={(range) => {
              const [from, to] = range ?? [];
              if (from && to && to.diff(from) > 0 && to.diff(from) <= CUSTOM_SPAN_MAX_MS)
                onChange({ kind: 'custom', from: from.toISOString(), to: to.toISOString() });
            }}
            data-testid="iot-span-custom"
          />
          <Typography.Text type="secondary">{t('iot.data.customTooLong')}</Typography.Text>
        </>
      )}
    </div>
  );
}
