import {
  type ProColumns,
  ProFormDependency,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
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
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { useRowActions } from '../../app/crud/row-actions';
import { useDictionary } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';

const P = Permissions.sys.param;

interface ParamFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  category: string;
  value: string;
  isSystem?: boolean;
  sort: number;
  remark?: string | null;
}

/** System parameters (spec 000 §3: name, unique code, system flag, category, value, notes). */
export default function ParamListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<SysParam>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const yesNo = useDictionary(DictTypeCodes.YES_NO);

  const columns: ProColumns<SysParam>[] = [
    {
      title: t('crud.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <Space size={6}>
          <span>{row.name}</span>
          {row.isSystem && <Tag color="blue">{t('dictionaries.param.system')}</Tag>}
        </Space>
      ),
    },
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('dictionaries.param.category'), dataIndex: 'category', sorter: true },
    {
      title: t('dictionaries.param.value'),
      dataIndex: 'value',
      search: false,
      ellipsis: true,
      copyable: true,
      width: 220,
    },
    {
      title: t('dictionaries.param.isSystem'),
      dataIndex: 'isSystem',
      valueType: 'select',
      valueEnum: yesNo.valueEnum,
      width: 120,
      hideInTable: true,
    },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    {
      title: t('crud.remark'),
      dataIndex: 'remark',
      search: false,
      ellipsis: true,
      responsive: ['lg'],
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.delete,
              name: row.name,
              visible: !row.isSystem,
              run: () => callApi(sysParamApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  const locked = Boolean(current?.isSystem);
  const nameLabel = t('crud.name');
  const codeLabel = t('crud.code');
  const categoryLabel = t('dictionaries.param.category');
  const valueLabel = t('dictionaries.param.value');
  return (
    <>
      <AdminTable
        pageRoute={sysParamApi.page}
        tableRef={table.ref}
        settingsKey="sys-params"
        headerTitle={t('dictionaries.param.title')}
        columns={columns}
        add={{ permission: P.add, label: t('dictionaries.param.add'), testId: 'param-add', onClick: editing.startAdd }}
      />
      <EditModalForm<ParamFormValues, SysParam>
        editing={editing}
        addTitle={t('dictionaries.param.add')}
        editTitle={t('dictionaries.param.editTitle')}
        width={640}
        initialValues={current ? { ...current } : { sort: 100, isSystem: false, value: '' }}
        save={(values, row) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            category: values.category.trim(),
            value: values.value ?? '',
            sort: values.sort,
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(sysParamApi.edit, { body: { id: row.id, ...body } })
            : callApi(sysParamApi.add, { body: { ...body, isSystem: values.isSystem ?? false } });
        }}
        onSaved={table.changed}
      >
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'param-name' } as object}
          rules={[rules.required(nameLabel), rules.tooLong(nameLabel, PARAM_NAME_MAX)]}
        />
        <ProFormText
          name="code"
          label={codeLabel}
          tooltip={t('dictionaries.param.codeHelp')}
          disabled={locked}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'param-code' } as object}
          rules={[
            rules.required(codeLabel),
            rules.tooLong(codeLabel, PARAM_CODE_MAX),
            rules.pattern(codeLabel, PARAM_CODE_PATTERN),
          ]}
        />
        <ProFormText
          name="category"
          label={categoryLabel}
          disabled={locked}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'param-category' } as object}
          rules={[rules.required(categoryLabel), rules.tooLong(categoryLabel, PARAM_CATEGORY_MAX)]}
        />
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={PARAM_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[{ required: true, message: t('crud.required', { field: t('crud.sort') }) }]}
        />
        <ProFormDependency name={['code']}>
          {({ code }) => {
            const rule = PARAM_VALUE_RULES[String(code ?? '').trim()];
            return (
              <ProFormText
                name="value"
                label={valueLabel}
                colProps={{ span: 24 }}
                fieldProps={{ 'data-testid': 'param-value' } as object}
                rules={
                  rule
                    ? [rules.required(valueLabel), rules.lengthBetween(valueLabel, rule.min, rule.max)]
                    : [rules.tooLong(valueLabel, PARAM_VALUE_MAX)]
                }
              />
            );
          }}
        </ProFormDependency>
        {!current && (
          <ProFormSwitch
            name="isSystem"
            label={t('dictionaries.param.isSystem')}
            tooltip={t('dictionaries.param.systemHelp')}
            colProps={{ span: 24 }}
          />
        )}
        <ProFormTextArea
          name="remark"
          label={t('crud.remark')}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: PARAM_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(t('crud.remark'), PARAM_REMARK_MAX)]}
        />
      </EditModalForm>
    </>
  );
}
