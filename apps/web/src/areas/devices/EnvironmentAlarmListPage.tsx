import { ModalForm, type ProColumns, ProFormTextArea } from '@ant-design/pro-components';
import {
  DATE_RANGE_MAX_DAYS,
  ENVIRON_ALARM_STATES,
  ENVIRON_METRICS,
  ENVIRON_REMARK_MAX,
  type EnvironAlarm,
  environAlarmApi,
  Permissions,
} from '@takt/contracts';
import { Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { ExportButton } from '../../app/crud/ExportButton';
import { lastDays } from '../../app/crud/log-days';
import { RefSelect } from '../../app/crud/RefSelect';
import { durationText } from '../../app/duration';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';
import { measureText } from './environ/format';

const P = Permissions.environ.alarm;

/** The alarm list's date range as the route's two dates (both required, at most 31 days). */
function withDates(query: Record<string, unknown>): Record<string, unknown> {
  const { range: picked, ...rest } = query;
  const range = picked as [Dayjs | string, Dayjs | string] | undefined;
  if (!range || range.length !== 2) return rest;
  const day = (value: Dayjs | string) => dayjs(value).format('YYYY-MM-DD');
  return { ...rest, startDate: day(range[0]), endDate: day(range[1]) };
}

function HandleForm({ row, onClose, onDone }: { row: EnvironAlarm | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalForm<{ remark?: string }>
      key={row?.id ?? 'closed'}
      title={t('environ.alarm.handleTitle')}
      open={row !== null}
      width={480}
      initialValues={{ remark: row?.remark ?? '' }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (values) => {
        await callApi(environAlarmApi.handle, { body: { id: row!.id, remark: values.remark?.trim() || undefined } });
        onDone();
        return true;
      }}
    >
      <ProFormTextArea
        name="remark"
        label={t('environ.alarm.remark')}
        fieldProps={{ maxLength: ENVIRON_REMARK_MAX, showCount: true, rows: 3, id: 'environAlarm-remark' }}
      />
    </ModalForm>
  );
}

/** Temperature and humidity alarms: start, end, duration, peak; filters, acknowledging with a remark, export. */
export default function EnvironmentAlarmListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [handling, setHandling] = useState<EnvironAlarm | null>(null);

  const columns: ProColumns<EnvironAlarm>[] = [
    {
      title: t('environ.alarm.time'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      initialValue: lastDays(),
      fieldProps: { allowClear: false },
      formItemProps: {
        rules: [
          {
            validator: async (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
              const [start, end] = value ?? [];
              if (start && end && end.diff(start, 'day') + 1 > DATE_RANGE_MAX_DAYS)
                throw new Error(t('environ.alarm.rangeTooLong', { max: DATE_RANGE_MAX_DAYS }));
            },
          },
        ],
      },
    },
    {
      title: t('environ.alarm.device'),
      dataIndex: 'deviceId',
      render: (_, row) => `${row.deviceCode} ${row.deviceName}`,
      renderFormItem: () => <RefSelect kind="environDevice" allowClear />,
    },
    {
      title: t('environ.alarm.metric'),
      dataIndex: 'metric',
      valueType: 'select',
      width: 100,
      valueEnum: Object.fromEntries(ENVIRON_METRICS.map((metric) => [metric, { text: t(`environ.metric.${metric}`) }])),
    },
    {
      title: t('environ.alarm.direction'),
      dataIndex: 'direction',
      search: false,
      width: 110,
      render: (_, row) => (
        <Tag color={row.direction === 'high' ? 'red' : 'blue'}>{t(`environ.direction.${row.direction}`)}</Tag>
      ),
    },
    {
      title: t('environ.alarm.limit'),
      search: false,
      width: 110,
      render: (_, row) => measureText(row.metric, row.limit),
    },
    {
      title: t('environ.alarm.peak'),
      dataIndex: 'peak',
      sorter: true,
      search: false,
      width: 110,
      render: (_, row) => measureText(row.metric, row.peak),
    },
    {
      title: t('environ.alarm.startedAt'),
      dataIndex: 'startedAt',
      sorter: true,
      search: false,
      width: 170,
      render: (_, row) => dateTimeText(row.startedAt),
    },
    {
      title: t('environ.alarm.endedAt'),
      dataIndex: 'endedAt',
      sorter: true,
      search: false,
      width: 170,
      render: (_, row) => dateTimeText(row.endedAt),
    },
    {
      title: t('environ.alarm.duration'),
      search: false,
      width: 120,
      render: (_, row) => durationText(t, row.durationSeconds),
    },
    {
      title: t('environ.alarm.state'),
      dataIndex: 'state',
      valueType: 'select',
      width: 100,
      valueEnum: Object.fromEntries(
        ENVIRON_ALARM_STATES.map((state) => [state, { text: t(`environ.alarm.states.${state}`) }]),
      ),
      render: (_, row) =>
        row.endedAt ? (
          <Tag>{t('environ.alarm.states.closed')}</Tag>
        ) : (
          <Tag color="red">{t('environ.alarm.states.open')}</Tag>
        ),
    },
    { title: t('environ.alarm.handledBy'), dataIndex: 'handledBy', search: false, width: 110 },
    { title: t('environ.alarm.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'handle', label: t('environ.alarm.handle'), permission: P.handle, onClick: () => setHandling(row) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={environAlarmApi.page}
        tableRef={table.ref}
        settingsKey="environ-alarms"
        headerTitle={t('environ.alarm.title')}
        columns={columns}
        toQuery={(query) => {
          const sent = withDates(query);
          lastQuery.current = sent;
          return sent;
        }}
        toolButtons={[
          <ExportButton
            key="export"
            route={environAlarmApi.export}
            permission={P.export}
            query={() => {
              const { pageNo: _p, pageSize: _s, sortField: _f, sortOrder: _o, ...filters } = lastQuery.current;
              return filters.startDate ? filters : null;
            }}
            fallbackName="environ-alarms.xlsx"
            testId="environAlarm-export"
          />,
        ]}
      />
      <HandleForm
        row={handling}
        onClose={() => setHandling(null)}
        onDone={() => {
          setHandling(null);
          table.changed(t('environ.alarm.handled'));
        }}
      />
    </>
  );
}
