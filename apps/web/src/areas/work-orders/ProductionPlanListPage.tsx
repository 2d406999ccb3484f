import {
  Permissions,
  PLAN_CODE_MAX,
  PLAN_STATUSES,
  type ProductionPlan,
  productionPlanApi,
  productionPlanImportRoutes,
  WORK_ORDER_CODE_PATTERN,
} from '@takt/contracts';
import { Progress, Typography } from 'antd';
import { useState } from 'react';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { GenerateOrdersModal } from './GenerateOrdersModal';
import { PlanForm } from './PlanForm';

const P = Permissions.plan.productionPlan;

/**
 * Production plans: what to make of a product, on which line (or any), by when. Work orders are
 * generated from a plan (never more than its quantity); an open plan is edited, closed or, with
 * no orders yet, deleted. Import and export. A plan has a number (given or from the numbering
 * rule) and no name.
 */
const plans = defineResourcePage<ProductionPlan>({
  api: productionPlanApi,
  permissions: P,
  importRoutes: productionPlanImportRoutes,
  testId: 'plan',
  fileName: 'production-plans',
  settingsKey: 'production-plans',
  texts: { title: 'workOrders.plans.title', add: 'workOrders.plans.add', edit: 'workOrders.plans.editTitle' },
  coded: {
    codeMax: PLAN_CODE_MAX,
    codePattern: WORK_ORDER_CODE_PATTERN,
    name: false,
    codeColumn: { title: 'workOrders.plans.code', fixed: true },
  },
  form: PlanForm,
  noCreatedAt: true,
  actionsWidth: 200,
  // Generated orders change a plan's ordered quantity.
  hubTable: 'workOrder',
  editable: (row) => row.status === 'open',
  deletable: (row) => row.orderCount === 0,
  deleteConfirm: (row, t) => t('workOrders.plans.deleteConfirm', { code: row.code }),
  actionOrder: ['generate', 'edit', 'close', 'delete'],
  rowActions: (row, page) => [
    {
      key: 'close',
      label: page.t('workOrders.plans.close'),
      permission: P.close,
      visible: row.status === 'open',
      confirm: page.t('workOrders.plans.closeConfirm', { code: row.code }),
      onClick: async () => {
        try {
          await callApi(productionPlanApi.close, { body: { id: row.id } });
          page.changed(page.t('workOrders.plans.closed'));
        } catch {
          // The request client has shown why.
        }
      },
    },
  ],
  fields: [
    {
      name: 'status',
      label: 'workOrders.status',
      options: {
        values: PLAN_STATUSES,
        texts: 'workOrders.plans.statuses',
        colors: (status) => (status === 'open' ? 'blue' : 'default'),
      },
      column: { sort: true, search: true, width: 90 },
    },
    {
      name: 'productId',
      label: 'workOrders.product',
      column: { search: true, searchInput: () => <RefSelect kind="product" allowClear /> },
      render: (row) => (
        <span>
          {row.productCode} <Typography.Text type="secondary">{row.productName}</Typography.Text>
        </span>
      ),
    },
    {
      name: 'lineId',
      label: 'workOrders.plans.line',
      column: { search: true, searchInput: () => <RefSelect kind="line" allowClear /> },
      render: (row, t) =>
        row.lineName ||
        row.lineCode || <Typography.Text type="secondary">{t('workOrders.plans.anyLine')}</Typography.Text>,
    },
    { name: 'planQuantity', label: 'workOrders.plans.planQuantity', column: { sort: true, align: 'right' } },
    {
      name: 'orderedQuantity',
      label: 'workOrders.plans.ordered',
      column: { sort: true, width: 170 },
      render: (row, t) => (
        <span style={{ whiteSpace: 'nowrap' }} title={`${row.orderCount} ${t('workOrders.plans.orders')}`}>
          <Progress
            percent={Math.min(100, Math.floor((row.orderedQuantity * 100) / Math.max(1, row.planQuantity)))}
            size="small"
            style={{ width: 80, marginBottom: 0, marginInlineEnd: 8, display: 'inline-flex' }}
            showInfo={false}
          />
          {row.orderedQuantity}
          <Typography.Text type="secondary"> ({row.orderCount})</Typography.Text>
        </span>
      ),
    },
    {
      name: 'startDate',
      label: 'workOrders.plans.period',
      column: { sort: true, search: true, dateRange: { from: 'startDateFrom', to: 'startDateTo' } },
      render: (row) => `${row.startDate} ~ ${row.endDate}`,
    },
    { name: 'salesOrder', label: 'workOrders.salesOrder', column: { search: true, responsive: ['xxl'] } },
    { name: 'notes', label: 'workOrders.notes', column: { ellipsis: true, responsive: ['xxl'] } },
  ],
});

export default function ProductionPlanListPage() {
  const [generating, setGenerating] = useState<ProductionPlan | null>(null);
  return (
    <ResourcePage
      resource={plans}
      leadingActions={(row, page) => [
        {
          key: 'generate',
          label: page.t('workOrders.plans.generate'),
          permission: P.generateOrder,
          visible: row.status === 'open',
          disabled: row.orderedQuantity >= row.planQuantity,
          onClick: () => setGenerating(row),
        },
      ]}
    >
      {(page) => <GenerateOrdersModal plan={generating} onClose={() => setGenerating(null)} onDone={page.reload} />}
    </ResourcePage>
  );
}
