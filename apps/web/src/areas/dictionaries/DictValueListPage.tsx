import { ArrowLeftOutlined } from '@ant-design/icons';
import { type ProColumns, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
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
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { useRowActions } from '../../app/crud/row-actions';
import { cleanTitles, TitlesFields } from '../../app/crud/titles';
import { DictTag } from '../../app/dictionaries/DictLabel';
import { invalidateDictionaries, useDictionary } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';

const P = Permissions.sys.dictValue;

interface ValueFormValues extends Record<string, unknown> {
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
  const can = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const typeId = params.get('typeId');
  const table = useAdminTable();
  const editing = useEditing<DictionaryValue>();
  const rules = useFieldRules();
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
    table.changed(text);
    await Promise.all([invalidateDictionaries(), types.refetch()]);
  };
  const actions = useRowActions(changed);

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
          {row.isDefault && <Tag color="blue">{t('crud.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('crud.status'),
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
              await changed(t('crud.statusChanged'));
            }}
          />
        ) : (
          <DictTag type={DictTypeCodes.COMMON_STATUS} code={row.status} />
        ),
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
              name: row.label,
              visible: !row.isDefault,
              run: () => callApi(dictionaryValueApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  const codeLabel = t('crud.code');
  const nameLabel = t('crud.name');
  const colorOptions = DICT_COLORS.map((color) => ({
    value: color,
    label: <Tag color={color === 'default' ? undefined : color}>{color}</Tag>,
  }));
  return (
    <>
      <AdminTable
        key={typeId}
        pageRoute={dictionaryValueApi.page}
        tableRef={table.ref}
        settingsKey="dict-values"
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
        toQuery={(query) => ({ ...query, typeId })}
        add={{
          permission: P.add,
          label: t('dictionaries.value.add'),
          testId: 'dict-value-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<ValueFormValues, DictionaryValue>
        editing={editing}
        addTitle={t('dictionaries.value.add')}
        editTitle={t('dictionaries.value.editTitle')}
        width={640}
        initialValues={current ? { ...current } : { sort: 100, titles: {} }}
        save={(values, row) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            titles: cleanTitles(values.titles),
            sort: values.sort,
            color: values.color ?? null,
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(dictionaryValueApi.edit, { body: { id: row.id, ...body } })
            : callApi(dictionaryValueApi.add, { body: { typeId, ...body } });
        }}
        onSaved={changed}
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
            rules.tooLong(codeLabel, DICT_CODE_MAX),
            rules.pattern(codeLabel, DICT_VALUE_CODE_PATTERN),
          ]}
        />
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'dict-value-name' } as object}
          rules={[rules.required(nameLabel), rules.tooLong(nameLabel, DICT_NAME_MAX)]}
        />
        <TitlesFields max={DICT_NAME_MAX} />
        <ProFormSelect
          name="color"
          label={t('dictionaries.value.color')}
          options={colorOptions}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ allowClear: true, placeholder: t('dictionaries.value.colorNone') }}
        />
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={DICT_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[{ required: true, message: t('crud.required', { field: t('crud.sort') }) }]}
        />
        <ProFormTextArea
          name="remark"
          label={t('crud.remark')}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: DICT_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(t('crud.remark'), DICT_REMARK_MAX)]}
        />
      </EditModalForm>
    </>
  );
}
