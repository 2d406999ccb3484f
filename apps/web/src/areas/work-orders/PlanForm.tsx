import { PLAN_CODE_MAX, type ProductionPlan, productionPlanApi } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { EditModalForm } from '../../app/crud/EditModalForm';
import { callApi } from '../../app/request';
import type { ResourceFormProps } from '../../app/resource/resource-def';
import { DateItem, OrderCodeField, PlanQuantityField, RefField, SalesOrderAndNotes } from './order-fields';
import { localToday } from './order-form';
import type { OrderTextKey, PlanTextKey } from './texts';

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

/** The add and edit dialog of a production plan: the code may be left to the numbering rule; the end not before the start. */
export function PlanForm({ editing, onSaved }: ResourceFormProps<ProductionPlan>) {
  const { t } = useTranslation();
  const label = (key: PlanTextKey) => t(`workOrders.plans.${key}`);
  const common = (key: OrderTextKey) => t(`workOrders.${key}`);
  const current = editing.row;
  return (
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
      onSaved={onSaved}
    >
      <OrderCodeField label={label('code')} max={PLAN_CODE_MAX} placeholder={label('codePlaceholder')} />
      <PlanQuantityField label={label('planQuantity')} />
      <RefField name="productId" label={common('product')} required kind="product" data-testid="plan-product" />
      <RefField name="lineId" label={label('line')} kind="line" allowClear placeholder={label('anyLine')} />
      <DateItem name="startDate" label={label('startDate')} />
      <DateItem
        name="endDate"
        label={label('endDate')}
        dependencies={['startDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_: unknown, value: string | undefined) => {
              const start = getFieldValue('startDate') as string | undefined;
              if (value && start && value < start) throw new Error(label('endBeforeStart'));
            },
          }),
        ]}
      />
      <SalesOrderAndNotes />
    </EditModalForm>
  );
}
