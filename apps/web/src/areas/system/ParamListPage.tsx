import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDependency,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
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
  type RouteQuery,
  type SysParam,
  sysParamApi,
} from '@takt/contracts';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { useDictionary } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';
import { useDictRules } from './dictionary-fields';

const P = Permissions.sys.param;

interface ParamFormValues {
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
  const { message } = App.useApp();
  const can = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<SysParam | 'new' | null>(null);
  const rules = useDictRules();
  const yesNo = useDictionary(DictTypeCodes.YES_NO);

  const changed = (text: string) => {
    message.success(text);
    table.current?.reload();
  };

  const columns: ProColumns<SysParam>[] = [
    {
      title: t('dictionaries.common.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <Space size={6}>
          <span>{row.name}</span>
          {row.isSystem && <Tag color="blue">{t('dictionaries.param.system')}</Tag>}
        </Space>
      ),
    },
    { title: t('dictionaries.common.code'), dataIndex: 'code', sorter: true, copyable: true },
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
    { title: t('dictionaries.common.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    {
      title: t('dictionaries.common.remark'),
      dataIndex: 'remark',
      search: false,
      ellipsis: true,
      responsive: ['lg'],
    },
    {
      title: t('dictionaries.common.actions'),
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'edit', label: t('dictionaries.common.edit'), permission: P.edit, onClick: () => setEditing(row) },
            {
              key: 'delete',
              label: t('dictionaries.common.delete'),
              permission: P.delete,
              visible: !row.isSystem,
              danger: true,
              confirm: t('dictionaries.common.deleteConfirm', { name: row.name }),
              onClick: async () => {
                await callApi(sysParamApi.delete, { body: { id: row.id } });
                changed(t('dictionaries.common.deleted'));
              },
            },
          ]}
        />
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  const locked = Boolean(current?.isSystem);
  const nameLabel = t('dictionaries.common.name');
  const codeLabel = t('dictionaries.common.code');
  const categoryLabel = t('dictionaries.param.category');
  const valueLabel = t('dictionaries.param.value');
  return (
    <>
      <ProTable<SysParam>
        rowKey="id"
        actionRef={table}
        headerTitle={t('dictionaries.param.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        columnsState={{ persistenceKey: 'takt:table:sys-params', persistenceType: 'localStorage' }}
        request={async (params, sort) =>
          toTableResult(
            await callApi(sysParamApi.page, {
              query: toPageQuery(params, sort) as RouteQuery<typeof sysParamApi.page>,
            }),
          )
        }
        toolBarRender={() =>
          can(P.add)
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  data-testid="param-add"
                  onClick={() => setEditing('new')}
                >
                  {t('dictionaries.param.add')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<ParamFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('dictionaries.param.editTitle') : t('dictionaries.param.add')}
        open={editing !== null}
        grid
        rowProps={{ gutter: 16 }}
        width={640}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={current ? { ...current } : { sort: 100, isSystem: false, value: '' }}
        onFinish={async (values) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            category: values.category.trim(),
            value: values.value ?? '',
            sort: values.sort,
            remark: values.remark?.trim() || null,
          };
          if (current) await callApi(sysParamApi.edit, { body: { id: current.id, ...body } });
          else await callApi(sysParamApi.add, { body: { ...body, isSystem: values.isSystem ?? false } });
          setEditing(null);
          changed(t('dictionaries.common.saved'));
          return true;
        }}
      >
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'param-name' } as object}
          rules={[rules.required(nameLabel), rules.max(nameLabel, PARAM_NAME_MAX)]}
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
            rules.max(codeLabel, PARAM_CODE_MAX),
            rules.pattern(codeLabel, PARAM_CODE_PATTERN),
          ]}
        />
        <ProFormText
          name="category"
          label={categoryLabel}
          disabled={locked}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'param-category' } as object}
          rules={[rules.required(categoryLabel), rules.max(categoryLabel, PARAM_CATEGORY_MAX)]}
        />
        <ProFormDigit
          name="sort"
          label={t('dictionaries.common.sort')}
          min={0}
          max={PARAM_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            { required: true, message: t('dictionaries.common.required', { field: t('dictionaries.common.sort') }) },
          ]}
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
                    ? [rules.required(valueLabel), rules.between(valueLabel, rule.min, rule.max)]
                    : [rules.max(valueLabel, PARAM_VALUE_MAX)]
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
          label={t('dictionaries.common.remark')}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: PARAM_REMARK_MAX, showCount: true }}
          rules={[rules.max(t('dictionaries.common.remark'), PARAM_REMARK_MAX)]}
        />
      </ModalForm>
    </>
  );
}
