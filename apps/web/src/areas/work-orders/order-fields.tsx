import { ProFormDigit, ProFormItem, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  PLAN_QUANTITY_MAX,
  PLAN_QUANTITY_MIN,
  SALES_ORDER_MAX,
  WORK_ORDER_CODE_PATTERN,
  WORK_ORDER_NOTES_MAX,
} from '@takt/contracts';
import { Col } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect, type RefSelectProps } from '../../app/crud/RefSelect';
import { DateField } from './DateField';

/**
 * The form sections a production plan and a work order share: the number (left blank for the
 * numbering rule), the plan quantity, half-row pickers and dates, the sales order and notes.
 */

/** The plan's or order's number: optional (generated when blank), in the orders' pattern. */
export function OrderCodeField({
  label,
  max,
  placeholder,
  tooltip,
  testId,
}: {
  label: string;
  max: number;
  placeholder: string;
  tooltip?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <ProFormText
      name="code"
      label={label}
      tooltip={tooltip}
      colProps={{ xs: 24, sm: 12 }}
      fieldProps={{ maxLength: max, placeholder, 'data-testid': testId } as object}
      rules={[
        rules.tooLong(label, max),
        rules.pattern(label, WORK_ORDER_CODE_PATTERN, t('crud.codeFormat', { field: label })),
      ]}
    />
  );
}

/** The plan quantity: a required whole number within the contracts' limits. */
export function PlanQuantityField({ label, testId }: { label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ProFormDigit
      name="planQuantity"
      label={label}
      colProps={{ xs: 24, sm: 12 }}
      min={PLAN_QUANTITY_MIN}
      max={PLAN_QUANTITY_MAX}
      fieldProps={{ precision: 0, style: { width: '100%' }, 'data-testid': testId } as object}
      rules={[
        { required: true, message: t('crud.required', { field: label }) },
        {
          type: 'integer',
          min: PLAN_QUANTITY_MIN,
          max: PLAN_QUANTITY_MAX,
          message: t('workOrders.quantityRule', { min: PLAN_QUANTITY_MIN, max: PLAN_QUANTITY_MAX }),
        },
      ]}
    />
  );
}

/** A half-row form item around its input; a required one asks for a choice. */
function HalfRowItem({
  name,
  label,
  required,
  tooltip,
  rules: own = [],
  dependencies,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  tooltip?: string;
  rules?: Rule[];
  dependencies?: string[];
  children: ReactNode;
}) {
  const rules = useFieldRules();
  return (
    <Col xs={24} sm={12}>
      <ProFormItem
        name={name}
        label={label}
        tooltip={tooltip}
        dependencies={dependencies}
        rules={required ? [rules.requiredChoice(label), ...own] : own.length > 0 ? own : undefined}
      >
        {children}
      </ProFormItem>
    </Col>
  );
}

/** A picker of a reference (product, line, routing, plan) in half a row. */
export function RefField({
  name,
  label,
  required,
  tooltip,
  ...select
}: { name: string; label: string; required?: boolean; tooltip?: string } & RefSelectProps) {
  return (
    <HalfRowItem name={name} label={label} required={required} tooltip={tooltip}>
      <RefSelect {...select} />
    </HalfRowItem>
  );
}

/** A required date (`YYYY-MM-DD`) in half a row; `rules` and `dependencies` add a check against another field. */
export function DateItem({
  name,
  label,
  testId,
  rules,
  dependencies,
}: {
  name: string;
  label: string;
  testId?: string;
  rules?: Rule[];
  dependencies?: string[];
}) {
  return (
    <HalfRowItem name={name} label={label} required rules={rules} dependencies={dependencies}>
      <DateField testId={testId} />
    </HalfRowItem>
  );
}

/** The sales order (half a row) and the notes (a whole row). */
export function SalesOrderAndNotes() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const salesOrder = t('workOrders.salesOrder');
  const notes = t('workOrders.notes');
  return (
    <>
      <ProFormText
        name="salesOrder"
        label={salesOrder}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ maxLength: SALES_ORDER_MAX }}
        rules={[rules.tooLong(salesOrder, SALES_ORDER_MAX)]}
      />
      <ProFormTextArea
        name="notes"
        label={notes}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: WORK_ORDER_NOTES_MAX, showCount: true, rows: 2 }}
        rules={[rules.tooLong(notes, WORK_ORDER_NOTES_MAX)]}
      />
    </>
  );
}
