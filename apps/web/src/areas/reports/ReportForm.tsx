import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProFormItem, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  instantOfWall,
  type ProductionReport,
  REPORT_CODE_MAX,
  REPORT_CODE_PATTERN,
  REPORT_DEFECT_ITEMS_MAX,
  REPORT_QUANTITY_MAX,
  REPORT_REMARK_MAX,
  REPORT_TIME_SPENT_MAX,
  totalDefects,
} from '@takt/contracts';
import { Alert, Button, Col, DatePicker, Divider, Form, InputNumber, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Editing, EditModalForm } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { currentTimeZone, formatTime } from '../../app/time';
import { UserSelect } from '../factory/pickers';
import { ProcessSelect, StationSelect } from './FittingSelect';
import { OrderSelect } from './OrderSelect';
import { formProblems, formQuantities, problemMessage, type ReportFormValues, reportValues } from './report-form';

const WALL_MINUTE = 'YYYY-MM-DD HH:mm';

/**
 * An ISO time with offset as a date-time picker on the clock times are shown in (the picker holds
 * that wall-clock time; the value is the instant it names there).
 */
function DateTimeField({ value, onChange }: { value?: string; onChange?: (value: string | undefined) => void }) {
  const wall = value ? formatTime(value, 'minute') : '';
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format={WALL_MINUTE}
      style={{ width: '100%' }}
      value={wall ? dayjs(wall) : null}
      onChange={(picked) =>
        onChange?.(picked ? instantOfWall(picked.format(WALL_MINUTE), currentTimeZone())?.toISOString() : undefined)
      }
      data-testid="report-time"
    />
  );
}

/** The process picker, fed with the order as the form holds it now. */
function ProcessField({ saved }: { saved: ProductionReport | null }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const process = saved && { id: saved.processId, code: saved.processCode, name: saved.processName };
  return (
    <Form.Item noStyle dependencies={['workOrderId']}>
      {({ getFieldValue }) => (
        <ProFormItem name="processId" label={t('reports.process')} rules={[rules.requiredChoice(t('reports.process'))]}>
          <ProcessSelect workOrderId={getFieldValue('workOrderId')} saved={process} data-testid="report-process" />
        </ProFormItem>
      )}
    </Form.Item>
  );
}

/** The workstation picker, fed with the order and process as the form holds them now. */
function StationField({ saved }: { saved: ProductionReport | null }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const station = saved && { id: saved.stationId, code: saved.stationCode, name: saved.stationName };
  return (
    <Form.Item noStyle dependencies={['workOrderId', 'processId']}>
      {({ getFieldValue }) => (
        <ProFormItem name="stationId" label={t('reports.station')} rules={[rules.requiredChoice(t('reports.station'))]}>
          <StationSelect
            workOrderId={getFieldValue('workOrderId')}
            processId={getFieldValue('processId')}
            saved={station}
            data-testid="report-station"
          />
        </ProFormItem>
      )}
    </Form.Item>
  );
}

/** The defect items: bad phenomenon, defect type, quantity; checked live with the shared rule. */
function DefectItems() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ReportFormValues>();
  const bad = Form.useWatch('badQuantity', form);
  const scrap = Form.useWatch('scrapQuantity', form);
  const items = Form.useWatch('defects', form);
  const quantities = formQuantities({ badQuantity: bad, scrapQuantity: scrap, defects: items });
  const total = totalDefects(quantities);
  const sum = quantities.defects.reduce((running, item) => running + item.quantity, 0);
  // Bad or scrap changes the total the items must reach: check them again.
  useEffect(() => {
    if (bad !== undefined || scrap !== undefined) void form.validateFields(['defects']).catch(() => undefined);
  }, [bad, scrap, form]);
  return (
    <Form.List
      name="defects"
      rules={[
        {
          validator: async () => {
            const problem = formProblems(form.getFieldsValue(true)).find((found) => found.rule !== 'empty');
            if (problem) {
              const { key, values } = problemMessage(problem);
              throw new Error(t(key as 'reports.rule.empty', values));
            }
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {total > 0 ? t('reports.defectsHelp', { total }) : t('reports.noDefectsNeeded')}
          </Typography.Paragraph>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={8} align="top" data-testid={`report-defect-${index}`}>
              <Col flex="1 1 200px">
                <Form.Item
                  name={[field.name, 'badPhenomenonId']}
                  rules={[{ required: true, message: t('crud.requiredChoice', { field: t('reports.badPhenomenon') }) }]}
                >
                  <RefSelect kind="badPhenomenon" placeholder={t('reports.badPhenomenon')} />
                </Form.Item>
              </Col>
              <Col flex="1 1 160px">
                <Form.Item name={[field.name, 'defectTypeId']}>
                  <RefSelect kind="defectType" placeholder={t('reports.defectType')} />
                </Form.Item>
              </Col>
              <Col flex="0 0 120px">
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[{ required: true, message: t('crud.required', { field: t('reports.quantity') }) }]}
                >
                  <InputNumber
                    min={1}
                    max={REPORT_QUANTITY_MAX}
                    precision={0}
                    placeholder={t('reports.quantity')}
                    style={{ width: '100%' }}
                    onChange={() => void form.validateFields(['defects']).catch(() => undefined)}
                  />
                </Form.Item>
              </Col>
              <Col flex="0 0 40px">
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('reports.removeDefect')}
                  onClick={() => {
                    remove(field.name);
                    void form.validateFields(['defects']).catch(() => undefined);
                  }}
                />
              </Col>
            </Row>
          ))}
          <Space align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= REPORT_DEFECT_ITEMS_MAX}
              onClick={() => add({ quantity: Math.max(1, total - sum) || 1 })}
              data-testid="report-add-defect"
            >
              {t('reports.addDefect')}
            </Button>
            {total > 0 && (
              <Typography.Text type={sum === total ? 'success' : 'warning'}>
                {t('reports.defectSum', { sum, total })}
              </Typography.Text>
            )}
          </Space>
          <Form.Item style={{ marginBottom: 0 }}>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}

export interface ReportFormProps {
  editing: Editing<ProductionReport>;
  save: (values: ReportFormValues, row: ProductionReport | null) => Promise<unknown>;
  onSaved: (text: string) => unknown;
}

/** The add/edit dialog of a production report. */
export function ReportForm({ editing, save, onSaved }: ReportFormProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const quantity = (name: 'goodQuantity' | 'badQuantity' | 'scrapQuantity', label: string) => (
    <Col xs={8}>
      <Form.Item
        name={name}
        label={label}
        dependencies={name === 'goodQuantity' ? ['badQuantity', 'scrapQuantity'] : []}
        rules={[
          { required: true, message: t('crud.required', { field: label }) },
          ({ getFieldsValue }) => ({
            validator: async () => {
              if (name !== 'goodQuantity') return;
              if (formProblems(getFieldsValue(true)).some((problem) => problem.rule === 'empty'))
                throw new Error(t('reports.rule.empty'));
            },
          }),
        ]}
      >
        <InputNumber
          min={0}
          max={REPORT_QUANTITY_MAX}
          precision={0}
          style={{ width: '100%' }}
          data-testid={`report-${name}`}
        />
      </Form.Item>
    </Col>
  );
  const current = editing.row;
  return (
    <EditModalForm<ReportFormValues, ProductionReport>
      editing={editing}
      addTitle={t('reports.add')}
      editTitle={t('reports.editTitle')}
      width={760}
      initialValues={reportValues(current, dayjs().format())}
      save={save}
      onSaved={onSaved}
    >
      <Col xs={24} sm={12}>
        <ProFormItem
          name="workOrderId"
          label={t('reports.workOrder')}
          rules={[rules.requiredChoice(t('reports.workOrder'))]}
        >
          <OrderSelect data-testid="report-order" />
        </ProFormItem>
      </Col>
      <ProFormText
        name="code"
        label={t('reports.code')}
        colProps={{ xs: 24, sm: 12 }}
        placeholder={t('reports.codePlaceholder')}
        fieldProps={{ maxLength: REPORT_CODE_MAX }}
        rules={[
          rules.tooLong(t('reports.code'), REPORT_CODE_MAX),
          rules.pattern(t('reports.code'), REPORT_CODE_PATTERN, t('crud.codeFormat', { field: t('reports.code') })),
        ]}
      />
      <Col xs={24} sm={12}>
        <ProcessField saved={current} />
      </Col>
      <Col xs={24} sm={12}>
        <StationField saved={current} />
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="reporterId" label={t('reports.reporter')}>
          <UserSelect currentName={current?.reporterName} placeholder={t('reports.reporterPlaceholder')} />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem
          name="reportedAt"
          label={t('reports.reportedAt')}
          tooltip={t('reports.reportedAtHelp')}
          rules={[rules.requiredChoice(t('reports.reportedAt'))]}
        >
          <DateTimeField />
        </ProFormItem>
      </Col>
      <Col span={24}>
        <Row gutter={16}>
          {quantity('goodQuantity', t('reports.good'))}
          {quantity('badQuantity', t('reports.bad'))}
          {quantity('scrapQuantity', t('reports.scrap'))}
        </Row>
      </Col>
      <Col span={24}>
        <Divider orientation="left" plain style={{ marginTop: 0 }}>
          {t('reports.defects')}
        </Divider>
        <DefectItems />
      </Col>
      <Col xs={24} sm={8} style={{ marginTop: 16 }}>
        <Form.Item name="timeSpent" label={t('reports.timeSpent')}>
          <InputNumber
            min={0}
            max={REPORT_TIME_SPENT_MAX}
            precision={0}
            addonAfter={t('reports.minutes')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <ProFormTextArea
        name="remark"
        label={t('reports.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REPORT_REMARK_MAX, showCount: true, rows: 2 }}
        rules={[rules.tooLong(t('reports.remark'), REPORT_REMARK_MAX)]}
      />
      {current?.shiftName && (
        <Col span={24}>
          <Alert
            type="info"
            showIcon
            message={`${t('reports.shift')}: ${current.shiftCode} ${current.shiftName} · ${current.productionDay}`}
          />
        </Col>
      )}
    </EditModalForm>
  );
}
