import { ProForm, ProFormDependency, ProFormSelect } from '@ant-design/pro-components';
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
  barcodeRuleApi,
  Permissions,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { ResourcePage } from '../../app/resource/ResourcePage';
import {
  type CustomFieldProps,
  defineResourcePage,
  remarkField,
  type Translate,
} from '../../app/resource/resource-def';
import { BatchesDrawer } from './BatchesDrawer';
import { ElementEditor } from './ElementEditor';
import { GenerateDialog } from './GenerateDialog';
import { RulePreview } from './RulePreview';

const P = Permissions.basics.barcodeRule;
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

/** The separator, asked only when the parts are separated. */
function SeparatorField({ label }: CustomFieldProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <ProFormDependency name={['stackingMode']}>
      {({ stackingMode }) =>
        stackingMode === 'separated' && (
          <ProFormSelect
            name="separator"
            label={label}
            colProps={{ xs: 24, sm: 8 }}
            rules={[rules.requiredChoice(label)]}
            options={BARCODE_SEPARATORS.map((separator) => ({
              value: separator,
              label: separator === ' ' ? t('barcodes.separatorSpace') : separator,
            }))}
          />
        )
      }
    </ProFormDependency>
  );
}

/** The element editor (GS1 application identifiers when the rule is GS1) and the live preview below it. */
function ElementsField({ label, row }: CustomFieldProps<BarcodeRule>) {
  const { t } = useTranslation();
  return (
    <>
      <ProFormDependency name={['gs1']}>
        {({ gs1 }) => (
          <ProForm.Item
            name="elements"
            label={label}
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
              ruleId={row?.id}
            />
          </ProForm.Item>
        )}
      </ProFormDependency>
    </>
  );
}

const elementTags = (elements: BarcodeElement[], t: Translate) => (
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

/** Barcode rules (spec 001 §3, §5): list, form with element editor and live preview, generation, batches. */
const barcodeRules = defineResourcePage<BarcodeRule>({
  api: barcodeRuleApi,
  permissions: P,
  testId: 'barcode-rule',
  settingsKey: 'barcodeRules',
  texts: { title: 'barcodes.title', add: 'barcodes.add', edit: 'barcodes.editTitle' },
  coded: { codeMax: BARCODE_RULE_CODE_MAX, nameMax: BARCODE_RULE_NAME_MAX, codePattern: BARCODE_RULE_CODE_PATTERN },
  formWidth: 960,
  fields: [
    { name: 'prefix', label: 'barcodes.field.prefix', input: { kind: 'text', max: BARCODE_PREFIX_MAX }, span: 8 },
    {
      name: 'length',
      label: 'barcodes.field.length',
      help: 'barcodes.help.length',
      input: { kind: 'number', min: 1, max: BARCODE_LENGTH_MAX, precision: 0, required: true },
      span: 8,
      initial: 20,
      column: { sort: true, width: 80 },
    },
    {
      name: 'stackingMode',
      label: 'barcodes.field.stackingMode',
      options: { values: BARCODE_STACKING_MODES, texts: 'barcodes.stacking' },
      input: { kind: 'enum', required: true },
      span: 8,
      initial: 'concat',
      column: false,
    },
    {
      name: 'separator',
      label: 'barcodes.field.separator',
      input: { kind: 'custom', Field: SeparatorField },
      initial: '',
      column: false,
    },
    {
      name: 'gs1',
      label: 'barcodes.column.mode',
      help: 'barcodes.help.gs1',
      input: { kind: 'switch' },
      span: 4,
      initial: false,
      column: { search: true },
      render: (row, t) => (
        <Space size={2}>
          {row.gs1 && <Tag color="blue">GS1</Tag>}
          {!row.gs1 && <span>{t(`barcodes.stacking.${row.stackingMode}`)}</span>}
          {row.checkDigit && <Tag color="green">mod 10</Tag>}
        </Space>
      ),
    },
    {
      name: 'checkDigit',
      label: 'barcodes.field.checkDigit',
      help: 'barcodes.help.checkDigit',
      input: { kind: 'switch' },
      span: 6,
      initial: false,
      column: false,
    },
    {
      name: 'serialStart',
      label: 'barcodes.field.serialStart',
      input: { kind: 'number', max: BARCODE_SERIAL_START_MAX, precision: 0 },
      span: 7,
      initial: 1,
      column: false,
    },
    {
      name: 'serialStep',
      label: 'barcodes.field.serialStep',
      input: { kind: 'number', min: 1, max: BARCODE_SERIAL_STEP_MAX, precision: 0 },
      span: 7,
      initial: 1,
      column: false,
    },
    {
      name: 'elements',
      label: 'barcodes.field.elements',
      input: { kind: 'custom', Field: ElementsField },
      initial: [
        { type: 'date', format: 'yyMMdd' },
        { type: 'serial', scheme: 1, width: 4 },
      ],
      // A set width lets the tags wrap: the list then fits at 1440 px, its created column not under Actions.
      column: { width: 200 },
      render: (row, t) => elementTags(row.elements, t),
    },
    remarkField(BARCODE_RULE_REMARK_MAX, 2),
  ],
  body: (body, values) => ({
    ...body,
    prefix: body.prefix ?? '',
    separator: values.stackingMode === 'separated' ? values.separator : '',
    elements: values.elements ?? [],
  }),
});

export default function BarcodeRuleListPage() {
  const [generating, setGenerating] = useState<BarcodeRule | null>(null);
  const [history, setHistory] = useState<BarcodeRule | null>(null);
  const { t } = useTranslation();
  return (
    <ResourcePage
      resource={barcodeRules}
      rowActions={(row) => [
        {
          key: 'generate',
          label: t('barcodes.generate.action'),
          permission: P.generate,
          onClick: () => setGenerating(row),
        },
        { key: 'batches', label: t('barcodes.batches.action'), permission: P.get, onClick: () => setHistory(row) },
      ]}
    >
      {generating && <GenerateDialog rule={generating} onClose={() => setGenerating(null)} />}
      <BatchesDrawer rule={history} onClose={() => setHistory(null)} />
    </ResourcePage>
  );
}
