import {
  PLAN_GENERATE_MAX,
  PLAN_QUANTITY_MAX,
  type ProductionPlan,
  productionPlanApi,
  splitQuantity,
  WORK_ORDER_TYPES,
  type WorkOrderType,
} from '@takt/contracts';
import { Alert, App, Form, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { DateField } from './DateField';
import type { PlanTextKey } from './texts';

interface Values {
  mode: 'count' | 'quantities';
  count?: number;
  quantities?: (number | null)[];
  lineIds?: string[];
  type: WorkOrderType;
  planDate?: string | null;
}

/** The quantities the form would order (what the server will be asked for). */
export function plannedQuantities(values: Partial<Values>, remaining: number): number[] {
  if (values.mode === 'quantities')
    return (values.quantities ?? []).filter((q): q is number => typeof q === 'number' && q > 0);
  return splitQuantity(remaining, values.count ?? 0);
}

/**
 * "Generate work orders" of a plan: N orders splitting what is left, or given quantities, on the
 * chosen lines (order i on line i, the last line taking the rest). The total cannot pass what is
 * left to order; the server checks again under a lock.
 */
export function GenerateOrdersModal({
  plan,
  onClose,
  onDone,
}: {
  plan: ProductionPlan | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const remaining = plan ? Math.max(0, plan.planQuantity - plan.orderedQuantity) : 0;
  const quantities = plannedQuantities(values ?? {}, remaining);
  const total = quantities.reduce((sum, q) => sum + q, 0);
  const label = (key: PlanTextKey) => t(`workOrders.plans.${key}`);

  const submit = async () => {
    if (!plan) return;
    const checked = await form.validateFields();
    setBusy(true);
    try {
      const made = await callApi(productionPlanApi.generate, {
        body: {
          id: plan.id,
          ...(checked.mode === 'count'
            ? { count: checked.count }
            : { quantities: plannedQuantities(checked, remaining) }),
          lineIds: checked.lineIds ?? [],
          type: checked.type,
          planDate: checked.planDate ?? undefined,
        },
      });
      message.success(t('workOrders.plans.generated', { count: made.length }));
      onDone();
      onClose();
    } catch {
      // The request client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={plan !== null}
      title={plan ? t('workOrders.plans.generateTitle', { code: plan.code }) : ''}
      width={620}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={
        { disabled: total === 0 || total > remaining, loading: busy, 'data-testid': 'plan-generate-ok' } as never
      }
      destroyOnHidden
    >
      {plan && (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            mode: 'count',
            count: 1,
            quantities: [remaining],
            lineIds: plan.lineId ? [plan.lineId] : [],
            type: 'normal',
            planDate: plan.startDate,
          }}
        >
          <Typography.Paragraph type="secondary">
            {t('workOrders.plans.generateHelp', { remaining, total: plan.planQuantity })}
          </Typography.Paragraph>
          <Form.Item name="mode" label={label('mode')}>
            <Radio.Group
              options={[
                { value: 'count', label: label('modeCount') },
                { value: 'quantities', label: label('modeQuantities') },
              ]}
            />
          </Form.Item>
          {values?.mode === 'quantities' ? (
            <Form.Item
              name="quantities"
              label={label('quantities')}
              rules={[{ required: true, message: t('crud.required', { field: label('quantities') }) }]}
            >
              <QuantityList max={remaining} />
            </Form.Item>
          ) : (
            <Form.Item
              name="count"
              label={label('count')}
              rules={[{ required: true, message: t('crud.required', { field: label('count') }) }]}
            >
              <InputNumber
                min={1}
                max={Math.min(PLAN_GENERATE_MAX, Math.max(1, remaining))}
                precision={0}
                data-testid="plan-generate-count"
              />
            </Form.Item>
          )}
          <Form.Item
            name="lineIds"
            label={label('lines')}
            tooltip={label('linesHelp')}
            rules={[{ required: true, message: t('crud.requiredChoice', { field: label('lines') }) }]}
          >
            <RefSelect kind="line" multiple data-testid="plan-generate-lines" />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="type" label={label('orderType')}>
              <Select
                style={{ width: 160 }}
                options={WORK_ORDER_TYPES.map((type) => ({ value: type, label: t(`workOrders.types.${type}`) }))}
              />
            </Form.Item>
            <Form.Item name="planDate" label={label('planDate')}>
              <DateField />
            </Form.Item>
          </Space>
          {total > remaining ? (
            <Alert type="error" showIcon message={t('workOrders.plans.exceeds', { total, remaining })} />
          ) : (
            quantities.length > 0 && (
              <Alert
                type="info"
                showIcon
                message={t('workOrders.plans.preview', { quantities: quantities.join(' + '), total })}
              />
            )
          )}
        </Form>
      )}
    </Modal>
  );
}

/** A small editable list of quantities (one per order). */
function QuantityList({
  value = [],
  onChange,
  max,
}: {
  value?: (number | null)[];
  onChange?: (value: (number | null)[]) => void;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {value.map((quantity, index) => (
        <InputNumber
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of these inputs
          key={index}
          min={0}
          max={Math.min(PLAN_QUANTITY_MAX, Math.max(1, max))}
          precision={0}
          value={quantity}
          onChange={(next) => onChange?.(value.map((old, i) => (i === index ? next : old)))}
          data-testid={`plan-generate-quantity-${index}`}
        />
      ))}
      {value.length < PLAN_GENERATE_MAX && (
        <Typography.Link onClick={() => onChange?.([...value, null])}>
          + {t('workOrders.plans.addQuantity')}
        </Typography.Link>
      )}
    </Space>
  );
}
