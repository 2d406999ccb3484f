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
  Permissions,
  POSITION_CODE_MAX,
  POSITION_CODE_PATTERN,
  POSITION_NAME_MAX,
  POSITION_REMARK_MAX,
  POSITION_SORT_MAX,
  type Position,
  positionApi,
} from '@takt/contracts';
import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { callApi } from '../../app/request';

const P = Permissions.sys.position;

interface PositionFormValues {
  name: string;
  code: string;
  sort: number;
  remark?: string | null;
}

/** Positions (spec 000 §3: name, code; plus sort and remark). */
export default function PositionListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Position | 'new' | null>(null);

  const changed = (text: string) => {
    message.success(text);
    table.current?.reload();
  };
  const required = (field: string) => ({ required: true, message: t('orgAdmin.common.required', { field }) });
  const tooLong = (field: string, max: number) => ({ max, message: t('orgAdmin.common.tooLong', { field, max }) });

  const columns: ProColumns<Position>[] = [
    { title: t('orgAdmin.common.name'), dataIndex: 'name', sorter: true },
    { title: t('orgAdmin.common.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('orgAdmin.common.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    { title: t('orgAdmin.common.remark'), dataIndex: 'remark', search: false, ellipsis: true, responsive: ['lg'] },
    {
      title: t('orgAdmin.common.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      sorter: true,
      search: false,
      width: 170,
      responsive: ['xl'],
    },
    {
      title: t('orgAdmin.common.actions'),
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'edit', label: t('orgAdmin.common.edit'), permission: P.edit, onClick: () => setEditing(row) },
            {
              key: 'delete',
              label: t('orgAdmin.common.delete'),
              permission: P.delete,
              danger: true,
              confirm: t('orgAdmin.common.deleteConfirm', { name: row.name }),
              onClick: async () => {
                await callApi(positionApi.delete, { body: { id: row.id } });
                changed(t('orgAdmin.common.deleted'));
              },
            },
          ]}
        />
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  const nameLabel = t('orgAdmin.common.name');
  const codeLabel = t('orgAdmin.common.code');
  const remarkLabel = t('orgAdmin.common.remark');
  return (
    <>
      <ProTable<Position>
        rowKey="id"
        actionRef={table}
        headerTitle={t('orgAdmin.position.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        columnsState={{ persistenceKey: 'takt:table:positions', persistenceType: 'localStorage' }}
        request={async (params, sort) =>
          toTableResult(await callApi(positionApi.page, { query: toPageQuery(params, sort) as never }))
        }
        toolBarRender={() =>
          can(P.add)
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  data-testid="position-add"
                  onClick={() => setEditing('new')}
                >
                  {t('orgAdmin.position.add')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<PositionFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('orgAdmin.position.editTitle') : t('orgAdmin.position.add')}
        open={editing !== null}
        grid
        rowProps={{ gutter: 16 }}
        width={560}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={current ? { ...current } : { sort: 0 }}
        onFinish={async (values) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            sort: values.sort ?? 0,
            remark: values.remark?.trim() || null,
          };
          if (current) await callApi(positionApi.edit, { body: { id: current.id, ...body } });
          else await callApi(positionApi.add, { body });
          setEditing(null);
          changed(t('orgAdmin.common.saved'));
          return true;
        }}
      >
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'position-name' } as object}
          rules={[required(nameLabel), tooLong(nameLabel, POSITION_NAME_MAX)]}
        />
        <ProFormText
          name="code"
          label={codeLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'position-code' } as object}
          rules={[
            required(codeLabel),
            tooLong(codeLabel, POSITION_CODE_MAX),
            { pattern: POSITION_CODE_PATTERN, message: t('orgAdmin.common.codeFormat', { field: codeLabel }) },
          ]}
        />
        <ProFormDigit
          name="sort"
          label={t('orgAdmin.common.sort')}
          min={0}
          max={POSITION_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: POSITION_REMARK_MAX, showCount: true }}
          rules={[tooLong(remarkLabel, POSITION_REMARK_MAX)]}
        />
      </ModalForm>
    </>
  );
}
