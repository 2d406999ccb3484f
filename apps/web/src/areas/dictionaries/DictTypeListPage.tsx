import { type ProColumns, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
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
} from '@takt/contracts';
import { Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { useRowActions } from '../../app/crud/row-actions';
import { cleanTitles, TitlesFields } from '../../app/crud/titles';
import { DictTag } from '../../app/dictionaries/DictLabel';
import { invalidateDictionaries, useDictionary } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';

const P = Permissions.sys.dictType;

interface TypeFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  titles?: Record<string, string | undefined>;
  sort: number;
  remark?: string | null;
}

/** Dictionary types (spec 000 §3: name, code, sort, state); "Values" opens the type's values. */
export default function DictTypeListPage() {
  const { t } = useTranslation();
  const can = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const table = useAdminTable();
  const editing = useEditing<DictionaryType>();
  const rules = useFieldRules();
  const statusDict = useDictionary(DictTypeCodes.COMMON_STATUS);

  const changed = async (text: string) => {
    table.changed(text);
    await invalidateDictionaries();
  };
  const actions = useRowActions(changed);
  const openValues = (row: DictionaryType) =>
    void navigate(`${pathname.replace(/\/$/, '')}/value?typeId=${row.id}&typeCode=${encodeURIComponent(row.code)}`);

  const createdAt = useCreatedAtColumn<DictionaryType>();
  const columns: ProColumns<DictionaryType>[] = [
    {
      title: t('crud.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <Space size={6}>
          <Typography.Link onClick={() => openValues(row)} data-testid={`dict-type-${row.code}`}>
            {row.label}
          </Typography.Link>
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
            data-testid={`dict-type-status-${row.code}`}
            onChange={async (on) => {
              await callApi(dictionaryTypeApi.changeStatus, {
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
    createdAt,
    {
      title: t('crud.actions'),
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
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.delete,
              name: row.label,
              visible: !row.isDefault,
              run: () => callApi(dictionaryTypeApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  const codeLabel = t('crud.code');
  const nameLabel = t('crud.name');
  return (
    <>
      <AdminTable
        pageRoute={dictionaryTypeApi.page}
        tableRef={table.ref}
        settingsKey="dict-types"
        headerTitle={t('dictionaries.type.title')}
        columns={columns}
        add={{
          permission: P.add,
          label: t('dictionaries.type.add'),
          testId: 'dict-type-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<TypeFormValues, DictionaryType>
        editing={editing}
        addTitle={t('dictionaries.type.add')}
        editTitle={t('dictionaries.type.editTitle')}
        width={640}
        initialValues={current ? { ...current } : { sort: 100, titles: {} }}
        save={(values, row) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            titles: cleanTitles(values.titles),
            sort: values.sort,
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(dictionaryTypeApi.edit, { body: { id: row.id, ...body } })
            : callApi(dictionaryTypeApi.add, { body });
        }}
        onSaved={changed}
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
            rules.tooLong(codeLabel, DICT_CODE_MAX),
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
          rules={[rules.required(nameLabel), rules.tooLong(nameLabel, DICT_NAME_MAX)]}
        />
        <TitlesFields max={DICT_NAME_MAX} />
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
