import { DownloadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { AdminType, DictTypeCodes, Permissions, type User, UserState, userApi } from '@takt/contracts';
import { App, Button, Col, Row, Space, Tag } from 'antd';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { useEditing } from '../../app/crud/EditModalForm';
import { useRowActions } from '../../app/crud/row-actions';
import { DictTag } from '../../app/dictionaries/DictLabel';
import { useDictionary } from '../../app/dictionaries/use-dictionary';
import { maskPhone } from '../../app/format';
import { isApiError } from '../../app/request';
import { useAccountInfo } from './hooks';
import { changeUserState, deleteUser, exportUsers, resetUserPassword } from './users/api';
import { OrgTreePanel } from './users/OrgTreePanel';
import { UserForm } from './users/UserForm';
import { UserDataModal, UserRoleModal } from './users/UserGrantModals';

const P = Permissions.sys.user;

/**
 * The import slot: `users/UserImport.tsx` (user import package) exports `UserImportButton`,
 * shown in the toolbar for users holding `sys:user:import`. Absent until that module exists.
 */
type ImportModule = { UserImportButton?: ComponentType<{ onImported: () => void }> };
const importModules = import.meta.glob<ImportModule>('./users/UserImport.tsx', { eager: true });
const UserImportButton = Object.values(importModules)[0]?.UserImportButton;

/** Users (spec 000 §2/§3): organisation tree on the left, the list of its subtree on the right. */
export default function UserListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const me = useAccountInfo().data;
  const table = useAdminTable();
  const [orgId, setOrgId] = useState<string | undefined>(undefined);
  const editing = useEditing<User>();
  const [rolesOf, setRolesOf] = useState<User | null>(null);
  const [dataOf, setDataOf] = useState<User | null>(null);
  const [exporting, setExporting] = useState(false);
  /** The list's current filter and order, for the export. */
  const lastFilter = useRef<Record<string, unknown>>({});
  const status = useDictionary(DictTypeCodes.USER_STATUS);

  const { reload, changed: done } = table;
  const actions = useRowActions(done);

  const createdAt = useCreatedAtColumn<User>();
  const columns: ProColumns<User>[] = [
    {
      title: t('identity.users.fields.account'),
      dataIndex: 'account',
      sorter: true,
      fixed: 'left',
      render: (_, row) => (
        <Space size={4}>
          <span data-testid={`user-row-${row.account}`}>{row.account}</span>
          {row.adminType === AdminType.ENTERPRISE_ADMIN && (
            <Tag color="gold">{t('identity.users.enterpriseAdmin')}</Tag>
          )}
          {row.adminType === AdminType.SUPER_ADMIN && <Tag color="red">{t('identity.users.superAdmin')}</Tag>}
        </Space>
      ),
    },
    { title: t('identity.users.fields.name'), dataIndex: 'name', sorter: true },
    {
      title: t('identity.users.fields.gender'),
      dataIndex: 'gender',
      search: false,
      width: 80,
      responsive: ['xxl'],
      render: (_, row) => <DictTag type={DictTypeCodes.GENDER} code={row.gender} />,
    },
    {
      title: t('identity.users.fields.phone'),
      dataIndex: 'phone',
      responsive: ['xxl'],
      render: (_, row) => maskPhone(row.phone) || '-',
    },
    { title: t('identity.users.fields.email'), dataIndex: 'email', search: false, ellipsis: true, responsive: ['xxl'] },
    // Beside the organisation tree (which filters the list) the table has about 850 px at 1440: the
    // organisation column waits for wider screens, so account, name, roles and status stay in view.
    { title: t('identity.users.fields.organisation'), dataIndex: 'orgName', search: false, responsive: ['xxl'] },
    {
      title: t('identity.users.fields.jobNumber'),
      dataIndex: 'jobNumber',
      search: false,
      sorter: true,
      responsive: ['xxl'],
    },
    {
      title: t('identity.users.fields.roles'),
      dataIndex: 'roleNames',
      search: false,
      responsive: ['lg'],
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.roleNames.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('identity.users.fields.status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      valueType: 'select',
      valueEnum: status.valueEnum,
      render: (_, row) => <DictTag type={DictTypeCodes.USER_STATUS} code={row.status} />,
    },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => {
        const locked = row.adminType === AdminType.SUPER_ADMIN;
        const isAdmin = row.adminType === AdminType.ENTERPRISE_ADMIN;
        const isMe = row.id === me?.id;
        const disabled = row.status === UserState.DISABLED;
        return (
          <TableActions
            actions={[
              actions.edit(P.edit, () => editing.startEdit(row), !locked),
              actions.remove({
                permission: P.delete,
                name: row.name,
                visible: !locked && !isAdmin && !isMe,
                confirm: t('identity.users.deleteConfirm', { name: row.name }),
                run: () => deleteUser(row.id),
              }),
              {
                key: 'enable',
                label: t('identity.users.enable'),
                permission: P.enable,
                visible: !locked && disabled,
                onClick: async () => {
                  await changeUserState(row.id, UserState.NORMAL);
                  done(t('identity.users.enabled'));
                },
              },
              {
                key: 'disable',
                label: t('identity.users.disable'),
                permission: P.disable,
                visible: !locked && !isAdmin && !isMe && !disabled,
                danger: true,
                confirm: t('identity.users.disableConfirm', { name: row.name }),
                onClick: async () => {
                  await changeUserState(row.id, UserState.DISABLED);
                  done(t('identity.users.disabled'));
                },
              },
              {
                key: 'reset-password',
                label: t('identity.users.resetPassword'),
                permission: P.resetPassword,
                visible: !locked,
                confirm: t('identity.users.resetConfirm', { name: row.name }),
                onClick: async () => {
                  await resetUserPassword(row.id);
                  done(t('identity.users.passwordReset'));
                },
              },
              {
                key: 'assign-roles',
                label: t('identity.users.assignRoles'),
                permission: P.grantRole,
                visible: !locked,
                onClick: () => setRolesOf(row),
              },
              {
                key: 'grant-data',
                label: t('identity.users.grantData'),
                permission: P.grantData,
                visible: !locked,
                onClick: () => setDataOf(row),
              },
            ]}
          />
        );
      },
    },
  ];

  const runExport = async () => {
    setExporting(true);
    try {
      await exportUsers(lastFilter.current, i18n.language);
      message.success(t('identity.users.exported'));
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('identity.users.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Row gutter={[16, 16]} wrap>
      <Col xs={24} md={7} lg={6} xl={5}>
        <OrgTreePanel
          selected={orgId}
          onSelect={(id) => {
            setOrgId(id);
            table.ref.current?.setPageInfo?.({ current: 1 });
          }}
        />
      </Col>
      <Col xs={24} md={17} lg={18} xl={19}>
        <AdminTable
          pageRoute={userApi.page}
          tableRef={table.ref}
          settingsKey="users"
          headerTitle={t('identity.users.title')}
          columns={columns}
          params={{ orgId }}
          pagination={{ showSizeChanger: true, showTotal: (total) => t('identity.users.total', { count: total }) }}
          toQuery={(query) => {
            const { pageNo: _pageNo, pageSize: _pageSize, ...filter } = query;
            lastFilter.current = filter;
            return query;
          }}
          onRow={(row) => ({ 'data-testid': 'user-row', 'data-account': row.account }) as never}
          toolButtons={[
            can(P.import) && UserImportButton ? <UserImportButton key="import" onImported={reload} /> : null,
            can(P.export) ? (
              <Button
                key="export"
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => void runExport()}
                data-testid="user-export"
              >
                {t('identity.users.export')}
              </Button>
            ) : null,
          ]}
          add={{ permission: P.add, label: t('identity.users.add'), testId: 'user-add', onClick: editing.startAdd }}
        />
      </Col>
      <UserForm
        user={editing.row}
        open={editing.open}
        defaultOrgId={orgId}
        onClose={editing.close}
        onSaved={() => {
          editing.close();
          done(t('crud.saved'));
        }}
      />
      <UserRoleModal
        user={rolesOf}
        onClose={() => setRolesOf(null)}
        onSaved={() => {
          setRolesOf(null);
          reload();
        }}
      />
      <UserDataModal user={dataOf} onClose={() => setDataOf(null)} onSaved={() => setDataOf(null)} />
    </Row>
  );
}
