import { ApiOutlined } from '@ant-design/icons';
import { ModalForm, type ProColumns, ProFormItem, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  type ObjectStorageRow,
  objectStorageApi,
  Permissions,
  STORAGE_BUCKET_PATTERN,
  STORAGE_ENDPOINT_MAX,
  STORAGE_KEY_MAX,
  STORAGE_REGION_MAX,
  STORAGE_REGION_PATTERN,
  STORAGE_REGIONS,
  type StorageInput,
} from '@takt/contracts';
import { Alert, App, AutoComplete, Button, Col, Tag, Typography } from 'antd';
import type { FormInstance, Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { requiredRule } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';

const P = Permissions.platform.objectStorage;
const ENDPOINT_PATTERN = /^https?:\/\/[^\s?#]+$/;

interface StorageForm {
  region: string;
  bucket: string;
  endpoint?: string;
  pathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The form's values as the edit and test bodies carry them (blank secret: the stored one). */
export function storageBody(values: StorageForm): StorageInput {
  return {
    region: values.region.trim(),
    bucket: values.bucket.trim(),
    endpoint: values.endpoint?.trim() || null,
    pathStyle: values.pathStyle,
    accessKeyId: values.accessKeyId?.trim() || null,
    secretAccessKey: values.secretAccessKey || null,
  };
}

/** A region's name: one of spec 000 §9's by its text, a store's own name as it is. */
function regionText(region: string, t: TFunction): string {
  return (STORAGE_REGIONS as readonly string[]).includes(region)
    ? t(`tenants.regions.${region as (typeof STORAGE_REGIONS)[number]}`)
    : region;
}

/**
 * Object storage of each enterprise (spec 000 §2 "object storage config"), for the platform
 * super administrator: the local folder or an S3-compatible bucket, edited and tested here.
 */
export default function ObjectStorageListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const table = useAdminTable();
  const [editing, setEditing] = useState<ObjectStorageRow | null>(null);
  const [testing, setTesting] = useState(false);
  const formRef = useRef<FormInstance<StorageForm>>(undefined);

  const rule = {
    required: (field: string): Rule => requiredRule(t('storage.rules.required', { field })),
    pattern: (field: string, pattern: RegExp): Rule => ({ pattern, message: t('storage.rules.format', { field }) }),
  };

  const test = async (id: string, storage: StorageInput) => {
    setTesting(true);
    try {
      const result = await callApi(objectStorageApi.testConnection, { body: { id, storage } });
      void message.success(t('storage.testOk', { bucket: result.bucket }));
    } catch {
      // The request client has shown why the connection failed.
    } finally {
      setTesting(false);
    }
  };

  const testForm = async () => {
    const form = formRef.current;
    if (!form || !editing) return;
    const values = await form.validateFields().catch(() => null);
    if (values) await test(editing.id, storageBody(values));
  };

  const backToLocal = async (row: ObjectStorageRow) => {
    try {
      await callApi(objectStorageApi.delete, { body: { id: row.id } });
      table.changed(t('storage.useLocalDone'));
    } catch {
      // Shown by the request client.
    }
  };

  const columns: ProColumns<ObjectStorageRow>[] = [
    {
      title: t('storage.enterprise'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) => (
        <>
          {row.name} {row.isPlatform && <Tag color="purple">{t('storage.platform')}</Tag>}
        </>
      ),
    },
    { title: t('storage.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('storage.kind'),
      dataIndex: 'kind',
      search: false,
      render: (_, row) => (
        <Tag color={row.kind === 's3' ? 'blue' : 'default'} data-testid="storage-kind">
          {t(`storage.kinds.${row.kind}`)}
        </Tag>
      ),
    },
    {
      title: t('storage.endpoint'),
      dataIndex: ['storage', 'endpoint'],
      search: false,
      ellipsis: true,
      render: (_, row) => (row.storage ? (row.storage.endpoint ?? t('storage.endpointAws')) : '-'),
    },
    {
      title: t('storage.bucket'),
      dataIndex: ['storage', 'bucket'],
      search: false,
      render: (_, row) => row.storage?.bucket ?? '-',
    },
    {
      title: t('storage.region'),
      dataIndex: ['storage', 'region'],
      search: false,
      render: (_, row) => (row.storage ? regionText(row.storage.region, t) : '-'),
    },
    {
      title: t('storage.pathStyle'),
      dataIndex: ['storage', 'pathStyle'],
      search: false,
      render: (_, row) => (row.storage ? t(row.storage.pathStyle ? 'crud.yes' : 'crud.no') : '-'),
    },
    {
      title: t('storage.accessKeyId'),
      dataIndex: ['storage', 'accessKeyId'],
      search: false,
      responsive: ['xl'],
      render: (_, row) => row.storage?.accessKeyId ?? '-',
    },
    {
      title: t('storage.secret'),
      dataIndex: ['storage', 'secretSet'],
      search: false,
      responsive: ['xl'],
      render: (_, row) => (row.storage?.secretSet ? `•••••• (${t('storage.secretSet')})` : '-'),
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 220,
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'edit',
              label: row.storage ? t('crud.edit') : t('storage.configure'),
              permission: row.storage ? P.edit : P.add,
              onClick: () => setEditing(row),
            },
            {
              key: 'test',
              label: t('storage.test'),
              permission: P.testConnection,
              visible: row.storage !== null,
              onClick: () =>
                row.storage &&
                void test(row.id, {
                  region: row.storage.region,
                  bucket: row.storage.bucket,
                  endpoint: row.storage.endpoint,
                  pathStyle: row.storage.pathStyle,
                  accessKeyId: row.storage.accessKeyId,
                  secretAccessKey: null,
                }),
            },
            {
              key: 'delete',
              label: t('storage.useLocal'),
              permission: P.delete,
              visible: row.storage !== null,
              danger: true,
              confirm: t('storage.useLocalConfirm', { name: row.name }),
              onClick: () => void backToLocal(row),
            },
          ]}
        />
      ),
    },
  ];

  const current = editing?.storage ?? null;
  return (
    <>
      <AdminTable
        pageRoute={objectStorageApi.page}
        tableRef={table.ref}
        settingsKey="object-storage"
        headerTitle={t('storage.title')}
        tableExtraRender={() => <Alert type="info" showIcon message={t('storage.note')} />}
        columns={columns}
      />
      <ModalForm<StorageForm>
        title={editing ? t('storage.editTitle', { name: editing.name }) : ''}
        open={editing !== null}
        width={600}
        grid
        formRef={formRef}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={
          current
            ? {
                region: current.region,
                bucket: current.bucket,
                endpoint: current.endpoint ?? undefined,
                pathStyle: current.pathStyle,
                accessKeyId: current.accessKeyId ?? undefined,
              }
            : { region: STORAGE_REGIONS[0], pathStyle: true }
        }
        submitter={{
          render: (_, buttons) => [
            can(P.testConnection) && (
              <Button
                key="test"
                icon={<ApiOutlined />}
                loading={testing}
                onClick={() => void testForm()}
                data-testid="storage-test"
              >
                {t('storage.test')}
              </Button>
            ),
            ...buttons,
          ],
        }}
        onFinish={async (values) => {
          if (!editing) return true;
          await callApi(objectStorageApi.edit, { body: { id: editing.id, storage: storageBody(values) } });
          setEditing(null);
          table.changed(t('crud.saved'));
          return true;
        }}
      >
        <ProFormText
          name="endpoint"
          label={t('storage.endpoint')}
          tooltip={t('storage.endpointHelp')}
          placeholder="https://"
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: STORAGE_ENDPOINT_MAX, 'data-testid': 'storage-endpoint' } as object}
          rules={[rule.pattern(t('storage.endpoint'), ENDPOINT_PATTERN)]}
        />
        <ProFormText
          name="bucket"
          label={t('storage.bucket')}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: 63, 'data-testid': 'storage-bucket' } as object}
          rules={[rule.required(t('storage.bucket')), rule.pattern(t('storage.bucket'), STORAGE_BUCKET_PATTERN)]}
        />
        <Col xs={24} sm={12}>
          <ProFormItem
            name="region"
            label={t('storage.region')}
            tooltip={t('storage.regionHelp')}
            rules={[rule.required(t('storage.region')), rule.pattern(t('storage.region'), STORAGE_REGION_PATTERN)]}
          >
            <AutoComplete
              maxLength={STORAGE_REGION_MAX}
              data-testid="storage-region"
              options={STORAGE_REGIONS.map((region) => ({
                value: region,
                label: `${regionText(region, t)} (${region})`,
              }))}
              filterOption={(input, option) =>
                String(option?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </ProFormItem>
        </Col>
        <ProFormText
          name="accessKeyId"
          label={t('storage.accessKeyId')}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: STORAGE_KEY_MAX, autoComplete: 'off', 'data-testid': 'storage-key' } as object}
          rules={[rule.required(t('storage.accessKeyId'))]}
        />
        <ProFormText.Password
          name="secretAccessKey"
          label={t('storage.secret')}
          colProps={{ xs: 24, sm: 12 }}
          placeholder={current?.secretSet ? t('storage.secretKeep') : undefined}
          fieldProps={
            { maxLength: STORAGE_KEY_MAX, autoComplete: 'new-password', 'data-testid': 'storage-secret' } as object
          }
          rules={current?.secretSet ? [] : [rule.required(t('storage.secret'))]}
        />
        <ProFormSwitch
          name="pathStyle"
          label={t('storage.pathStyle')}
          tooltip={t('storage.pathStyleHelp')}
          colProps={{ span: 24 }}
        />
        <Typography.Text type="secondary" style={{ paddingInline: 8 }}>
          {t('storage.note')}
        </Typography.Text>
      </ModalForm>
    </>
  );
}
