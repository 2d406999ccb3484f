import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import {
  DICT_CODE_MAX,
  DICT_COLORS,
  DICT_NAME_MAX,
  DICT_REMARK_MAX,
  DICT_SORT_MAX,
  DICT_VALUE_CODE_PATTERN,
  type DictColor,
  type DictionaryValue,
  DictStatus,
  DictTypeCodes,
  dictionaryTypeApi,
  dictionaryValueApi,
  Permissions,
  type RouteQuery,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space, Switch, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { DictTag } from '../../app/dictionaries/DictLabel';
import { invalidateDictionaries, useDictionary } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';
import { cleanTitles, DictTitlesFields, useDictRules } from './dictionary-fields';

const P = Permissions.sys.dictValue;

interface ValueFormValues {
  name: string;
  code: string;
  titles?: Record<string, string | undefined>;
  sort: number;
  color?: DictColor | null;
  remark?: string | null;
}

/** The values of one dictionary type (`?typeId=…`), reached from the dictionary list. */
export default function DictValueListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const typeId = params.get('typeId');
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<DictionaryValue | 'new' | null>(null);
  const rules = useDictRules();
  const statusDict = useDictionary(DictTypeCodes.COMMON_STATUS);
  // The type's name for the title: the drop-down lists enabled types, the tree every type.
  const types = useQuery({
    queryKey: ['dictionary-types-tree', i18n.language],
    queryFn: () => callApi(dictionaryTypeApi.tree),
    staleTime: 60_000,
  });
  const type = types.data?.find((node) => node.id === typeId);
  const backPath = pathname.replace(/\/value\/?$/, '');

  const changed = async (text: string) => {
    message.success(text);
    table.current?.reload();
    await Promise.all([invalidateDictionaries(), types.refetch()]);
  };

  if (!typeId) {
    return (
      <Alert
        type="info"
        showIcon
        message={t('dictionaries.value.noType')}
        action={<Button onClick={() => void navigate(backPath)}>{t('dictionaries.value.back')}</Button>}
      />
    );
  }

  const columns: ProColumns<DictionaryValue>[] = [
    {
      title: t('dictionaries.value.label'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <Space size={6}>
          <Tag
            color={row.color && row.color !== 'default' ? row.color : undefined}
            data-testid={`dict-value-${row.code}`}
          >
            {row.label}
          </Tag>
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
            data-testid={`dict-value-status-${row.code}`}
            onChange={async (on) => {
              await callApi(dictionaryValueApi.changeStatus, {
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
              visible: !row.isDefault,
              danger: true,
              confirm: t('dictionaries.common.deleteConfirm', { name: row.label }),
              onClick: async () => {
                await callApi(dictionaryValueApi.delete, { body: { id: row.id } });
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
  const colorOptions = DICT_COLORS.map((color) => ({
    value: color,
    label: <Tag color={color === 'default' ? undefined : color}>{color}</Tag>,
  }));
  return (
    <>
      <ProTable<DictionaryValue>
        key={typeId}
        rowKey="id"
        actionRef={table}
        headerTitle={
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('dictionaries.value.back')}
              title={t('dictionaries.value.back')}
              data-testid="dict-values-back"
              onClick={() => void navigate(backPath)}
            />
            {type
              ? t('dictionaries.value.title', { name: `${type.label} (${type.code})` })
              : t('dictionaries.value.titleUnknown')}
          </Space>
        }
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        columnsState={{ persistenceKey: 'takt:table:dict-values', persistenceType: 'localStorage' }}
        request={async (tableParams, sort) =>
          toTableResult(
            await callApi(dictionaryValueApi.page, {
              query: { ...toPageQuery(tableParams, sort), typeId } as RouteQuery<typeof dictionaryValueApi.page>,
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
                  data-testid="dict-value-add"
                  onClick={() => setEditing('new')}
                >
                  {t('dictionaries.value.add')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<ValueFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('dictionaries.value.editTitle') : t('dictionaries.value.add')}
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
            color: values.color ?? null,
            remark: values.remark?.trim() || null,
          };
          if (current) await callApi(dictionaryValueApi.edit, { body: { id: current.id, ...body } });
          else await callApi(dictionaryValueApi.add, { body: { typeId, ...body } });
          setEditing(null);
          await changed(t('dictionaries.common.saved'));
          return true;
        }}
      >
        <ProFormText
          name="code"
          label={codeLabel}
          tooltip={t('dictionaries.value.codeHelp')}
          disabled={Boolean(current?.isDefault)}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'dict-value-code' } as object}
          rules={[
            rules.required(codeLabel),
            rules.max(codeLabel, DICT_CODE_MAX),
            rules.pattern(codeLabel, DICT_VALUE_CODE_PATTERN),
          ]}
        />
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'dict-value-name' } as object}
          rules={[rules.required(nameLabel), rules.max(nameLabel, DICT_NAME_MAX)]}
        />
        <DictTitlesFields max={DICT_NAME_MAX} />
        <ProFormSelect
          name="color"
          label={t('dictionaries.value.color')}
          options={colorOptions}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ allowClear: true, placeholder: t('dictionaries.value.colorNone') }}
        />
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
