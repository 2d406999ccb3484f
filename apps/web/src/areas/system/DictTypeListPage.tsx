import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import {
  DICT_CODE_MAX,
  DICT_NAME_MAX,
  DICT_REMARK_MAX,
  DICT_SORT_MAX,
  DICT_TYPE_CODE_PATTERN,
  type DictionaryType,
  DictStatus,
  DictTypeCodes,
  dictionaryTypeApi,
  Permissions,
  type RouteQuery,
} from '@takt/contracts';
import { App, Button, Space, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { DictTag } from '../../app/dictionaries/DictLabel';
import { invalidateDictionaries, useDictionary } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';
import { cleanTitles, DictTitlesFields, useDictRules } from './dictionary-fields';

const P = Permissions.sys.dictType;

interface TypeFormValues {
  name: string;
  code: string;
  titles?: Record<string, string | undefined>;
  sort: number;
  remark?: string | null;
}

/** Dictionary types (spec 000 §3: name, code, sort, state); "Values" opens the type's values. */
export default function DictTypeListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<DictionaryType | 'new' | null>(null);
  const rules = useDictRules();
  const statusDict = useDictionary(DictTypeCodes.COMMON_STATUS);

  const changed = async (text: string) => {
    message.success(text);
    table.current?.reload();
    await invalidateDictionaries();
  };
  const openValues = (row: DictionaryType) =>
    void navigate(`${pathname.replace(/\/$/, '')}/value?typeId=${row.id}&typeCode=${encodeURIComponent(row.code)}`);

  const columns: ProColumns<DictionaryType>[] = [
    {
      title: t('dictionaries.common.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <Space size={6}>
          <Typography.Link onClick={() => openValues(row)} data-testid={`dict-type-${row.code}`}>
            {row.label}
          </Typography.Link>
          {row.isDefault && <Tag color="blue">{t('dictionaries.common.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('dictionaries.common.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('dictionaries.common.status'),
      dataIndex: 'status',
      sorter: true,
      width: 110,
      valueType: 'select',
      valueEnum: statusDict.valueEnum,
      render: (_, row) =>
        can(P.changeStatus) ? (
          <Switch
            size="small"
            checked={row.status === DictStatus.ENABLED}
            data-testid={`dict-type-status-${row.code}`}
            onChange={async (on) => {
              await callApi(dictionaryTypeApi.changeStatus, {
                body: { id: row.id, status: on ? DictStatus.ENABLED : DictStatus.DISABLED },
              });
              await changed(t('dictionaries.common.statusChanged'));
            }}
          />
        ) : (
          <DictTag type={DictTypeCodes.COMMON_STATUS} code={row.status} />
        ),
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
      title: t('dictionaries.common.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      sorter: true,
      search: false,
      width: 170,
      responsive: ['xl'],
    },
    {
      title: t('dictionaries.common.actions'),
      valueType: 'option',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'values',
              label: t('dictionaries.type.values'),
              permission: Permissions.sys.dictValue.page,
              onClick: () => openValues(row),
            },
            { key: 'edit', label: t('dictionaries.common.edit'), permission: P.edit, onClick: () => setEditing(row) },
            {
              key: 'delete',
              label: t('dictionaries.common.delete'),
              permission: P.delete,
              visible: !row.isDefault,
              danger: true,
              confirm: t('dictionaries.common.deleteConfirm', { name: row.label }),
              onClick: async () => {
                await callApi(dictionaryTypeApi.delete, { body: { id: row.id } });
                await changed(t('dictionaries.common.deleted'));
              },
            },
          ]}
        />
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  const codeLabel = t('dictionaries.common.code');
  const nameLabel = t('dictionaries.common.name');
  return (
    <>
      <ProTable<DictionaryType>
        rowKey="id"
        actionRef={table}
        headerTitle={t('dictionaries.type.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        columnsState={{ persistenceKey: 'takt:table:dict-types', persistenceType: 'localStorage' }}
        request={async (params, sort) =>
          toTableResult(
            await callApi(dictionaryTypeApi.page, {
              query: toPageQuery(params, sort) as RouteQuery<typeof dictionaryTypeApi.page>,
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
                  data-testid="dict-type-add"
                  onClick={() => setEditing('new')}
                >
                  {t('dictionaries.type.add')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<TypeFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('dictionaries.type.editTitle') : t('dictionaries.type.add')}
        open={editing !== null}
        grid
        rowProps={{ gutter: 16 }}
        width={640}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={current ? { ...current } : { sort: 100, titles: {} }}
        onFinish={async (values) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            titles: cleanTitles(values.titles),
            sort: values.sort,
            remark: values.remark?.trim() || null,
          };
          if (current) await callApi(dictionaryTypeApi.edit, { body: { id: current.id, ...body } });
          else await callApi(dictionaryTypeApi.add, { body });
          setEditing(null);
          await changed(t('dictionaries.common.saved'));
          return true;
        }}
      >
        <ProFormText
          name="code"
          label={codeLabel}
          tooltip={t('dictionaries.type.codeHelp')}
          disabled={Boolean(current?.isDefault)}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'dict-type-code' } as object}
          rules={[
            rules.required(codeLabel),
            rules.max(codeLabel, DICT_CODE_MAX),
            {
              ...rules.pattern(codeLabel, DICT_TYPE_CODE_PATTERN),
              message: `${codeLabel}: ${t('dictionaries.type.codeFormat')}`,
            },
          ]}
        />
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'dict-type-name' } as object}
          rules={[rules.required(nameLabel), rules.max(nameLabel, DICT_NAME_MAX)]}
        />
        <DictTitlesFields max={DICT_NAME_MAX} />
        <ProFormDigit
          name="sort"
          label={t('dictionaries.common.sort')}
          min={0}
          max={DICT_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            { required: true, message: t('dictionaries.common.required', { field: t('dictionaries.common.sort') }) },
          ]}
        />
        <ProFormTextArea
          name="remark"
          label={t('dictionaries.common.remark')}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: DICT_REMARK_MAX, showCount: true }}
          rules={[rules.max(t('dictionaries.common.remark'), DICT_REMARK_MAX)]}
        />
      </ModalForm>
    </>
  );
}
