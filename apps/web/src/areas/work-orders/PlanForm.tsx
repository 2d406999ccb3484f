import { ProFormDigit, ProFormItem, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  PLAN_CODE_MAX,
  PLAN_QUANTITY_MAX,
  PLAN_QUANTITY_MIN,
  type ProductionPlan,
  productionPlanApi,
  SALES_ORDER_MAX,
  WORK_ORDER_CODE_PATTERN,
  WORK_ORDER_NOTES_MAX,
} from '@takt/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditModalForm } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import type { ResourceFormProps } from '../../app/resource/resource-def';
import { DateField } from './DateField';
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
  const rules = useFieldRules();
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
  );
}
