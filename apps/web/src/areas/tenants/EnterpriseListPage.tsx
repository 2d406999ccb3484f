import {
  DrawerForm,
  ModalForm,
  type ProColumns,
  ProForm,
  ProFormDatePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  ACCOUNT_PATTERN,
  deadlineIsPast,
  EMAIL_PATTERN,
  ENTERPRISE_ADMIN_NAME_MAX,
  ENTERPRISE_CODE_MAX,
  ENTERPRISE_CODE_PATTERN,
  type Enterprise,
  type EnterpriseAddBody,
  type GrantableApp,
  INSTRUCTION_RESOLUTIONS,
  LANGUAGES,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  MOBILE_PATTERN,
  PAGE_TURN_SECONDS_MAX,
  PAGE_TURN_SECONDS_MIN,
  Permissions,
  STORAGE_BUCKET_PATTERN,
  STORAGE_REGIONS,
  SubscriptionType,
  tenantApi,
  WORK_SIDE_COUNT_MAX,
  WORK_SIDE_PARALLEL_MAX,
  WORK_SIDE_PARALLEL_MIN,
  WORK_SIDE_PASSWORD_MAX,
  WORK_SIDE_PASSWORD_MIN,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Col, Divider, Tag, Tree } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { useEditing } from '../../app/crud/EditModalForm';
import { requiredRule } from '../../app/crud/field-rules';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { ENTERPRISE_NAME_MAX, ENTERPRISE_NAME_MIN, enterpriseNameProblem } from '../registration/enterprise-name';

const P = Permissions.platform.tenant;
const APP_KEY = 'app:';

interface FormValues {
  name: string;
  code?: string;
  adminName: string;
  phone?: string;
  email?: string;
  account?: string;
  password?: string;
  enabled?: boolean;
  subscriptionType: number;
  deadline?: string | null;
  /** Undefined until the user changes the ticks (see AppModuleTree). */
  grants?: string[];
  defaultApp?: string | null;
  defaultLanguage: string;
  workSideCount: number;
  workSidePassword?: string;
  pageTurnSeconds: number;
  instructionResolution: string;
  workSideMaxParallel: number;
  useStorage: boolean;
  storage?: {
    region?: string;
    bucket?: string;
    endpoint?: string;
    pathStyle?: boolean;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
}

/** The tree's checked keys → granted apps and modules (an app with a checked module is granted). */
export function grantsFromKeys(keys: readonly string[], apps: readonly GrantableApp[]) {
  const checked = new Set(keys);
  const granted: string[] = [];
  const modules: string[] = [];
  for (const app of apps) {
    const picked = app.modules.filter((module) => checked.has(module.id)).map((module) => module.id);
    if (checked.has(`${APP_KEY}${app.code}`) || picked.length > 0) granted.push(app.code);
    modules.push(...picked);
  }
  return { apps: granted, modules };
}

/** Every app and module ticked: what a new enterprise is granted unless the form changes it. */
export function allGrantKeys(apps: readonly GrantableApp[]): string[] {
  return apps.flatMap((app) => (app.modules.length ? app.modules.map((m) => m.id) : [`${APP_KEY}${app.code}`]));
}

export function keysFromGrants(enterprise: Enterprise, apps: readonly GrantableApp[]): string[] {
  const keys = [...enterprise.modules];
  for (const app of apps) {
    if (enterprise.apps.includes(app.code) && app.modules.length === 0) keys.push(`${APP_KEY}${app.code}`);
  }
  return keys;
}

/**
 * `value` stays undefined until the user ticks something, and `initial` is shown meanwhile: it
 * is worked out from the grantable apps on every render, so a form opened before they loaded
 * still starts from the right ticks.
 */
function AppModuleTree({
  apps,
  initial,
  value,
  onChange,
}: {
  apps: readonly GrantableApp[];
  initial: string[];
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const treeData = apps.map((app) => ({
    key: `${APP_KEY}${app.code}`,
    title: app.name,
    children: app.modules.map((module) => ({ key: module.id, title: module.name })),
  }));
  return (
    <div
      data-testid="enterprise-grants"
      style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, maxHeight: 320, overflow: 'auto' }}
    >
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value ?? initial}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          // Parent keys of apps with modules follow their children; keep leaves and module-less apps.
          onChange?.(
            keys.filter(
              (key) =>
                !key.startsWith(APP_KEY) || apps.find((app) => `${APP_KEY}${app.code}` === key)?.modules.length === 0,
            ),
          );
        }}
      />
    </div>
  );
}

/** Platform administration of enterprises (spec 000 §3 "Enterprise", §5), super administrator only. */
export default function EnterpriseListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<Enterprise>();
  const [resetting, setResetting] = useState<Enterprise | null>(null);
  const grantable = useQuery({
    queryKey: ['tenant', 'grantable'],
    queryFn: () => callApi(tenantApi.grantable),
  });
  const apps = grantable.data ?? [];

  const rules = useMemo(() => {
    const required = (field: string): Rule => requiredRule(t('tenants.rules.required', { field }));
    const length = (field: string, min: number, max: number): Rule => ({
      min,
      max,
      message: t('tenants.rules.length', { field, min, max }),
    });
    const pattern = (field: string, regex: RegExp): Rule => ({
      pattern: regex,
      message: t('tenants.rules.format', { field }),
    });
    const range = (field: string, min: number, max: number): Rule => ({
      type: 'integer',
      min,
      max,
      message: t('tenants.rules.range', { field, min, max }),
    });
    return { required, length, pattern, range };
  }, [t]);

  const done = table.changed;
  const actions = useRowActions(done);

  const changeState = (row: Enterprise, enabled: boolean) =>
    void callApi(tenantApi.changeState, { body: { id: row.id, enabled } })
      .then(() => done(enabled ? t('tenants.enabledDone') : t('tenants.disabledDone')))
      .catch(() => {});

  const createdAt = useCreatedAtColumn<Enterprise>();
  const columns: ProColumns<Enterprise>[] = [
    {
      title: t('tenants.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <span>
          {row.name} {row.isPlatform && <Tag color="purple">{t('tenants.platform')}</Tag>}
        </span>
      ),
    },
    { title: t('tenants.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('tenants.account'), dataIndex: 'account', search: false },
    { title: t('tenants.adminName'), dataIndex: 'adminName', search: false, responsive: ['xxl'] },
    { title: t('tenants.phone'), dataIndex: 'phone', search: false, responsive: ['xxl'] },
    {
      title: t('tenants.state'),
      dataIndex: 'enabled',
      valueType: 'select',
      valueEnum: {
        true: { text: t('crud.enabled') },
        false: { text: t('crud.disabled') },
      },
      render: (_, row) =>
        row.enabled ? (
          <Badge status="success" text={t('crud.enabled')} />
        ) : (
          <Badge status="default" text={t('crud.disabled')} />
        ),
    },
    {
      title: t('tenants.subscriptionType'),
      dataIndex: 'subscriptionType',
      valueType: 'select',
      valueEnum: {
        [SubscriptionType.PERMANENT]: { text: t('tenants.permanent') },
        [SubscriptionType.TIME_LIMITED]: { text: t('tenants.timeLimited') },
      },
      render: (_, row) =>
        row.subscriptionType === SubscriptionType.PERMANENT ? (
          <Tag color="green">{t('tenants.permanent')}</Tag>
        ) : (
          <Tag color="orange">{t('tenants.timeLimited')}</Tag>
        ),
    },
    { title: t('tenants.deadline'), dataIndex: 'deadline', search: false, sorter: true },
    {
      title: t('tenants.apps'),
      dataIndex: 'apps',
      search: false,
      responsive: ['xxl'],
      render: (_, row) => t('tenants.appsCount', { count: row.apps.length }),
    },
    { title: t('tenants.userCount'), dataIndex: 'userCount', search: false, width: 80, responsive: ['xxl'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 180,
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row), !row.isPlatform),
            {
              key: 'disable',
              label: t('tenants.actions.disable'),
              permission: P.disable,
              visible: row.enabled && !row.isPlatform,
              danger: true,
              confirm: t('tenants.confirm.disable', { name: row.name }),
              onClick: () => changeState(row, false),
            },
            {
              key: 'enable',
              label: t('tenants.actions.enable'),
              permission: P.enable,
              visible: !row.enabled,
              confirm: t('tenants.confirm.enable', { name: row.name }),
              onClick: () => changeState(row, true),
            },
            {
              key: 'resetPassword',
              label: t('tenants.actions.resetPassword'),
              permission: P.resetPassword,
              visible: !row.isPlatform,
              onClick: () => setResetting(row),
            },
            actions.remove({
              permission: P.delete,
              name: row.name,
              visible: !row.enabled && !row.isPlatform,
              confirm: t('tenants.confirm.delete', { name: row.name }),
              run: () => callApi(tenantApi.delete, { query: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  const initialGrants = current ? keysFromGrants(current, apps) : allGrantKeys(apps);
  const label = (key: string) => t(`tenants.${key}` as 'tenants.name');

  return (
    <>
      <AdminTable
        pageRoute={tenantApi.page}
        tableRef={table.ref}
        settingsKey="platform-enterprises"
        headerTitle={t('tenants.title')}
        columns={columns}
        add={{ permission: P.add, label: t('tenants.add'), testId: 'enterprise-add', onClick: editing.startAdd }}
      />
      <DrawerForm<FormValues>
        key={current?.id ?? 'new'}
        title={current ? t('tenants.editTitle') : t('tenants.add')}
        open={editing.open}
        width={720}
        grid
        rowProps={{ gutter: 16 }}
        drawerProps={{ destroyOnHidden: true, onClose: editing.close }}
        initialValues={
          current
            ? {
                ...current,
                phone: current.phone ?? undefined,
                email: current.email ?? undefined,
                useStorage: current.storage !== null,
                storage: current.storage
                  ? {
                      region: current.storage.region,
                      bucket: current.storage.bucket,
                      endpoint: current.storage.endpoint ?? undefined,
                      pathStyle: current.storage.pathStyle,
                      accessKeyId: current.storage.accessKeyId ?? undefined,
                    }
                  : undefined,
              }
            : {
                enabled: true,
                subscriptionType: SubscriptionType.TIME_LIMITED,
                defaultApp: 'system',
                defaultLanguage: 'zh-CN',
                workSideCount: 0,
                pageTurnSeconds: 10,
                instructionResolution: '1920x1080',
                workSideMaxParallel: 5,
                useStorage: false,
              }
        }
        onFinish={async (values) => {
          const { apps: grantedApps, modules } = grantsFromKeys(values.grants ?? initialGrants, apps);
          const common = {
            name: values.name,
            adminName: values.adminName,
            phone: values.phone || null,
            email: values.email || null,
            subscriptionType: values.subscriptionType as EnterpriseAddBody['subscriptionType'],
            deadline: values.subscriptionType === SubscriptionType.TIME_LIMITED ? (values.deadline ?? null) : null,
            apps: grantedApps,
            modules,
            defaultApp: values.defaultApp && grantedApps.includes(values.defaultApp) ? values.defaultApp : null,
            defaultLanguage: values.defaultLanguage as EnterpriseAddBody['defaultLanguage'],
            workSideCount: values.workSideCount,
            workSidePassword: values.workSidePassword || null,
            pageTurnSeconds: values.pageTurnSeconds,
            instructionResolution: values.instructionResolution as EnterpriseAddBody['instructionResolution'],
            workSideMaxParallel: values.workSideMaxParallel,
            storage:
              values.useStorage && values.storage?.region && values.storage.bucket
                ? {
                    region: values.storage.region,
                    bucket: values.storage.bucket,
                    endpoint: values.storage.endpoint || null,
                    pathStyle: values.storage.pathStyle ?? false,
                    accessKeyId: values.storage.accessKeyId || null,
                    secretAccessKey: values.storage.secretAccessKey || null,
                  }
                : null,
          };
          if (current) await callApi(tenantApi.edit, { body: { id: current.id, ...common } });
          else
            await callApi(tenantApi.add, {
              body: {
                ...common,
                code: values.code || null,
                account: values.account ?? '',
                password: values.password ?? '',
                enabled: values.enabled ?? true,
              },
            });
          editing.close();
          done(t('crud.saved'));
          return true;
        }}
      >
        <Divider orientation="left" style={{ marginTop: 0 }}>
          {t('tenants.sections.basic')}
        </Divider>
        <ProFormText
          name="name"
          label={label('name')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            {
              required: true,
              validator: async (_, value: string | undefined) => {
                const problem = enterpriseNameProblem(value);
                if (problem === 'required') throw new Error(t('tenants.rules.required', { field: label('name') }));
                if (problem === 'length')
                  throw new Error(
                    t('tenants.rules.length', {
                      field: label('name'),
                      min: ENTERPRISE_NAME_MIN,
                      max: ENTERPRISE_NAME_MAX,
                    }),
                  );
                if (problem === 'characters') throw new Error(t('tenants.rules.nameCharacters'));
              },
            },
          ]}
        />
        <ProFormText
          name="code"
          label={label('code')}
          tooltip={t('tenants.codeHelp')}
          disabled={Boolean(current)}
          colProps={{ xs: 24, sm: 12 }}
          rules={
            current
              ? []
              : [
                  rules.length(label('code'), 0, ENTERPRISE_CODE_MAX),
                  rules.pattern(label('code'), ENTERPRISE_CODE_PATTERN),
                ]
          }
        />
        <ProFormText
          name="adminName"
          label={label('adminName')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.required(label('adminName')), rules.length(label('adminName'), 1, ENTERPRISE_ADMIN_NAME_MAX)]}
        />
        <ProFormText
          name="phone"
          label={label('phone')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.pattern(label('phone'), MOBILE_PATTERN)]}
        />
        <ProFormText
          name="email"
          label={label('email')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.pattern(label('email'), EMAIL_PATTERN)]}
        />
        {current ? (
          <ProFormText name="account" label={label('account')} disabled colProps={{ xs: 24, sm: 12 }} />
        ) : (
          <>
            <ProFormText
              name="account"
              label={label('account')}
              colProps={{ xs: 24, sm: 12 }}
              rules={[
                rules.required(label('account')),
                rules.length(label('account'), ACCOUNT_MIN, ACCOUNT_MAX),
                rules.pattern(label('account'), ACCOUNT_PATTERN),
              ]}
            />
            <ProFormText.Password
              name="password"
              label={label('password')}
              colProps={{ xs: 24, sm: 12 }}
              fieldProps={{ autoComplete: 'new-password' }}
              rules={[
                rules.required(label('password')),
                rules.length(label('password'), LOGIN_PASSWORD_MIN, LOGIN_PASSWORD_MAX),
              ]}
            />
            <ProFormSwitch name="enabled" label={label('enabled')} colProps={{ xs: 24, sm: 12 }} />
          </>
        )}

        <Divider orientation="left">{t('tenants.sections.subscription')}</Divider>
        <ProFormRadio.Group
          name="subscriptionType"
          label={label('subscriptionType')}
          colProps={{ xs: 24, sm: 12 }}
          options={[
            { value: SubscriptionType.PERMANENT, label: t('tenants.permanent') },
            { value: SubscriptionType.TIME_LIMITED, label: t('tenants.timeLimited') },
          ]}
        />
        <ProFormDependency name={['subscriptionType']}>
          {({ subscriptionType }) =>
            subscriptionType === SubscriptionType.TIME_LIMITED ? (
              <ProFormDatePicker
                name="deadline"
                label={label('deadline')}
                colProps={{ xs: 24, sm: 12 }}
                fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
                transform={(value: unknown) => ({ deadline: value ? String(value).slice(0, 10) : null })}
                rules={[
                  rules.required(label('deadline')),
                  {
                    validator: async (_: unknown, value: unknown) => {
                      const text = value
                        ? typeof value === 'string'
                          ? value
                          : (value as { format(f: string): string }).format('YYYY-MM-DD')
                        : '';
                      if (text && deadlineIsPast(text.slice(0, 10))) throw new Error(t('tenants.rules.deadlinePast'));
                    },
                  },
                ]}
              />
            ) : null
          }
        </ProFormDependency>
        <ProFormDigit
          name="workSideCount"
          label={label('workSideCount')}
          min={0}
          max={WORK_SIDE_COUNT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.range(label('workSideCount'), 0, WORK_SIDE_COUNT_MAX)]}
        />

        <Divider orientation="left">{t('tenants.sections.apps')}</Divider>
        <Col span={24}>
          <ProForm.Item name="grants" label={label('apps')} tooltip={t('tenants.appsHelp')}>
            <AppModuleTree apps={apps} initial={initialGrants} />
          </ProForm.Item>
        </Col>
        <ProFormSelect
          name="defaultApp"
          label={label('defaultApp')}
          colProps={{ xs: 24, sm: 12 }}
          options={apps.map((app) => ({ value: app.code, label: app.name }))}
        />
        <ProFormSelect
          name="defaultLanguage"
          label={label('defaultLanguage')}
          colProps={{ xs: 24, sm: 12 }}
          allowClear={false}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`tenants.languages.${language}`) }))}
        />

        <Divider orientation="left">{t('tenants.sections.workSide')}</Divider>
        <ProFormText.Password
          name="workSidePassword"
          label={label('workSidePassword')}
          colProps={{ xs: 24, sm: 12 }}
          placeholder={current?.workSidePasswordSet ? t('tenants.workSidePasswordKeep') : undefined}
          fieldProps={{ autoComplete: 'new-password' }}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (value && (value.length < WORK_SIDE_PASSWORD_MIN || value.length > WORK_SIDE_PASSWORD_MAX)) {
                  throw new Error(
                    t('tenants.rules.length', {
                      field: label('workSidePassword'),
                      min: WORK_SIDE_PASSWORD_MIN,
                      max: WORK_SIDE_PASSWORD_MAX,
                    }),
                  );
                }
              },
            },
          ]}
        />
        <ProFormDigit
          name="pageTurnSeconds"
          label={label('pageTurnSeconds')}
          min={PAGE_TURN_SECONDS_MIN}
          max={PAGE_TURN_SECONDS_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            rules.required(label('pageTurnSeconds')),
            rules.range(label('pageTurnSeconds'), PAGE_TURN_SECONDS_MIN, PAGE_TURN_SECONDS_MAX),
          ]}
        />
        <ProFormSelect
          name="instructionResolution"
          label={label('instructionResolution')}
          colProps={{ xs: 24, sm: 12 }}
          allowClear={false}
          options={INSTRUCTION_RESOLUTIONS.map((value) => ({ value, label: value }))}
        />
        <ProFormDigit
          name="workSideMaxParallel"
          label={label('workSideMaxParallel')}
          min={WORK_SIDE_PARALLEL_MIN}
          max={WORK_SIDE_PARALLEL_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            rules.required(label('workSideMaxParallel')),
            rules.range(label('workSideMaxParallel'), WORK_SIDE_PARALLEL_MIN, WORK_SIDE_PARALLEL_MAX),
          ]}
        />

        <Divider orientation="left">{t('tenants.sections.storage')}</Divider>
        <ProFormSwitch name="useStorage" label={label('useStorage')} colProps={{ span: 24 }} />
        <ProFormDependency name={['useStorage']}>
          {({ useStorage }) =>
            useStorage ? (
              <>
                <ProFormSelect
                  name={['storage', 'region']}
                  label={label('storageRegion')}
                  colProps={{ xs: 24, sm: 12 }}
                  options={STORAGE_REGIONS.map((region) => ({
                    value: region,
                    label: t(`tenants.regions.${region}`),
                  }))}
                  rules={[rules.required(label('storageRegion'))]}
                />
                <ProFormText
                  name={['storage', 'bucket']}
                  label={label('storageBucket')}
                  colProps={{ xs: 24, sm: 12 }}
                  rules={[
                    rules.required(label('storageBucket')),
                    rules.pattern(label('storageBucket'), STORAGE_BUCKET_PATTERN),
                  ]}
                />
                <ProFormText
                  name={['storage', 'endpoint']}
                  label={label('storageEndpoint')}
                  colProps={{ xs: 24, sm: 12 }}
                  placeholder="https://"
                />
                <ProFormSwitch
                  name={['storage', 'pathStyle']}
                  label={label('storagePathStyle')}
                  colProps={{ xs: 24, sm: 12 }}
                />
                <ProFormText
                  name={['storage', 'accessKeyId']}
                  label={label('storageAccessKeyId')}
                  colProps={{ xs: 24, sm: 12 }}
                />
                <ProFormText.Password
                  name={['storage', 'secretAccessKey']}
                  label={label('storageSecret')}
                  colProps={{ xs: 24, sm: 12 }}
                  placeholder={current?.storage?.secretSet ? t('tenants.storageSecretKeep') : undefined}
                  fieldProps={{ autoComplete: 'new-password' }}
                />
              </>
            ) : null
          }
        </ProFormDependency>
      </DrawerForm>
      <ModalForm<{ password: string }>
        title={resetting ? t('tenants.resetPasswordTitle', { name: resetting.name }) : ''}
        open={resetting !== null}
        width={420}
        modalProps={{ destroyOnHidden: true, onCancel: () => setResetting(null) }}
        onFinish={async (values) => {
          if (!resetting) return true;
          await callApi(tenantApi.resetAdminPassword, { body: { id: resetting.id, password: values.password } });
          setResetting(null);
          done(t('tenants.passwordReset'));
          return true;
        }}
      >
        <ProFormText.Password
          name="password"
          label={t('tenants.newPassword')}
          fieldProps={{ autoComplete: 'new-password' }}
          rules={[
            rules.required(t('tenants.newPassword')),
            rules.length(t('tenants.newPassword'), LOGIN_PASSWORD_MIN, LOGIN_PASSWORD_MAX),
          ]}
        />
      </ModalForm>
    </>
  );
}
