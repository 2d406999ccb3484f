import type { ProColumns } from '@ant-design/pro-components';
import { Permissions, type ProductionReport, reportApi } from '@takt/contracts';
import { Space, Spin, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { codeName } from '../../app/crud/code-name';
import { useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { rangeColumn, rangeQuery, useRangeRule } from '../../app/crud/RangeField';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { listFilters } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';
import { UserSelect } from '../factory/pickers';
import { useReportCalendar } from './hooks';
import { OrderSelect } from './OrderSelect';
import { ReportForm } from './ReportForm';
import { reportBody } from './report-form';
import { ScannedOutputTable } from './ScannedOutputTable';

const P = Permissions.work.report;

/**
 * Production reports (spec 001 §3): good, bad and scrap quantities of a work order at a process
 * and workstation, with defect items and time spent. Filtered by a date range of at most 31 days
 * (quick ranges of spec 001 §9), order, line, process, workstation and reporter; paged, sorted,
 * added, edited, deleted and exported with the work:report permissions. Beside them, clearly
 * apart, the output station scanning counted (a scanned unit needs no report).
 */
export default function ReportListPage() {
  const { t } = useTranslation();
  const calendar = useReportCalendar();
  const table = useAdminTable();
  const editing = useEditing<ProductionReport>();
  const actions = useRowActions(table.changed);
  const rangeRule = useRangeRule();
  const lastQuery = useRef<Record<string, unknown> | null>(null);

  if (!calendar.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const { today, timeZone } = calendar.data;

  const columns: ProColumns<ProductionReport>[] = [
    { title: t('reports.code'), dataIndex: 'code', sorter: true, copyable: true, fixed: 'left' },
    rangeColumn<ProductionReport>(t, rangeRule, { today, timeZone, testId: 'report-range' }),
    {
      title: t('reports.reportedAt'),
      dataIndex: 'reportedAt',
      renderText: dateTimeText,
      sorter: true,
      search: false,
      width: 160,
    },
    {
      title: t('reports.workOrder'),
      dataIndex: 'workOrderId',
      render: (_, row) => row.workOrderCode,
      renderFormItem: () => <OrderSelect />,
    },
    {
      title: t('reports.product'),
      key: 'product',
      search: false,
      render: (_, row) => codeName(row.productCode, row.productName),
      responsive: ['lg'],
    },
    {
      title: t('reports.line'),
      dataIndex: 'lineId',
      render: (_, row) => row.lineName || row.lineCode,
      renderFormItem: () => <RefSelect kind="line" />,
    },
    {
      title: t('reports.process'),
      dataIndex: 'processId',
      render: (_, row) => codeName(row.processCode, row.processName),
      renderFormItem: () => <RefSelect kind="process" />,
    },
    {
      title: t('reports.station'),
      dataIndex: 'stationId',
      render: (_, row) => codeName(row.stationCode, row.stationName),
      renderFormItem: () => <RefSelect kind="station" />,
    },
    {
      title: t('reports.reporter'),
      dataIndex: 'reporterId',
      responsive: ['xxl'],
      render: (_, row) => row.reporterName,
      renderFormItem: () => <UserSelect />,
    },
    {
      title: t('reports.shift'),
      key: 'shift',
      search: false,
      responsive: ['xxl'],
      render: (_, row) =>
        row.shiftId ? (
          <Tooltip title={`${t('reports.productionDay')}: ${row.productionDay}`}>
            {row.shiftName || row.shiftCode}
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('reports.noShift')}</Typography.Text>
        ),
    },
    { title: t('reports.good'), dataIndex: 'goodQuantity', sorter: true, search: false, align: 'right', width: 80 },
    { title: t('reports.bad'), dataIndex: 'badQuantity', sorter: true, search: false, align: 'right', width: 80 },
    { title: t('reports.scrap'), dataIndex: 'scrapQuantity', sorter: true, search: false, align: 'right', width: 80 },
    {
      title: t('reports.defects'),
      key: 'defects',
      search: false,
      responsive: ['xxl'],
      render: (_, row) =>
        row.defects.length === 0 ? (
          '–'
        ) : (
          <Space size={[0, 4]} wrap style={{ maxWidth: 260 }}>
            {row.defects.map((item) => (
              <Tag key={`${item.badPhenomenonId}/${item.defectTypeId ?? ''}`} color="orange">
                {item.badPhenomenonName || item.badPhenomenonCode} ×{item.quantity}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: `${t('reports.timeSpent')} (${t('reports.minutes')})`,
      dataIndex: 'timeSpent',
      sorter: true,
      search: false,
      align: 'right',
      width: 110,
      responsive: ['xxl'],
    },
    { title: t('reports.remark'), dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xxl'] },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.delete,
              name: row.code,
              run: () => callApi(reportApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const manual = (
    <>
      <AdminTable
        pageRoute={reportApi.page}
        tableRef={table.ref}
        settingsKey="production-reports"
        headerTitle={
          <span>
            <Tag color="blue">{t('reports.scanned.manualTag')}</Tag>
            {t('reports.title')}
          </span>
        }
        tooltip={t('reports.scanned.manualIntro')}
        columns={columns}
        toQuery={(query) => {
          const built = rangeQuery(query);
          lastQuery.current = built;
          return built;
        }}
        toolButtons={[
          <ExportButton
            key="export"
            route={reportApi.export}
            permission={P.export}
            query={() => {
              return lastQuery.current ? listFilters(lastQuery.current) : null;
            }}
            fallbackName="production-reports.xlsx"
            testId="report-export"
          />,
        ]}
        add={{ permission: P.add, label: t('reports.add'), testId: 'report-add', onClick: editing.startAdd }}
      />
      <ReportForm
        editing={editing}
        save={async (values, row) => {
          const body = reportBody(values);
          if (row) await callApi(reportApi.edit, { body: { id: row.id, ...body } });
          else await callApi(reportApi.add, { body });
        }}
        onSaved={table.changed}
      />
    </>
  );

  return (
    <Tabs
      defaultActiveKey="manual"
      data-testid="report-tabs"
      items={[
        {
          key: 'manual',
          label: <span data-testid="report-tab-manual">{t('reports.scanned.tabManual')}</span>,
          children: manual,
        },
        {
          key: 'scanned',
          label: <span data-testid="report-tab-scanned">{t('reports.scanned.tabScanned')}</span>,
          children: <ScannedOutputTable today={today} timeZone={timeZone} />,
        },
      ]}
    />
  );
}
