import { DrawerForm, type ProColumns, ProFormItem, ProFormText } from '@ant-design/pro-components';
import {
  ANDON_AUTH_ITEMS_MAX,
  ANDON_AUTH_STATIONS_MAX,
  ANDON_TEXT_MAX,
  type AndonAuthorization,
  andonAuthorizationApi,
  type CodedRef,
  Permissions,
} from '@takt/contracts';
import { Alert, Col, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { type Editing, useEditing } from '../../app/crud/EditModalForm';
import { requiredRule, useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';
import { UserSelect } from '../factory/pickers';

const P = Permissions.andon.authorization;

interface AuthValues extends Record<string, unknown> {
  userId?: string | null;
  itemIds?: string[];
  stationIds?: string[];
  remark?: string | null;
}

/** A list of records as tags, or "all" when the list is empty. */
function refsCell(refs: CodedRef[], all: string) {
  if (refs.length === 0) return <Tag color="green">{all}</Tag>;
  return (
    <Space size={[0, 4]} wrap>
      {refs.map((ref) => (
        <Tag key={ref.id} title={ref.code}>
          {ref.name}
        </Tag>
      ))}
    </Space>
  );
}

/** The edit drawer: the user, then the items and workstations they may respond to (empty: all). */
function AuthorizationDrawer({
  editing,
  onSaved,
}: {
  editing: Editing<AndonAuthorization>;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const row = editing.row;
  const remarkLabel = t('crud.remark');
  return (
    <DrawerForm<AuthValues>
      key={row?.id ?? 'new'}
      title={row ? t('andonConfig.auth.edit') : t('andonConfig.auth.add')}
      open={editing.open}
      width={640}
      grid
      rowProps={{ gutter: 16 }}
      drawerProps={{ destroyOnHidden: true, onClose: editing.close }}
      initialValues={
        row
          ? { userId: row.userId, itemIds: row.itemIds, stationIds: row.stationIds, remark: row.remark }
          : { itemIds: [], stationIds: [] }
      }
      onFinish={async (values) => {
        const saved = await callApi(andonAuthorizationApi.save, {
          body: {
            userId: values.userId ?? '',
            itemIds: values.itemIds ?? [],
            stationIds: values.stationIds ?? [],
            remark: values.remark?.trim() || null,
          },
        });
        editing.close();
        onSaved(t('andonConfig.auth.saved', { name: saved.userName }));
        return true;
      }}
    >
      <Col span={24}>
        <ProFormItem
          name="userId"
          label={t('andonConfig.auth.user')}
          rules={[requiredRule(t('andonConfig.auth.userRequired'))]}
        >
          <UserSelect disabled={row !== null} currentName={row?.userName} data-testid="andonAuth-user" />
        </ProFormItem>
      </Col>
      <Col span={24}>
        <ProFormItem
          name="itemIds"
          label={t('andonConfig.auth.items')}
          extra={t('andonConfig.auth.emptyMeansAll')}
          rules={[{ type: 'array', max: ANDON_AUTH_ITEMS_MAX }]}
        >
          <RefSelect
            kind="andonItem"
            multiple
            placeholder={t('andonConfig.auth.allItems')}
            data-testid="andonAuth-items"
          />
        </ProFormItem>
      </Col>
      <Col span={24}>
        <ProFormItem
          name="stationIds"
          label={t('andonConfig.auth.stations')}
          extra={t('andonConfig.auth.emptyMeansAll')}
          rules={[{ type: 'array', max: ANDON_AUTH_STATIONS_MAX }]}
        >
          <RefSelect
            kind="station"
            multiple
            placeholder={t('andonConfig.auth.allStations')}
            data-testid="andonAuth-stations"
          />
        </ProFormItem>
      </Col>
      <ProFormText
        name="remark"
        label={remarkLabel}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: ANDON_TEXT_MAX } as object}
        rules={[rules.tooLong(remarkLabel, ANDON_TEXT_MAX)]}
      />
    </DrawerForm>
  );
}

/**
 * Response authorisation (spec 001 §6): per user, the items and workstations they may respond
 * to; an empty list means all. One authorisation per user: saving replaces it.
 */
export default function AuthorizationPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<AndonAuthorization>();
  const actions = useRowActions(table.changed);
  const columns: ProColumns<AndonAuthorization>[] = [
    {
      title: t('andonConfig.auth.user'),
      dataIndex: 'userId',
      width: 160,
      render: (_, row) => <Typography.Text strong>{row.userName}</Typography.Text>,
      renderFormItem: () => <UserSelect />,
    },
    {
      title: t('andonConfig.auth.items'),
      dataIndex: 'itemId',
      render: (_, row) => refsCell(row.items, t('andonConfig.auth.allItems')),
      renderFormItem: () => <RefSelect kind="andonItem" />,
    },
    {
      title: t('andonConfig.auth.stations'),
      dataIndex: 'stationId',
      render: (_, row) => refsCell(row.stations, t('andonConfig.auth.allStations')),
      renderFormItem: () => <RefSelect kind="station" />,
    },
    { title: t('crud.remark'), dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xl'] },
    {
      title: t('andonConfig.auth.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      sorter: true,
      width: 170,
      renderText: dateTimeText,
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.edit,
              name: row.userName,
              confirm: t('andonConfig.auth.deleteConfirm', { name: row.userName }),
              run: () => callApi(andonAuthorizationApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <Alert type="info" showIcon message={t('andonConfig.auth.help')} style={{ marginBottom: 12 }} />
      <AdminTable
        pageRoute={andonAuthorizationApi.page}
        tableRef={table.ref}
        settingsKey="andon-authorizations"
        headerTitle={t('andonConfig.auth.title')}
        columns={columns}
        add={{
          permission: P.edit,
          label: t('andonConfig.auth.add'),
          testId: 'andonAuth-add',
          onClick: editing.startAdd,
        }}
      />
      <AuthorizationDrawer editing={editing} onSaved={table.changed} />
    </>
  );
}
