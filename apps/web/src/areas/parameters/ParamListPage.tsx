import { ProFormDependency, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  DictTypeCodes,
  PARAM_CATEGORY_MAX,
  PARAM_CODE_MAX,
  PARAM_CODE_PATTERN,
  PARAM_NAME_MAX,
  PARAM_REMARK_MAX,
  PARAM_SORT_MAX,
  PARAM_VALUE_MAX,
  PARAM_VALUE_RULES,
  Permissions,
  type SysParam,
  sysParamApi,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { DictSelect } from '../../app/dictionaries/DictSelect';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { type CustomFieldProps, defineResourcePage, remarkField } from '../../app/resource/resource-def';

/** The value, with the rule its code sets (e.g. the default password's 6–12 characters). */
function ValueField({ testId, label }: CustomFieldProps) {
  const rules = useFieldRules();
  return (
    <ProFormDependency name={['code']}>
      {({ code }) => {
        const rule = PARAM_VALUE_RULES[String(code ?? '').trim()];
        return (
          <ProFormText
            name="value"
            label={label}
            colProps={{ span: 24 }}
            fieldProps={{ 'data-testid': testId } as object}
            rules={
              rule
                ? [rules.required(label), rules.lengthBetween(label, rule.min, rule.max)]
                : [rules.tooLong(label, PARAM_VALUE_MAX)]
            }
          />
        );
      }}
    </ProFormDependency>
  );
}

/** Whether a new parameter is a system one (fixed once saved). */
function SystemField({ label, row }: CustomFieldProps) {
  const { t } = useTranslation();
  if (row) return null;
  return (
    <ProFormSwitch name="isSystem" label={label} tooltip={t('dictionaries.param.systemHelp')} colProps={{ span: 24 }} />
  );
}

const isSystem = (row: SysParam) => row.isSystem;

/** System parameters (spec 000 §3: name, unique code, system flag, category, value, notes); a system one keeps its code and category. */
const params = defineResourcePage<SysParam>({
  api: sysParamApi,
  permissions: Permissions.sys.param,
  testId: 'param',
  settingsKey: 'sys-params',
  texts: { title: 'dictionaries.param.title', add: 'dictionaries.param.add', edit: 'dictionaries.param.editTitle' },
  coded: {
    codeMax: PARAM_CODE_MAX,
    nameMax: PARAM_NAME_MAX,
    codePattern: PARAM_CODE_PATTERN,
    codeFormat: (t, field) => t('crud.badFormat', { field }),
    codeHelp: 'dictionaries.param.codeHelp',
    codeLocked: isSystem,
    renderName: (row, t) => (
      <Space size={6}>
        <span>{row.name}</span>
        {row.isSystem && <Tag color="blue">{t('dictionaries.param.system')}</Tag>}
      </Space>
    ),
  },
  formWidth: 640,
  noCreatedAt: true,
  deletable: (row) => !row.isSystem,
  fields: [
    {
      name: 'category',
      label: 'dictionaries.param.category',
      input: { kind: 'text', max: PARAM_CATEGORY_MAX, required: true },
      locked: isSystem,
      column: { sort: true, search: true },
    },
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: PARAM_SORT_MAX, precision: 0, required: true },
      initial: 100,
      column: { sort: true, width: 90 },
    },
    {
      name: 'value',
      label: 'dictionaries.param.value',
      input: { kind: 'custom', Field: ValueField },
      initial: '',
      column: { ellipsis: true, copyable: true, width: 220 },
    },
    {
      name: 'isSystem',
      label: 'dictionaries.param.isSystem',
      input: { kind: 'custom', Field: SystemField },
      initial: false,
      column: { search: true, hidden: true, searchInput: () => <DictSelect type={DictTypeCodes.YES_NO} /> },
    },
    { ...remarkField<SysParam>(PARAM_REMARK_MAX, 2), column: { ellipsis: true, responsive: ['lg'] } },
  ],
  // The value is kept as typed; only a new parameter says whether it is a system one.
  body: ({ isSystem: system, ...body }, values, row) => ({
    ...body,
    value: values.value ?? '',
    ...(row ? {} : { isSystem: system === true }),
  }),
});

export default function ParamListPage() {
  return <ResourcePage resource={params} />;
}
