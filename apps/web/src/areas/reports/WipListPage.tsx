import type { ProColumns } from '@ant-design/pro-components';
import { Permissions, type TraceUnitRow, wipApi } from '@takt/contracts';
import { Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { ExportButton } from '../../app/crud/ExportButton';
import { RefSelect } from '../../app/crud/RefSelect';
import { refText, timeText, UNIT_STATUS_COLORS } from '../trace/format';
import { useTraceLinks } from '../trace/links';

const P = Permissions.work.wip;

/**
 * Work in progress: the units in process or in repair, where they wait (the next routing step)
 * and where they were last scanned; filtered by order, line, process, status and serial, paged,
 * sorted and exported.
 */
export default function WipListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const links = useTraceLinks();
  const lastQuery = useRef<Record<string, unknown>>({});
  const none = t('trace.none');

  const columns: ProColumns<TraceUnitRow>[] = [
    {
      title: t('trace.serial'),
      dataIndex: 'serial',
      sorter: true,
      fixed: 'left',
      render: (_, row) =>
        links.can('serial') ? (
          <Typography.Link onClick={() => links.open('serial', row.serial)}>{row.serial}</Typography.Link>
        ) : (
          row.serial
        ),
    },
    {
      title: t('trace.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: {
        in_process: { text: t('trace.unitStatus.in_process') },
        in_repair: { text: t('trace.unitStatus.in_repair') },
      },
      render: (_, row) => <Tag color={UNIT_STATUS_COLORS[row.status]}>{t(`trace.unitStatus.${row.status}`)}</Tag>,
    },
    {
      title: t('trace.order'),
      dataIndex: 'workOrderId',
      render: (_, row) => row.order?.code ?? none,
      renderFormItem: () => <RefSelect kind="workOrder" />,
    },
    {
      title: t('trace.product'),
      key: 'product',
      search: false,
      render: (_, row) => refText(row.product) || none,
    },
    {
      title: t('trace.line'),
      dataIndex: 'lineId',
      render: (_, row) => refText(row.line) || none,
      renderFormItem: () => <RefSelect kind="line" />,
    },
    {
      title: t('trace.currentStep'),
      dataIndex: 'nextStepNo',
      sorter: true,
      search: false,
      render: (_, row) =>
        row.status === 'in_repair'
          ? `${t('trace.wip.failedStep')} ${row.failedStepNo ?? ''}`
          : row.nextStepNo === null
            ? none
            : `${row.nextStepNo} ${row.nextProcess?.name ?? ''}`,
    },
    {
      title: t('trace.process'),
      dataIndex: 'processId',
      hideInTable: true,
      renderFormItem: () => <RefSelect kind="process" />,
    },
    { title: t('trace.repairCount'), dataIndex: 'repairCount', search: false, align: 'right', width: 80 },
    { title: t('trace.box'), dataIndex: 'boxCode', search: false, render: (_, row) => row.boxCode ?? none },
    {
      title: t('trace.lastStation'),
      key: 'lastStation',
      search: false,
      render: (_, row) => row.lastStation?.name ?? none,
    },
    {
      title: t('trace.lastScanned'),
      dataIndex: 'lastScannedAt',
      sorter: true,
      search: false,
      render: (_, row) => timeText(row.lastScannedAt) || none,
    },
    {
      title: t('trace.started'),
      dataIndex: 'createdAt',
      sorter: true,
      search: false,
      responsive: ['xl'],
      render: (_, row) => timeText(row.createdAt),
    },
  ];

  return (
    <AdminTable
      pageRoute={wipApi.page}
      tableRef={table.ref}
      settingsKey="wip"
      headerTitle={t('trace.wip.title')}
      columns={columns}
      toQuery={(query) => {
        lastQuery.current = query;
        return query;
      }}
      toolButtons={[
        <ExportButton
          key="export"
          route={wipApi.export}
          permission={P.export}
          query={() => {
            const { pageNo: _p, pageSize: _s, sortField: _f, sortOrder: _o, ...filters } = lastQuery.current;
            return filters;
          }}
          fallbackName="wip.xlsx"
          testId="wip-export"
        />,
      ]}
    />
  );
}
