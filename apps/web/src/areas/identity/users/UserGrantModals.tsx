import type { OrgTreeNode, User } from '@takt/contracts';
import { App, Checkbox, Modal, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignUserRoles, flattenOrgs, grantUserData, useOrgTree, useRoleOptions, userOwnData } from './api';

/** Replaces a user's roles (`POST /user/auth_role`). */
export function UserRoleModal({
  user,
  onClose,
  onSaved,
}: {
  user: User | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roles = useRoleOptions();
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const refetchRoles = roles.refetch;
  useEffect(() => setChecked(user?.roleIds ?? []), [user]);
  // Roles added since the page opened (on the roles page, by anyone) are offered too.
  useEffect(() => {
    if (user) void refetchRoles();
  }, [user, refetchRoles]);

  return (
    <Modal
      open={user !== null}
      title={user ? t('identity.users.rolesTitle', { name: user.name }) : ''}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      onOk={async () => {
        if (!user) return;
        setSaving(true);
        try {
          await assignUserRoles(user.id, checked);
          message.success(t('identity.users.rolesSaved'));
          onSaved();
        } finally {
          setSaving(false);
        }
      }}
    >
      {roles.isLoading ? (
        <Spin />
      ) : (
        <Checkbox.Group
          value={checked}
          onChange={(values) => setChecked(values.map(String))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={(roles.data ?? []).map((role) => ({
            label: (
              <span data-testid={`user-role-${role.code}`}>
                {role.name} <Typography.Text type="secondary">({role.code})</Typography.Text>
              </span>
            ),
            value: role.id,
          }))}
        />
      )}
    </Modal>
  );
}

const toNodes = (nodes: readonly OrgTreeNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.name, children: toNodes(node.children) }));

/** Replaces the organisations granted to a user as data (`POST /user/grantData`). */
export function UserDataModal({
  user,
  onClose,
  onSaved,
}: {
  user: User | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const orgs = useOrgTree();
  const [checked, setChecked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setChecked(null);
    if (!user) return;
    let live = true;
    void userOwnData(user.id).then((own) => {
      if (live) setChecked(own.orgIds);
    });
    return () => {
      live = false;
    };
  }, [user]);

  return (
    <Modal
      open={user !== null}
      title={user ? t('identity.users.dataTitle', { name: user.name }) : ''}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: checked === null }}
      destroyOnHidden
      onOk={async () => {
        if (!user || checked === null) return;
        setSaving(true);
        try {
          await grantUserData(user.id, checked);
          message.success(t('identity.users.dataSaved'));
          onSaved();
        } finally {
          setSaving(false);
        }
      }}
    >
      <Typography.Paragraph type="secondary">{t('identity.users.dataHelp')}</Typography.Paragraph>
      {checked === null || orgs.isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          checkStrictly
          defaultExpandedKeys={flattenOrgs(orgs.data ?? []).map((node) => node.id)}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          treeData={toNodes(orgs.data ?? [])}
          style={{ maxHeight: 420, overflow: 'auto' }}
        />
      )}
    </Modal>
  );
}
