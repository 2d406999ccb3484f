import {
  ModalForm,
  ProFormDatePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import {
  ACCOUNT_PATTERN,
  DictTypeCodes,
  Gender,
  type OrgTreeNode,
  USER_ACCOUNT_MAX,
  USER_ACCOUNT_MIN,
  USER_EMAIL_MAX,
  USER_EMAIL_PATTERN,
  USER_IM_ACCOUNT_MAX,
  USER_JOB_NUMBER_MAX,
  USER_NAME_MAX,
  USER_NICKNAME_MAX,
  USER_PHONE_PATTERN,
  type User,
  type UserAddBody,
  UserState,
} from '@takt/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../app/crud/field-rules';
import { useDictionary } from '../../../app/dictionaries/use-dictionary';
import { addUser, editUser, useOrgTree, useRoleOptions } from './api';

interface FormValues {
  account: string;
  name: string;
  nickname?: string | null;
  birthday?: string | null;
  gender: number;
  phone?: string | null;
  email?: string | null;
  orgId: string;
  jobNumber?: string | null;
  roleIds?: string[];
  wecomAccount?: string | null;
  dingtalkAccount?: string | null;
  status: number;
}

type TreeOption = { title: string; value: string; children: TreeOption[] };
const toTreeOptions = (nodes: readonly OrgTreeNode[]): TreeOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.id, children: toTreeOptions(node.children) }));

/** Form rules in this section's words; limits from the contracts. */
export function useUserRules() {
  const { t } = useTranslation();
  return {
    required: (field: string) => requiredRule(t('identity.users.required', { field })),
    max: (field: string, max: number) => ({ max, message: t('identity.users.tooLong', { field, max }) }),
    between: (field: string, min: number, max: number) => ({
      min,
      max,
      message: t('identity.users.lengthBetween', { field, min, max }),
    }),
    pattern: (field: string, pattern: RegExp, message?: string) => ({
      pattern,
      message: message ?? t('identity.users.badFormat', { field }),
    }),
  };
}

const numericOptions = (options: { label: string; value: string }[]) =>
  options.map((option) => ({ label: option.label, value: Number(option.value) }));

/** Add or edit a user: every field of spec 000 §3 User (the avatar is the user's own). */
export function UserForm({
  user,
  open,
  defaultOrgId,
  onClose,
  onSaved,
}: {
  /** null: add. */
  user: User | null;
  open: boolean;
  defaultOrgId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const rules = useUserRules();
  const orgs = useOrgTree();
  const roles = useRoleOptions();
  const gender = useDictionary(DictTypeCodes.GENDER);
  const status = useDictionary(DictTypeCodes.USER_STATUS);
  const label = (key: keyof typeof fieldKeys) => t(fieldKeys[key]);

  const initialValues: Partial<FormValues> = user
    ? {
        account: user.account,
        name: user.name,
        nickname: user.nickname,
        birthday: user.birthday,
        gender: user.gender,
        phone: user.phone,
        email: user.email,
        orgId: user.orgId ?? undefined,
        jobNumber: user.jobNumber,
        roleIds: user.roleIds,
        wecomAccount: user.wecomAccount,
        dingtalkAccount: user.dingtalkAccount,
        status: user.status,
      }
    : { gender: Gender.UNKNOWN, status: UserState.NORMAL, orgId: defaultOrgId, roleIds: [] };

  return (
    <ModalForm<FormValues>
      key={user?.id ?? 'new'}
      title={user ? t('identity.users.editTitle') : t('identity.users.addTitle')}
      open={open}
      grid
      rowProps={{ gutter: 16 }}
      width={760}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={initialValues}
      onFinish={async (values) => {
        const body = {
          name: values.name.trim(),
          nickname: values.nickname ?? null,
          birthday: values.birthday || null,
          gender: values.gender as UserAddBody['gender'],
          phone: values.phone ?? null,
          email: values.email ?? null,
          orgId: values.orgId,
          jobNumber: values.jobNumber ?? null,
          roleIds: values.roleIds ?? [],
          wecomAccount: values.wecomAccount ?? null,
          dingtalkAccount: values.dingtalkAccount ?? null,
          status: values.status as UserAddBody['status'],
        };
        if (user) await editUser({ id: user.id, ...body });
        else await addUser({ account: values.account.trim(), ...body });
        onSaved();
        return true;
      }}
    >
      {!user && (
        <Alert type="info" showIcon message={t('identity.users.initialPassword')} style={{ margin: '0 8px 16px' }} />
      )}
      <ProFormText
        name="account"
        label={label('account')}
        disabled={Boolean(user)}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ 'data-testid': 'user-form-account', autoComplete: 'off' } as object}
        rules={
          user
            ? []
            : [
                rules.required(label('account')),
                rules.between(label('account'), USER_ACCOUNT_MIN, USER_ACCOUNT_MAX),
                rules.pattern(label('account'), ACCOUNT_PATTERN, t('identity.users.accountFormat')),
              ]
        }
      />
      <ProFormText
        name="name"
        label={label('name')}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ 'data-testid': 'user-form-name' } as object}
        rules={[rules.required(label('name')), rules.max(label('name'), USER_NAME_MAX)]}
      />
      <ProFormText
        name="nickname"
        label={label('nickname')}
        colProps={{ xs: 24, sm: 12 }}
        rules={[rules.max(label('nickname'), USER_NICKNAME_MAX)]}
      />
      <ProFormText
        name="jobNumber"
        label={label('jobNumber')}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ 'data-testid': 'user-form-job-number' } as object}
        rules={[rules.max(label('jobNumber'), USER_JOB_NUMBER_MAX)]}
      />
      <ProFormRadio.Group
        name="gender"
        label={label('gender')}
        colProps={{ xs: 24, sm: 12 }}
        options={numericOptions(gender.options)}
      />
      <ProFormDatePicker
        name="birthday"
        label={label('birthday')}
        colProps={{ xs: 24, sm: 12 }}
        width="100%"
        fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
        transform={(value: unknown) => ({ birthday: value ? String(value).slice(0, 10) : null })}
      />
      <ProFormText
        name="phone"
        label={label('phone')}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ 'data-testid': 'user-form-phone' } as object}
        rules={[rules.pattern(label('phone'), USER_PHONE_PATTERN)]}
      />
      <ProFormText
        name="email"
        label={label('email')}
        colProps={{ xs: 24, sm: 12 }}
        rules={[rules.max(label('email'), USER_EMAIL_MAX), rules.pattern(label('email'), USER_EMAIL_PATTERN)]}
      />
      <ProFormTreeSelect
        name="orgId"
        label={label('organisation')}
        colProps={{ xs: 24, sm: 12 }}
        rules={[{ required: true, message: t('identity.users.required', { field: label('organisation') }) }]}
        fieldProps={
          {
            treeData: toTreeOptions(orgs.data ?? []),
            treeDefaultExpandAll: true,
            showSearch: true,
            treeNodeFilterProp: 'title',
            loading: orgs.isLoading,
            'data-testid': 'user-form-org',
          } as object
        }
      />
      <ProFormSelect
        name="roleIds"
        label={label('roles')}
        mode="multiple"
        colProps={{ xs: 24, sm: 12 }}
        options={(roles.data ?? []).map((role) => ({ label: role.name, value: role.id }))}
        fieldProps={{ loading: roles.isLoading, optionFilterProp: 'label' }}
      />
      <ProFormText
        name="wecomAccount"
        label={label('wecomAccount')}
        colProps={{ xs: 24, sm: 12 }}
        rules={[rules.max(label('wecomAccount'), USER_IM_ACCOUNT_MAX)]}
      />
      <ProFormText
        name="dingtalkAccount"
        label={label('dingtalkAccount')}
        colProps={{ xs: 24, sm: 12 }}
        rules={[rules.max(label('dingtalkAccount'), USER_IM_ACCOUNT_MAX)]}
      />
      <ProFormRadio.Group
        name="status"
        label={label('status')}
        colProps={{ xs: 24, sm: 12 }}
        options={numericOptions(status.options)}
      />
    </ModalForm>
  );
}

const fieldKeys = {
  account: 'identity.users.fields.account',
  name: 'identity.users.fields.name',
  nickname: 'identity.users.fields.nickname',
  birthday: 'identity.users.fields.birthday',
  gender: 'identity.users.fields.gender',
  phone: 'identity.users.fields.phone',
  email: 'identity.users.fields.email',
  organisation: 'identity.users.fields.organisation',
  jobNumber: 'identity.users.fields.jobNumber',
  roles: 'identity.users.fields.roles',
  wecomAccount: 'identity.users.fields.wecomAccount',
  dingtalkAccount: 'identity.users.fields.dingtalkAccount',
  status: 'identity.users.fields.status',
} as const;
