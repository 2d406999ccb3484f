import type { ProColumns } from '@ant-design/pro-components';
import { type CodedRef, type ScannedOutputRow, scannedOutputApi } from '@takt/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { codeName } from '../../app/crud/code-name';
import { rangeColumn, rangeQuery, useRangeRule } from '../../app/crud/RangeField';
import { RefSelect } from '../../app/crud/RefSelect';
import { dateTimeText } from '../../app/time';
import { OrderSelect } from './OrderSelect';

const refText = (ref: CodedRef | null) => (ref ? codeName(ref.code, ref.name) : '–');

/**
 * Output as station scanning counted it, beside the hand-entered reports: per day, work order,
 * process, workstation and shift, the units that passed and the failed results (no report is
 * needed for a scanned unit to count). Same range rule and filters as the report list.
 */
export function ScannedOutputTable({ today, timeZone }: { today: string; timeZone: string }) {
  const { t } = useTranslation();
  const table = useAdminTable();
  const rangeRule = useRangeRule();
  const columns: ProColumns<ScannedOutputRow>[] = [
    rangeColumn<ScannedOutputRow>(t, rangeRule, { today, timeZone, testId: 'scanned-range' }),
    { title: t('reports.scanned.day'), dataIndex: 'day', sorter: true, search: false, width: 110, fixed: 'left' },
    {
      title: t('reports.workOrder'),
      dataIndex: 'workOrderId',
      render: (_, row) => row.workOrder.code,
      renderFormItem: () => <OrderSelect />,
    },
    {
      title: t('reports.line'),
      dataIndex: 'lineId',
      render: (_, row) => row.line?.name || row.line?.code || '–',
      renderFormItem: () => <RefSelect kind="line" />,
    },
    {
      title: t('reports.process'),
      dataIndex: 'processId',
      render: (_, row) => refText(row.process),
      renderFormItem: () => <RefSelect kind="process" />,
    },
    {
      title: t('reports.station'),
      dataIndex: 'stationId',
      render: (_, row) => refText(row.station),
      renderFormItem: () => <RefSelect kind="station" />,
    },
    {
      title: t('reports.shift'),
      key: 'shift',
      search: false,
      render: (_, row) =>
        row.shift ? (
          row.shift.name || row.shift.code
        ) : (
          <Typography.Text type="secondary">{t('reports.scanned.noShift')}</Typography.Text>
        ),
    },
    {
      title: t('reports.scanned.passed'),
      dataIndex: 'passed',
      sorter: true,
      search: false,
      align: 'right',
      width: 100,
    },
    {
      title: t('reports.scanned.failed'),
      dataIndex: 'failed',
      sorter: true,
      search: false,
      align: 'right',
      width: 100,
    },
    {
      title: t('reports.scanned.firstAt'),
      dataIndex: 'firstAt',
      renderText: dateTimeText,
      search: false,
      responsive: ['xl'],
    },
    { title: t('reports.scanned.lastAt'), dataIndex: 'lastAt', renderText: dateTimeText, sorter: true, search: false },
  ];
  return (
    <AdminTable
      pageRoute={scannedOutputApi.page}
      tableRef={table.ref}
      settingsKey="scanned-output"
      rowKey={(row) => `${row.day}|${row.workOrder.id}|${row.process.id}|${row.station?.id}|${row.shift?.id}`}
      headerTitle={
        <span>
          <Tag color="green">{t('reports.scanned.scannedTag')}</Tag>
          {t('reports.scanned.title')}
        </span>
      }
      tooltip={t('reports.scanned.intro')}
      columns={columns}
      toQuery={rangeQuery}
    />
  );
}
