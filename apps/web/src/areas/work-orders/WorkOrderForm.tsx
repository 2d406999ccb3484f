import { ProFormSelect } from '@ant-design/pro-components';
import { WORK_ORDER_CODE_MAX, WORK_ORDER_TYPES, type WorkOrder, workOrderApi } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { type Editing, EditModalForm } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';
import { DateItem, OrderCodeField, PlanQuantityField, RefField, SalesOrderAndNotes } from './order-fields';
import { localToday, type WorkOrderFormValues, workOrderBody, workOrderValues } from './order-form';
import type { OrderTextKey } from './texts';

/** The add and edit dialog of a work order (edit only while initial; the server says so otherwise). */
export function WorkOrderForm({ editing, onSaved }: { editing: Editing<WorkOrder>; onSaved: (text: string) => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const label = (key: OrderTextKey) => t(`workOrders.${key}`);
  const row = editing.row;
  return (
    <EditModalForm<WorkOrderFormValues, WorkOrder>
      editing={editing}
      width={720}
      addTitle={t('workOrders.add')}
      editTitle={t('workOrders.editTitle', { code: row?.code ?? '' })}
      initialValues={workOrderValues(row, localToday())}
      save={async (values, current) => {
        const body = workOrderBody(values);
        if (current) await callApi(workOrderApi.edit, { body: { ...body, id: current.id } });
        else await callApi(workOrderApi.add, { body });
      }}
      onSaved={onSaved}
    >
      <OrderCodeField
        label={label('code')}
        max={WORK_ORDER_CODE_MAX}
        placeholder={label('codePlaceholder')}
        tooltip={label('codeHelp')}
        testId="wo-code"
      />
      <ProFormSelect
        name="type"
        label={label('type')}
        colProps={{ xs: 24, sm: 12 }}
        allowClear={false}
        options={WORK_ORDER_TYPES.map((type) => ({ value: type, label: t(`workOrders.types.${type}`) }))}
        fieldProps={{ 'data-testid': 'wo-type' } as never}
        rules={[rules.requiredChoice(label('type'))]}
      />
      <RefField name="productId" label={label('product')} required kind="product" data-testid="wo-product" />
      <RefField name="lineId" label={label('line')} required kind="line" data-testid="wo-line" />
      <RefField
        name="routingId"
        label={label('routing')}
        tooltip={label('routingHelp')}
        kind="routing"
        allowClear
        placeholder={label('routingPlaceholder')}
        data-testid="wo-routing"
      />
      <RefField name="planId" label={label('plan')} kind="productionPlan" allowClear data-testid="wo-plan" />
      <PlanQuantityField label={label('planQuantity')} testId="wo-quantity" />
      <DateItem name="planDate" label={label('planDate')} testId="wo-plan-date" />
      <SalesOrderAndNotes />
    </EditModalForm>
  );
}
