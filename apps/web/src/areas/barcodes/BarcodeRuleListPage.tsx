import {
  type ProColumns,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  BARCODE_LENGTH_MAX,
  BARCODE_PREFIX_MAX,
  BARCODE_RULE_CODE_MAX,
  BARCODE_RULE_CODE_PATTERN,
  BARCODE_RULE_NAME_MAX,
  BARCODE_RULE_REMARK_MAX,
  BARCODE_SEPARATORS,
  BARCODE_SERIAL_START_MAX,
  BARCODE_SERIAL_STEP_MAX,
  BARCODE_STACKING_MODES,
  type BarcodeElement,
  type BarcodeRule,
  type BarcodeRuleFormat,
  barcodeRuleApi,
  Permissions,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { BatchesDrawer } from './BatchesDrawer';
import { ElementEditor } from './ElementEditor';
import { GenerateDialog } from './GenerateDialog';
import { RulePreview } from './RulePreview';

const P = Permissions.basics.barcodeRule;

type RuleFormValues = Omit<BarcodeRule, 'id' | 'createdAt' | 'updatedAt' | 'remark'> & {
  remark?: string | null;
} & Record<string, unknown>;

const FORMAT_FIELDS = [
  'prefix',
  'length',
  'stackingMode',
  'separator',
  'gs1',
  'checkDigit',
  'serialStart',
  'serialStep',
  'elements',
] as const;

const NEW_RULE: Partial<RuleFormValues> = {
  prefix: '',
  length: 20,
  stackingMode: 'concat',
  separator: '',
  gs1: false,
  checkDigit: false,
  serialStart: 1,
  serialStep: 1,
  elements: [
    { type: 'date', format: 'yyMMdd' },
    { type: 'serial', scheme: 1, width: 4 },
  ],
};

/** Barcode rules (spec 001 §3, §5): list, form with element editor and live preview, generation. */
export default function BarcodeRuleListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<BarcodeRule>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<BarcodeRule>();
  const [generating, setGenerating] = useState<BarcodeRule | null>(null);
  const [history, setHistory] = useState<BarcodeRule | null>(null);

  const elementTags = (elements: BarcodeElement[]) => (
    <Space size={2} wrap>
      {elements.map((element, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: elements are identified by their place
        <Tag key={index}>
          {element.ai ? `(${element.ai}) ` : ''}
          {element.type === 'constant'
            ? element.value
            : element.type === 'date'
              ? element.format
              : element.type === 'serial'
                ? `${t('barcodes.element.serial')} #${element.scheme}/${element.width}`
                : t(`barcodes.element.${element.type}`)}
        </Tag>
      ))}
    </Space>
  );

  const columns: ProColumns<BarcodeRule>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: t('barcodes.field.prefix'), dataIndex: 'prefix', search: false },
    { title: t('barcodes.field.length'), dataIndex: 'length', sorter: true, search: false, width: 80 },
    {
      title: t('barcodes.column.mode'),
      dataIndex: 'gs1',
      valueType: 'select',
      valueEnum: { true: { text: 'GS1' }, false: { text: t('barcodes.stacking.concat') } },
      render: (_, row) => (
        <Space size={2}>
          {row.gs1 && <Tag color="blue">GS1</Tag>}
          {!row.gs1 && <span>{t(`barcodes.stacking.${row.stackingMode}`)}</span>}
          {row.checkDigit && <Tag color="green">mod 10</Tag>}
        </Space>
      ),
    },
    {
      title: t('barcodes.column.elements'),
      dataIndex: 'elements',
      search: false,
      // A set width lets the tags wrap: the list then fits at 1440 px, its created column not under Actions.
      width: 200,
      render: (_, row) => elementTags(row.elements),
    },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'generate',
              label: t('barcodes.generate.action'),
              permission: P.generate,
              onClick: () => setGenerating(row),
            },
            actions.edit(P.edit, () => editing.startEdit(row)),
            { key: 'batches', label: t('barcodes.batches.action'), permission: P.get, onClick: () => setHistory(row) },
            actions.remove({
              permission: P.delete,
              name: row.name,
              run: () => callApi(barcodeRuleApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={barcodeRuleApi.page}
        tableRef={table.ref}
        settingsKey="barcodeRules"
        headerTitle={t('barcodes.title')}
        columns={columns}
        add={{ permission: P.add, label: t('barcodes.add'), testId: 'barcode-rule-add', onClick: editing.startAdd }}
      />
      <EditModalForm<RuleFormValues, BarcodeRule>
        editing={editing}
        width={960}
        addTitle={t('barcodes.add')}
        editTitle={t('barcodes.editTitle')}
        initialValues={editing.row ? { ...editing.row } : NEW_RULE}
        save={(values, row) => {
          const body = {
            code: values.code.trim(),
            name: values.name.trim(),
            prefix: values.prefix ?? '',
            length: values.length,
            stackingMode: values.stackingMode,
            separator: (values.stackingMode === 'separated' ? values.separator : '') as BarcodeRuleFormat['separator'],
            gs1: Boolean(values.gs1),
            checkDigit: Boolean(values.checkDigit),
            serialStart: values.serialStart ?? 1,
            serialStep: values.serialStep ?? 1,
            elements: values.elements ?? [],
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(barcodeRuleApi.edit, { body: { id: row.id, ...body } })
            : callApi(barcodeRuleApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="barcode-rule"
          nameMax={BARCODE_RULE_NAME_MAX}
          codeMax={BARCODE_RULE_CODE_MAX}
          codePattern={BARCODE_RULE_CODE_PATTERN}
        />
        <ProFormText
          name="prefix"
          label={t('barcodes.field.prefix')}
          colProps={{ xs: 24, sm: 8 }}
          fieldProps={{ maxLength: BARCODE_PREFIX_MAX, 'data-testid': 'barcode-rule-prefix' } as object}
          rules={[rules.tooLong(t('barcodes.field.prefix'), BARCODE_PREFIX_MAX)]}
        />
        <ProFormDigit
          name="length"
          label={t('barcodes.field.length')}
          tooltip={t('barcodes.help.length')}
          colProps={{ xs: 24, sm: 8 }}
          min={1}
          max={BARCODE_LENGTH_MAX}
          fieldProps={{ precision: 0, 'data-testid': 'barcode-rule-length' } as object}
          rules={[rules.required(t('barcodes.field.length'))]}
        />
        <ProFormSelect
          name="stackingMode"
          label={t('barcodes.field.stackingMode')}
          colProps={{ xs: 24, sm: 8 }}
          allowClear={false}
          options={BARCODE_STACKING_MODES.map((mode) => ({ value: mode, label: t(`barcodes.stacking.${mode}`) }))}
        />
        <ProFormDependency name={['stackingMode']}>
          {({ stackingMode }) =>
            stackingMode === 'separated' && (
              <ProFormSelect
                name="separator"
                label={t('barcodes.field.separator')}
                colProps={{ xs: 24, sm: 8 }}
                rules={[rules.requiredChoice(t('barcodes.field.separator'))]}
                options={BARCODE_SEPARATORS.map((separator) => ({
                  value: separator,
                  label: separator === ' ' ? t('barcodes.separatorSpace') : separator,
                }))}
              />
            )
          }
        </ProFormDependency>
        <ProFormSwitch
          name="gs1"
          label={t('barcodes.field.gs1')}
          tooltip={t('barcodes.help.gs1')}
          colProps={{ xs: 12, sm: 4 }}
        />
        <ProFormSwitch
          name="checkDigit"
          label={t('barcodes.field.checkDigit')}
          tooltip={t('barcodes.help.checkDigit')}
          colProps={{ xs: 12, sm: 6 }}
        />
        <ProFormDigit
          name="serialStart"
          label={t('barcodes.field.serialStart')}
          colProps={{ xs: 12, sm: 7 }}
          min={0}
          max={BARCODE_SERIAL_START_MAX}
          fieldProps={{ precision: 0 }}
        />
        <ProFormDigit
          name="serialStep"
          label={t('barcodes.field.serialStep')}
          colProps={{ xs: 12, sm: 7 }}
          min={1}
          max={BARCODE_SERIAL_STEP_MAX}
          fieldProps={{ precision: 0 }}
        />
        <ProFormDependency name={['gs1']}>
          {({ gs1 }) => (
            <ProForm.Item
              name="elements"
              label={t('barcodes.field.elements')}
              rules={[{ required: true, type: 'array', min: 1, message: t('barcodes.element.empty') }]}
            >
              <ElementEditor gs1={Boolean(gs1)} />
            </ProForm.Item>
          )}
        </ProFormDependency>
        <ProFormDependency name={[...FORMAT_FIELDS]}>
          {(values) => (
            <ProForm.Item>
              <RulePreview
                draft={{ ...values, separator: values.stackingMode === 'separated' ? (values.separator ?? '') : '' }}
                ruleId={editing.row?.id}
              />
            </ProForm.Item>
          )}
        </ProFormDependency>
        <ProFormTextArea
          name="remark"
          label={t('crud.remark')}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: BARCODE_RULE_REMARK_MAX, showCount: true, rows: 2 }}
          rules={[rules.tooLong(t('crud.remark'), BARCODE_RULE_REMARK_MAX)]}
        />
      </EditModalForm>
      {generating && <GenerateDialog rule={generating} onClose={() => setGenerating(null)} />}
      <BatchesDrawer rule={history} onClose={() => setHistory(null)} />
    </>
  );
}
