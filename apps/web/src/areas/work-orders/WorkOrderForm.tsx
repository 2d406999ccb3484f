import { ProFormDigit, ProFormItem, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  PLAN_QUANTITY_MAX,
  PLAN_QUANTITY_MIN,
  SALES_ORDER_MAX,
  WORK_ORDER_CODE_MAX,
  WORK_ORDER_CODE_PATTERN,
  WORK_ORDER_NOTES_MAX,
  WORK_ORDER_TYPES,
  type WorkOrder,
  workOrderApi,
} from '@takt/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Editing, EditModalForm } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { DateField } from './DateField';
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
      <ProFormText
        name="code"
        label={label('code')}
        tooltip={label('codeHelp')}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={
          { maxLength: WORK_ORDER_CODE_MAX, placeholder: label('codePlaceholder'), 'data-testid': 'wo-code' } as never
        }
        rules={[
          rules.tooLong(label('code'), WORK_ORDER_CODE_MAX),
          rules.pattern(label('code'), WORK_ORDER_CODE_PATTERN, t('crud.codeFormat', { field: label('code') })),
        ]}
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
      <Col xs={24} sm={12}>
        <ProFormItem name="productId" label={label('product')} rules={[rules.requiredChoice(label('product'))]}>
          <RefSelect kind="product" data-testid="wo-product" />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="lineId" label={label('line')} rules={[rules.requiredChoice(label('line'))]}>
          <RefSelect kind="line" data-testid="wo-line" />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="routingId" label={label('routing')} tooltip={label('routingHelp')}>
          <RefSelect kind="routing" allowClear placeholder={label('routingPlaceholder')} data-testid="wo-routing" />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="planId" label={label('plan')}>
          <RefSelect kind="productionPlan" allowClear data-testid="wo-plan" />
        </ProFormItem>
      </Col>
      <ProFormDigit
        name="planQuantity"
        label={label('planQuantity')}
        colProps={{ xs: 24, sm: 12 }}
        min={PLAN_QUANTITY_MIN}
        max={PLAN_QUANTITY_MAX}
        fieldProps={{ precision: 0, style: { width: '100%' }, 'data-testid': 'wo-quantity' } as never}
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
        <ProFormItem name="planDate" label={label('planDate')} rules={[rules.requiredChoice(label('planDate'))]}>
          <DateField testId="wo-plan-date" />
        </ProFormItem>
      </Col>
      <ProFormText
        name="salesOrder"
        label={label('salesOrder')}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ maxLength: SALES_ORDER_MAX }}
        rules={[rules.tooLong(label('salesOrder'), SALES_ORDER_MAX)]}
      />
      <ProFormTextArea
        name="notes"
        label={label('notes')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: WORK_ORDER_NOTES_MAX, showCount: true, rows: 2 }}
        rules={[rules.tooLong(label('notes'), WORK_ORDER_NOTES_MAX)]}
      />
    </EditModalForm>
  );
}
