import { type ProColumns, ProFormDigit, ProFormItem, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  Permissions,
  PLAN_CODE_MAX,
  PLAN_QUANTITY_MAX,
  PLAN_QUANTITY_MIN,
  PLAN_STATUSES,
  type ProductionPlan,
  productionPlanApi,
  productionPlanImportRoutes,
  SALES_ORDER_MAX,
  WORK_ORDER_CODE_PATTERN,
  WORK_ORDER_NOTES_MAX,
} from '@takt/contracts';
import { Col, Progress, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { listFilters } from '../../app/crud/table-request';
import { useHubEvent } from '../../app/hub/hub-context';
import { callApi } from '../../app/request';
import { DateField } from './DateField';

import { GenerateOrdersModal } from './GenerateOrdersModal';
import { localToday } from './order-form';
import type { OrderTextKey, PlanTextKey } from './texts';

const P = Permissions.plan.productionPlan;

interface PlanValues extends Record<string, unknown> {
  code?: string;
  productId?: string;
  lineId?: string | null;
  planQuantity?: number;
  startDate?: string;
  endDate?: string;
  salesOrder?: string;
  notes?: string;
}

const blankToNull = (text: string | undefined | null) => (text?.trim() ? text.trim() : null);

/**
 * Production plans: what to make of a product, on which line (or any), by when. Work orders are
 * generated from a plan (never more than its quantity); an open plan is edited, closed or, with
 * no orders yet, deleted. Import and export.
 */
export default function ProductionPlanListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<ProductionPlan>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [generating, setGenerating] = useState<ProductionPlan | null>(null);
  useHubEvent('RefreshTable', (data) => {
    if ((data as { table?: string } | null)?.table === 'workOrder') table.reload();
  });
  const label = (key: PlanTextKey) => t(`workOrders.plans.${key}`);
  const common = (key: OrderTextKey) => t(`workOrders.${key}`);

  const columns: ProColumns<ProductionPlan>[] = [
    { title: label('code'), dataIndex: 'code', sorter: true, copyable: true, fixed: 'left' },
    {
      title: common('status'),
      dataIndex: 'status',
      sorter: true,
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        PLAN_STATUSES.map((status) => [status, { text: t(`workOrders.plans.statuses.${status}`) }]),
      ),
      render: (_, row) => (
        <Tag color={row.status === 'open' ? 'blue' : 'default'}>{t(`workOrders.plans.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      title: common('product'),
      dataIndex: 'productId',
      render: (_, row) => (
        <span>
          {row.productCode} <Typography.Text type="secondary">{row.productName}</Typography.Text>
        </span>
      ),
      renderFormItem: () => <RefSelect kind="product" allowClear />,
    },
    {
      title: label('line'),
      dataIndex: 'lineId',
      render: (_, row) =>
        row.lineName || row.lineCode || <Typography.Text type="secondary">{label('anyLine')}</Typography.Text>,
      renderFormItem: () => <RefSelect kind="line" allowClear />,
    },
    { title: label('planQuantity'), dataIndex: 'planQuantity', sorter: true, search: false, align: 'right' },
    {
      title: label('ordered'),
      dataIndex: 'orderedQuantity',
      sorter: true,
      search: false,
      width: 170,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }} title={`${row.orderCount} ${label('orders')}`}>
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
      title: label('period'),
      dataIndex: 'startDate',
      sorter: true,
      valueType: 'dateRange',
      render: (_, row) => `${row.startDate} ~ ${row.endDate}`,
    },
    { title: common('salesOrder'), dataIndex: 'salesOrder', responsive: ['xxl'] },
    { title: common('notes'), dataIndex: 'notes', search: false, ellipsis: true, responsive: ['xxl'] },
    {
      title: t('crud.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_, row) => {
        const open = row.status === 'open';
        return (
          <TableActions
            actions={[
              {
                key: 'generate',
                label: label('generate'),
                permission: P.generateOrder,
                visible: open,
                disabled: row.orderedQuantity >= row.planQuantity,
                onClick: () => setGenerating(row),
              },
              actions.edit(P.edit, () => editing.startEdit(row), open),
              {
                key: 'close',
                label: label('close'),
                permission: P.close,
                visible: open,
                confirm: t('workOrders.plans.closeConfirm', { code: row.code }),
                onClick: async () => {
                  try {
                    await callApi(productionPlanApi.close, { body: { id: row.id } });
                    table.changed(label('closed'));
                  } catch {
                    // The request client has shown why.
                  }
                },
              },
              actions.remove({
                permission: P.delete,
                name: row.code,
                visible: row.orderCount === 0,
                confirm: t('workOrders.plans.deleteConfirm', { code: row.code }),
                run: () => callApi(productionPlanApi.delete, { body: { id: row.id } }),
              }),
            ]}
          />
        );
      },
    },
  ];

  const current = editing.row;
  return (
    <>
      <AdminTable
        pageRoute={productionPlanApi.page}
        tableRef={table.ref}
        settingsKey="production-plans"
        headerTitle={label('title')}
        columns={columns}
        toQuery={({ startDate, ...query }) => {
          const range = Array.isArray(startDate) ? (startDate as string[]) : [];
          const full = {
            ...query,
            ...(range.length === 2
              ? { startDateFrom: String(range[0]).slice(0, 10), startDateTo: String(range[1]).slice(0, 10) }
              : {}),
          };
          lastQuery.current = full;
          return full;
        }}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={productionPlanImportRoutes}
            templateName="production-plans-template.xlsx"
            onImported={table.reload}
            testId="plan-import"
          />,
          <ExportButton
            key="export"
            route={productionPlanApi.export}
            permission={P.export}
            query={() => listFilters(lastQuery.current ?? {})}
            fallbackName="production-plans.xlsx"
            testId="plan-export"
          />,
        ]}
        add={{ permission: P.add, label: label('add'), testId: 'plan-add', onClick: editing.startAdd }}
      />
      <EditModalForm<PlanValues, ProductionPlan>
        editing={editing}
        width={680}
        addTitle={label('add')}
        editTitle={t('workOrders.plans.editTitle', { code: current?.code ?? '' })}
        initialValues={
          current
            ? {
                code: current.code,
                productId: current.productId,
                lineId: current.lineId,
                planQuantity: current.planQuantity,
                startDate: current.startDate,
                endDate: current.endDate,
                salesOrder: current.salesOrder ?? '',
                notes: current.notes ?? '',
              }
            : { startDate: localToday(), endDate: localToday() }
        }
        save={async (values, row) => {
          const body = {
            code: blankToNull(values.code),
            productId: values.productId ?? '',
            lineId: values.lineId || null,
            planQuantity: Number(values.planQuantity),
            startDate: values.startDate ?? '',
            endDate: values.endDate ?? '',
            salesOrder: blankToNull(values.salesOrder),
            notes: blankToNull(values.notes),
          };
          if (row) await callApi(productionPlanApi.edit, { body: { ...body, id: row.id } });
          else await callApi(productionPlanApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <ProFormText
          name="code"
          label={label('code')}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: PLAN_CODE_MAX, placeholder: label('codePlaceholder') }}
          rules={[
            rules.tooLong(label('code'), PLAN_CODE_MAX),
            rules.pattern(label('code'), WORK_ORDER_CODE_PATTERN, t('crud.codeFormat', { field: label('code') })),
          ]}
        />
        <ProFormDigit
          name="planQuantity"
          label={label('planQuantity')}
          colProps={{ xs: 24, sm: 12 }}
          min={PLAN_QUANTITY_MIN}
          max={PLAN_QUANTITY_MAX}
          fieldProps={{ precision: 0, style: { width: '100%' } }}
          rules={[
            { required: true, message: t('crud.required', { field: label('planQuantity') }) },
            {
              type: 'integer',
              min: PLAN_QUANTITY_MIN,
              max: PLAN_QUANTITY_MAX,
              message: t('workOrders.quantityRule', { min: PLAN_QUANTITY_MIN, max: PLAN_QUANTITY_MAX }),
            },
          ]}
        />
        <Col xs={24} sm={12}>
          <ProFormItem name="productId" label={common('product')} rules={[rules.requiredChoice(common('product'))]}>
            <RefSelect kind="product" data-testid="plan-product" />
          </ProFormItem>
        </Col>
        <Col xs={24} sm={12}>
          <ProFormItem name="lineId" label={label('line')}>
            <RefSelect kind="line" allowClear placeholder={label('anyLine')} />
          </ProFormItem>
        </Col>
        <Col xs={24} sm={12}>
          <ProFormItem name="startDate" label={label('startDate')} rules={[rules.requiredChoice(label('startDate'))]}>
            <DateField />
          </ProFormItem>
        </Col>
        <Col xs={24} sm={12}>
          <ProFormItem
            name="endDate"
            label={label('endDate')}
            dependencies={['startDate']}
            rules={[
              rules.requiredChoice(label('endDate')),
              ({ getFieldValue }) => ({
                validator: async (_: unknown, value: string | undefined) => {
                  const start = getFieldValue('startDate') as string | undefined;
                  if (value && start && value < start) throw new Error(label('endBeforeStart'));
                },
              }),
            ]}
          >
            <DateField />
          </ProFormItem>
        </Col>
        <ProFormText
          name="salesOrder"
          label={common('salesOrder')}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: SALES_ORDER_MAX }}
          rules={[rules.tooLong(common('salesOrder'), SALES_ORDER_MAX)]}
        />
        <ProFormTextArea
          name="notes"
          label={common('notes')}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: WORK_ORDER_NOTES_MAX, showCount: true, rows: 2 }}
          rules={[rules.tooLong(common('notes'), WORK_ORDER_NOTES_MAX)]}
        />
      </EditModalForm>
      <GenerateOrdersModal plan={generating} onClose={() => setGenerating(null)} onDone={table.reload} />
    </>
  );
}
