import type { ProColumns } from '@ant-design/pro-components';
import {
  canApplyWorkOrderAction,
  Permissions,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  type WorkOrder,
  workOrderApi,
  workOrderImportRoutes,
} from '@takt/contracts';
import { Button, Grid, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { shownColumnsWidth } from '../../app/crud/columns';
import { useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { RefSelect } from '../../app/crud/RefSelect';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { listFilters } from '../../app/crud/table-request';
import { useHubEvent } from '../../app/hub/hub-context';
import { applicable, BATCH_ACTIONS, useWorkOrderBatch } from './batch-actions';

import { WorkOrderStatusTag } from './StatusTag';
import type { OrderTextKey } from './texts';
import { OrderProgressBar, WorkOrderDetail } from './WorkOrderDetail';
import { WorkOrderForm } from './WorkOrderForm';

const P = Permissions.work.workOrder;

/** A date range from the search form (text or dayjs values) as the list's from/to query. */
function dateRange(value: unknown): { planDateFrom?: string; planDateTo?: string } {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const text = (item: unknown) =>
    typeof item === 'string' ? item.slice(0, 10) : (item as { format(f: string): string }).format('YYYY-MM-DD');
  return { planDateFrom: text(value[0]), planDateTo: text(value[1]) };
}

/** The selection column's width. */
const SELECTION_WIDTH = 32;

/**
 * Work orders (spec 001 §3–§5): by default every open order plus those finished today, history on
 * request; batch issue, pause, resume, complete, close and delete with a confirmation and the
 * answer per order; add, edit while initial, details, import and export. Other open lists of the
 * enterprise refresh when orders change anywhere (hub RefreshTable).
 */
export default function WorkOrderListPage() {
  const { t } = useTranslation();
  const can = useAccess();
  const screens = Grid.useBreakpoint();
  const table = useAdminTable();
  const editing = useEditing<WorkOrder>();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [selected, setSelected] = useState<WorkOrder[]>([]);
  const [viewing, setViewing] = useState<string | null>(null);
  const batch = useWorkOrderBatch(() => {
    setSelected([]);
    table.reload();
  });
  useHubEvent('RefreshTable', (data) => {
    if ((data as { table?: string } | null)?.table === 'workOrder') table.reload();
  });

  const label = (key: OrderTextKey) => t(`workOrders.${key}`);
  const columns: ProColumns<WorkOrder>[] = [
    {
      title: label('code'),
      dataIndex: 'code',
      sorter: true,
      fixed: 'left',
      width: 160,
      render: (_, row) => (
        <Space size={4} wrap>
          <Typography.Link
            onClick={() => setViewing(row.id)}
            data-testid={`wo-code-${row.code}`}
            style={{ whiteSpace: 'nowrap' }}
          >
            {row.code}
          </Typography.Link>
          {/* Below xxl the type column gives way to the essential ones: an urgent or rework order says so here. */}
          {!screens.xxl && row.type !== 'normal' && (
            <Tag color={row.type === 'urgent' ? 'red' : 'purple'}>{t(`workOrders.types.${row.type}`)}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: label('type'),
      dataIndex: 'type',
      sorter: true,
      width: 90,
      responsive: ['xxl'],
      valueType: 'select',
      valueEnum: Object.fromEntries(WORK_ORDER_TYPES.map((type) => [type, { text: t(`workOrders.types.${type}`) }])),
    },
    {
      title: label('status'),
      dataIndex: 'status',
      sorter: true,
      width: 110,
      valueType: 'select',
      fieldProps: { mode: 'multiple', maxTagCount: 'responsive' },
      valueEnum: Object.fromEntries(
        WORK_ORDER_STATUSES.map((status) => [status, { text: t(`workOrders.statuses.${status}`) }]),
      ),
      render: (_, row) => <WorkOrderStatusTag status={row.status} />,
    },
    {
      title: label('product'),
      dataIndex: 'productId',
      width: 124,
      ellipsis: true,
      render: (_, row) => (
        <span title={`${row.productCode} ${row.productName}`}>
          {row.productCode} <Typography.Text type="secondary">{row.productName}</Typography.Text>
        </span>
      ),
      renderFormItem: () => <RefSelect kind="product" allowClear />,
    },
    {
      title: label('line'),
      dataIndex: 'lineId',
      width: 110,
      ellipsis: true,
      render: (_, row) => row.lineName || row.lineCode,
      renderFormItem: () => <RefSelect kind="line" allowClear />,
    },
    {
      title: label('routing'),
      dataIndex: 'routingCode',
      search: false,
      width: 130,
      ellipsis: true,
      responsive: ['xxl'],
      render: (_, row) => (row.routingVersionNo ? `${row.routingCode} v${row.routingVersionNo}` : row.routingCode),
    },
    {
      title: <span title={label('planQuantity')}>{label('planQuantityShort')}</span>,
      dataIndex: 'planQuantity',
      sorter: true,
      search: false,
      align: 'right',
      width: 100,
    },
    {
      title: label('progress'),
      dataIndex: 'goodQuantity',
      sorter: true,
      search: false,
      width: 130,
      render: (_, row) => (
        <div
          title={`${label('input')} ${row.inputQuantity} · ${label('bad')} ${row.badQuantity} · ${label('scrap')} ${row.scrapQuantity}`}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {row.goodQuantity}/{row.planQuantity}
          </Typography.Text>
          <OrderProgressBar order={row} />
        </div>
      ),
    },
    {
      title: label('planDate'),
      dataIndex: 'planDate',
      sorter: true,
      width: 104,
      valueType: 'dateRange',
      render: (_, row) => row.planDate,
    },
    { title: label('salesOrder'), dataIndex: 'salesOrder', width: 130, ellipsis: true, responsive: ['xxl'] },
    { title: label('plan'), dataIndex: 'planCode', search: false, width: 130, ellipsis: true, responsive: ['xxl'] },
    {
      title: label('history'),
      dataIndex: 'scope',
      hideInTable: true,
      valueType: 'select',
      initialValue: 'current',
      fieldProps: { allowClear: false },
      valueEnum: { current: { text: label('scopeCurrent') }, all: { text: label('scopeAll') } },
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      fixed: 'right',
      // Details, one step and More on one line in the longest language (vi-VN).
      width: 232,
      render: (_, row) => (
        <TableActions
          actions={[
            // Details first, then what moves the order on; Close and Delete (destructive) end up
            // under More with their confirmation.
            { key: 'detail', label: label('detail'), permission: P.get, onClick: () => setViewing(row.id) },
            ...BATCH_ACTIONS.map(({ action, permission, danger }) => ({
              key: action,
              label: t(`workOrders.actions.${action}`),
              permission,
              danger,
              visible: canApplyWorkOrderAction(row.status, action),
              onClick: () => batch.run(action, [row]),
            })),
            {
              key: 'edit',
              label: t('crud.edit'),
              permission: P.edit,
              visible: canApplyWorkOrderAction(row.status, 'edit'),
              onClick: () => editing.startEdit(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={workOrderApi.page}
        tableRef={table.ref}
        settingsKey="work-orders"
        headerTitle={label('title')}
        columns={columns}
        toQuery={({ planDate, ...query }) => {
          const full = { ...query, ...dateRange(planDate) };
          lastQuery.current = full;
          return full;
        }}
        // Fixed widths that add up to what a 1440 px screen holds (the selection column too); wider
        // screens stretch them, narrower ones scroll.
        tableLayout="fixed"
        scroll={{ x: shownColumnsWidth(columns, screens, SELECTION_WIDTH) }}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.id),
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
          preserveSelectedRowKeys: true,
        }}
        tableAlertRender={({ selectedRowKeys }) => t('workOrders.selected', { count: selectedRowKeys.length })}
        tableAlertOptionRender={({ onCleanSelected }) => (
          <Space wrap>
            {BATCH_ACTIONS.filter(({ permission }) => can(permission)).map(({ action, danger }) => (
              <Button
                key={action}
                size="small"
                danger={danger}
                disabled={applicable(selected, action).length === 0}
                onClick={() => batch.run(action, selected)}
                data-testid={`wo-batch-${action}`}
              >
                {t(`workOrders.actions.${action}`)}
              </Button>
            ))}
            <Button type="link" size="small" onClick={onCleanSelected}>
              {label('clearSelection')}
            </Button>
          </Space>
        )}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={workOrderImportRoutes}
            templateName="work-orders-template.xlsx"
            onImported={table.reload}
            testId="wo-import"
          />,
          <ExportButton
            key="export"
            route={workOrderApi.export}
            permission={P.export}
            query={() => listFilters(lastQuery.current ?? {})}
            fallbackName="work-orders.xlsx"
            testId="wo-export"
          />,
        ]}
        add={{ permission: P.add, label: label('add'), testId: 'wo-add', onClick: editing.startAdd }}
      />
      <WorkOrderForm editing={editing} onSaved={table.changed} />
      <WorkOrderDetail id={viewing} onClose={() => setViewing(null)} />
      {batch.dialog}
    </>
  );
}
