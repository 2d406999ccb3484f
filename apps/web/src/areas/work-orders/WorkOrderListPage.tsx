import {
  canApplyWorkOrderAction,
  Permissions,
  WORK_ORDER_CODE_MAX,
  WORK_ORDER_CODE_PATTERN,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  type WorkOrder,
  workOrderApi,
  workOrderImportRoutes,
} from '@takt/contracts';
import { Button, Grid, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { RefSelect } from '../../app/crud/RefSelect';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourcePageHandle } from '../../app/resource/resource-def';
import { applicable, BATCH_ACTIONS, useWorkOrderBatch } from './batch-actions';
import { WorkOrderStatusTag } from './StatusTag';
import { OrderProgressBar, WorkOrderDetail } from './WorkOrderDetail';
import { WorkOrderForm } from './WorkOrderForm';

const P = Permissions.work.workOrder;

/** The order number, opening its details; below xxl an urgent or rework order says so beside it. */
function OrderCode({ row, onView }: { row: WorkOrder; onView: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Space size={4} wrap>
      <Typography.Link onClick={onView} data-testid={`wo-code-${row.code}`} style={{ whiteSpace: 'nowrap' }}>
        {row.code}
      </Typography.Link>
      {/* Below xxl the type column gives way to the essential ones. */}
      {!screens.xxl && row.type !== 'normal' && (
        <Tag color={row.type === 'urgent' ? 'red' : 'purple'}>{t(`workOrders.types.${row.type}`)}</Tag>
      )}
    </Space>
  );
}

/**
 * Work orders (spec 001 §3–§5): by default every open order plus those finished today, history on
 * request; batch issue, pause, resume, complete, close and delete with a confirmation and the
 * answer per order; add, edit while initial, details, import and export. Other open lists of the
 * enterprise refresh when orders change anywhere (hub RefreshTable). An order has a number and no
 * name; its widths are fixed and add up to what a 1440 px screen holds.
 */
const orders = defineResourcePage<WorkOrder>({
  api: { page: workOrderApi.page, add: workOrderApi.add, export: workOrderApi.export },
  permissions: { get: P.get, add: P.add, export: P.export },
  importRoutes: workOrderImportRoutes,
  testId: 'wo',
  fileName: 'work-orders',
  settingsKey: 'work-orders',
  texts: { title: 'workOrders.title', add: 'workOrders.add', edit: 'workOrders.editTitle' },
  coded: {
    codeMax: WORK_ORDER_CODE_MAX,
    codePattern: WORK_ORDER_CODE_PATTERN,
    name: false,
    codeColumn: {
      title: 'workOrders.code',
      width: 160,
      fixed: true,
      render: (row, page) => <OrderCode row={row} onView={() => page.view(row)} />,
    },
  },
  form: WorkOrderForm,
  detailView: ({ row, onClose }) => <WorkOrderDetail id={row?.id ?? null} onClose={onClose} />,
  noCreatedAt: true,
  hubTable: 'workOrder',
  fixedLayout: true,
  // Details, one step and More on one line in the longest language (vi-VN).
  actionsWidth: 232,
  fields: [
    {
      name: 'type',
      label: 'workOrders.type',
      options: { values: WORK_ORDER_TYPES, texts: 'workOrders.types' },
      column: { sort: true, search: true, width: 90, responsive: ['xxl'] },
    },
    {
      name: 'status',
      label: 'workOrders.status',
      options: { values: WORK_ORDER_STATUSES, texts: 'workOrders.statuses' },
      column: { sort: true, search: true, multiple: true, width: 110 },
      render: (row) => <WorkOrderStatusTag status={row.status} />,
    },
    {
      name: 'productId',
      label: 'workOrders.product',
      column: {
        search: true,
        width: 124,
        ellipsis: true,
        searchInput: () => <RefSelect kind="product" allowClear />,
      },
      render: (row) => (
        <span title={`${row.productCode} ${row.productName}`}>
          {row.productCode} <Typography.Text type="secondary">{row.productName}</Typography.Text>
        </span>
      ),
    },
    {
      name: 'lineId',
      label: 'workOrders.line',
      column: { search: true, width: 110, ellipsis: true, searchInput: () => <RefSelect kind="line" allowClear /> },
      render: (row) => row.lineName || row.lineCode,
    },
    {
      name: 'routingCode',
      label: 'workOrders.routing',
      column: { width: 130, ellipsis: true, responsive: ['xxl'] },
      render: (row) => (row.routingVersionNo ? `${row.routingCode} v${row.routingVersionNo}` : row.routingCode),
    },
    {
      name: 'planQuantity',
      label: 'workOrders.planQuantity',
      column: {
        title: 'workOrders.planQuantityShort',
        titleTip: 'workOrders.planQuantity',
        sort: true,
        align: 'right',
        width: 100,
      },
    },
    {
      name: 'goodQuantity',
      label: 'workOrders.progress',
      column: { sort: true, width: 130 },
      render: (row, t) => (
        <div
          title={`${t('workOrders.input')} ${row.inputQuantity} · ${t('workOrders.bad')} ${row.badQuantity} · ${t('workOrders.scrap')} ${row.scrapQuantity}`}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {row.goodQuantity}/{row.planQuantity}
          </Typography.Text>
          <OrderProgressBar order={row} />
        </div>
      ),
    },
    {
      name: 'planDate',
      label: 'workOrders.planDate',
      column: { sort: true, search: true, width: 104, dateRange: { from: 'planDateFrom', to: 'planDateTo' } },
    },
    {
      name: 'salesOrder',
      label: 'workOrders.salesOrder',
      column: { search: true, width: 130, ellipsis: true, responsive: ['xxl'] },
    },
    {
      name: 'planCode',
      label: 'workOrders.plan',
      column: { width: 130, ellipsis: true, responsive: ['xxl'] },
    },
    {
      // Every open order plus those finished today, or the whole history.
      name: 'scope',
      label: 'workOrders.history',
      options: {
        values: ['current', 'all'],
        texts: (scope, t) => t(scope === 'all' ? 'workOrders.scopeAll' : 'workOrders.scopeCurrent'),
      },
      column: { hidden: true, search: true, initial: 'current' },
    },
  ],
});

export default function WorkOrderListPage() {
  const { t } = useTranslation();
  const can = useAccess();
  const batch = useWorkOrderBatch();
  // A step done (on one order or the chosen ones): the selection empties and the list reloads.
  const done = (page: ResourcePageHandle<WorkOrder>) => () => {
    page.clearSelection();
    page.reload();
  };
  return (
    <ResourcePage
      resource={orders}
      // Details first, then what moves the order on; Close and Delete (destructive) end up
      // under More with their confirmation.
      rowActions={(row, page) => [
        { key: 'detail', label: t('workOrders.detail'), permission: P.get, onClick: () => page.view(row) },
        ...BATCH_ACTIONS.map(({ action, permission, danger }) => ({
          key: action,
          label: t(`workOrders.actions.${action}`),
          permission,
          danger,
          visible: canApplyWorkOrderAction(row.status, action),
          onClick: () => batch.run(action, [row], done(page)),
        })),
        {
          key: 'edit',
          label: t('crud.edit'),
          permission: P.edit,
          visible: canApplyWorkOrderAction(row.status, 'edit'),
          onClick: () => page.edit(row),
        },
      ]}
      selection={{
        alert: (rows) => t('workOrders.selected', { count: rows.length }),
        clearText: 'workOrders.clearSelection',
        actions: (rows, page) =>
          BATCH_ACTIONS.filter(({ permission }) => can(permission)).map(({ action, danger }) => (
            <Button
              key={action}
              size="small"
              danger={danger}
              disabled={applicable(rows, action).length === 0}
              onClick={() => batch.run(action, rows, done(page))}
              data-testid={`wo-batch-${action}`}
            >
              {t(`workOrders.actions.${action}`)}
            </Button>
          )),
      }}
    >
      {batch.dialog}
    </ResourcePage>
  );
}
