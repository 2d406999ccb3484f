import { KeyOutlined, PlusOutlined, SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ModalForm,
  type ProColumns,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  LICENCE_DAYS_MAX,
  LICENCE_DAYS_MIN,
  LICENCE_FILE_EXTENSION,
  LICENCE_JOB_NUMBER_MAX,
  LICENCE_ORDER_NO_MAX,
  LICENCE_ORDER_NO_PATTERN,
  LICENCE_QUANTITY_MAX,
  LICENCE_QUANTITY_MIN,
  LICENCE_TEXT_MAX,
  type LicenceRecord,
  LicenceState,
  licenceApi,
  Permissions,
  SubscriptionType,
  tenantApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Tag, Typography, Upload } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useFieldRules } from '../../app/crud/field-rules';
import { downloadFile } from '../../app/download';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';

const P = Permissions.platform.licence;
const STATE_KEYS: Record<number, 'applied' | 'signed' | 'activated'> = {
  [LicenceState.APPLIED]: 'applied',
  [LicenceState.SIGNED]: 'signed',
  [LicenceState.ACTIVATED]: 'activated',
};

interface TermsValues {
  orderNo: string;
  subscriptionType: 1 | 2;
  quantity: number;
  days?: number | null;
}

/** Saves a record's licence as a `.lic` file. */
async function exportLicence(row: LicenceRecord, language: string): Promise<void> {
  await downloadFile(licenceApi.export, {
    query: { id: row.id },
    language,
    fallbackName: `${row.enterpriseCode}-${row.applicationCode}${LICENCE_FILE_EXTENSION}`,
  });
}

/** Subscription activation records: apply, sign, activate, export (spec 000 §3, §6). */
export default function LicenceListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const table = useAdminTable();
  const [applying, setApplying] = useState(false);
  const [signing, setSigning] = useState<LicenceRecord | 'blank' | null>(null);
  const [activating, setActivating] = useState(false);
  const [activateForm] = Form.useForm<{ licence: string }>();
  const publicKey = useQuery({
    queryKey: ['licence', 'publicKey'],
    queryFn: () => callApi(licenceApi.publicKey),
    enabled: can(P.page),
  });

  const { required } = useFieldRules();
  const range = (field: string, min: number, max: number): Rule => ({
    type: 'integer',
    min,
    max,
    message: t('licences.range', { field, min, max }),
  });

  const done = table.changed;

  const termsFields = (
    <>
      <ProFormText
        name="orderNo"
        label={t('licences.orderNo')}
        rules={[
          required(t('licences.orderNo')),
          { max: LICENCE_ORDER_NO_MAX, message: t('licences.format', { field: t('licences.orderNo') }) },
          { pattern: LICENCE_ORDER_NO_PATTERN, message: t('licences.format', { field: t('licences.orderNo') }) },
        ]}
      />
      <ProFormRadio.Group
        name="subscriptionType"
        label={t('licences.subscriptionType')}
        options={[
          { value: SubscriptionType.PERMANENT, label: t('licences.permanent') },
          { value: SubscriptionType.TIME_LIMITED, label: t('licences.timeLimited') },
        ]}
      />
      <ProFormDigit
        name="quantity"
        label={t('licences.quantity')}
        fieldProps={{ precision: 0 }}
        rules={[
          required(t('licences.quantity')),
          range(t('licences.quantity'), LICENCE_QUANTITY_MIN, LICENCE_QUANTITY_MAX),
        ]}
      />
      <ProFormDependency name={['subscriptionType']}>
        {({ subscriptionType }) =>
          subscriptionType === SubscriptionType.TIME_LIMITED ? (
            <ProFormDigit
              name="days"
              label={t('licences.days')}
              fieldProps={{ precision: 0 }}
              rules={[required(t('licences.days')), range(t('licences.days'), LICENCE_DAYS_MIN, LICENCE_DAYS_MAX)]}
            />
          ) : null
        }
      </ProFormDependency>
    </>
  );

  const columns: ProColumns<LicenceRecord>[] = [
    { title: t('licences.orderNo'), dataIndex: 'orderNo', sorter: true },
    {
      title: t('licences.enterpriseCode'),
      dataIndex: 'enterpriseCode',
      sorter: true,
      render: (_, row) => (
        <span>
          {row.enterpriseCode}
          {row.enterpriseName ? <Typography.Text type="secondary"> {row.enterpriseName}</Typography.Text> : null}
        </span>
      ),
    },
    { title: t('licences.operatorJobNumber'), dataIndex: 'operatorJobNumber', search: false, responsive: ['xxl'] },
    {
      title: t('licences.subscriptionType'),
      dataIndex: 'subscriptionType',
      search: false,
      render: (_, row) =>
        row.subscriptionType === SubscriptionType.PERMANENT
          ? t('licences.permanent')
          : `${t('licences.timeLimited')}${row.days ? ` · ${row.days} ${t('licences.days')}` : ''}`,
    },
    { title: t('licences.quantity'), dataIndex: 'quantity', search: false, width: 90 },
    { title: t('licences.deadline'), dataIndex: 'deadline', search: false, responsive: ['xl'] },
    {
      title: t('licences.state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: {
        [LicenceState.APPLIED]: { text: t('licences.states.applied') },
        [LicenceState.SIGNED]: { text: t('licences.states.signed') },
        [LicenceState.ACTIVATED]: { text: t('licences.states.activated') },
      },
      render: (_, row) => (
        <span>
          <Tag
            color={
              row.state === LicenceState.ACTIVATED ? 'green' : row.state === LicenceState.SIGNED ? 'blue' : 'default'
            }
          >
            {t(`licences.states.${STATE_KEYS[row.state] ?? 'applied'}`)}
          </Tag>
          {!row.appliedHere && <Tag>{t('licences.elsewhere')}</Tag>}
        </span>
      ),
    },
    { title: t('licences.applicationCode'), dataIndex: 'applicationCode', copyable: true },
    { title: t('licences.appliedAt'), dataIndex: 'appliedAt', renderText: dateTimeText, search: false, sorter: true },
    {
      title: t('licences.authorisedAt'),
      dataIndex: 'authorisedAt',
      renderText: dateTimeText,
      search: false,
      sorter: true,
      responsive: ['xxl'],
    },
    {
      title: t('licences.activatedAt'),
      dataIndex: 'activatedAt',
      renderText: dateTimeText,
      search: false,
      sorter: true,
      responsive: ['xxl'],
    },
    {
      title: t('licences.licence'),
      dataIndex: 'licence',
      search: false,
      ellipsis: true,
      copyable: true,
      width: 160,
      responsive: ['xxl'],
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 150,
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'sign',
              label: t('licences.sign'),
              permission: P.sign,
              visible: row.state !== LicenceState.ACTIVATED,
              onClick: () => setSigning(row),
            },
            {
              key: 'export',
              label: t('licences.export'),
              permission: P.export,
              visible: row.licence !== null,
              onClick: () =>
                void exportLicence(row, i18n.language).catch((error: Error) => message.error(error.message)),
            },
          ]}
        />
      ),
    },
  ];

  const signTarget = signing && signing !== 'blank' ? signing : null;

  return (
    <>
      <AdminTable
        pageRoute={licenceApi.page}
        tableRef={table.ref}
        settingsKey="platform-licences"
        headerTitle={t('licences.title')}
        columns={columns}
        toolButtons={[
          can(P.apply) && (
            <Button
              key="apply"
              type="primary"
              icon={<PlusOutlined />}
              data-testid="licence-apply"
              onClick={() => setApplying(true)}
            >
              {t('licences.apply')}
            </Button>
          ),
          can(P.sign) && (
            <Button key="sign" icon={<KeyOutlined />} data-testid="licence-sign" onClick={() => setSigning('blank')}>
              {t('licences.sign')}
            </Button>
          ),
          can(P.activate) && (
            <Button
              key="activate"
              icon={<SafetyCertificateOutlined />}
              data-testid="licence-activate"
              onClick={() => setActivating(true)}
            >
              {t('licences.activate')}
            </Button>
          ),
        ]}
      />
      {publicKey.data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
          {t('licences.publicKey')} ({publicKey.data.keyId}):{' '}
          <Typography.Text code copyable>
            {publicKey.data.publicKey}
          </Typography.Text>{' '}
          {t('licences.publicKeyHelp')}
        </Typography.Paragraph>
      )}

      <ModalForm<TermsValues & { enterpriseId: string; operatorJobNumber?: string }>
        title={t('licences.applyTitle')}
        open={applying}
        width={480}
        modalProps={{ destroyOnHidden: true, onCancel: () => setApplying(false) }}
        initialValues={{ subscriptionType: SubscriptionType.TIME_LIMITED, quantity: 10, days: 365 }}
        onFinish={async (values) => {
          const record = await callApi(licenceApi.apply, {
            body: {
              enterpriseId: values.enterpriseId,
              operatorJobNumber: values.operatorJobNumber || null,
              orderNo: values.orderNo,
              subscriptionType: values.subscriptionType,
              quantity: values.quantity,
              days: values.subscriptionType === SubscriptionType.TIME_LIMITED ? (values.days ?? null) : null,
            },
          });
          setApplying(false);
          done(t('licences.applied', { code: record.applicationCode }));
          return true;
        }}
      >
        <ProFormSelect
          name="enterpriseId"
          label={t('licences.enterprise')}
          showSearch
          rules={[required(t('licences.enterprise'))]}
          request={async ({ keyWords }: { keyWords?: string }) => {
            const page = await callApi(tenantApi.page, {
              query: { pageSize: 50, ...(keyWords ? { name: keyWords } : {}) },
            });
            return page.rows
              .filter((row) => !row.isPlatform)
              .map((row) => ({ value: row.id, label: `${row.name} (${row.code})` }));
          }}
        />
        <ProFormText
          name="operatorJobNumber"
          label={t('licences.operatorJobNumber')}
          rules={[
            { max: LICENCE_JOB_NUMBER_MAX, message: t('licences.format', { field: t('licences.operatorJobNumber') }) },
          ]}
        />
        {termsFields}
      </ModalForm>

      <ModalForm<TermsValues & { applicationCode: string; enterpriseCode: string }>
        key={signTarget?.id ?? 'blank'}
        title={t('licences.signTitle')}
        open={signing !== null}
        width={480}
        modalProps={{ destroyOnHidden: true, onCancel: () => setSigning(null) }}
        initialValues={
          signTarget
            ? {
                applicationCode: signTarget.applicationCode,
                enterpriseCode: signTarget.enterpriseCode,
                orderNo: signTarget.orderNo,
                subscriptionType: signTarget.subscriptionType as 1 | 2,
                quantity: signTarget.quantity,
                days: signTarget.days,
              }
            : { subscriptionType: SubscriptionType.TIME_LIMITED, quantity: 10, days: 365 }
        }
        onFinish={async (values) => {
          await callApi(licenceApi.sign, {
            body: {
              applicationCode: values.applicationCode,
              enterpriseCode: values.enterpriseCode,
              orderNo: values.orderNo,
              subscriptionType: values.subscriptionType,
              quantity: values.quantity,
              days: values.subscriptionType === SubscriptionType.TIME_LIMITED ? (values.days ?? null) : null,
            },
          });
          setSigning(null);
          done(t('licences.signed'));
          return true;
        }}
      >
        <ProFormText
          name="applicationCode"
          label={t('licences.applicationCode')}
          disabled={Boolean(signTarget)}
          rules={[
            required(t('licences.applicationCode')),
            { pattern: /^A[A-Z2-7]{24}$/, message: t('licences.format', { field: t('licences.applicationCode') }) },
          ]}
        />
        <ProFormText
          name="enterpriseCode"
          label={t('licences.enterpriseCode')}
          disabled={Boolean(signTarget)}
          rules={[required(t('licences.enterpriseCode'))]}
        />
        {termsFields}
      </ModalForm>

      <ModalForm<{ licence: string }>
        form={activateForm}
        title={t('licences.activateTitle')}
        open={activating}
        width={560}
        modalProps={{ destroyOnHidden: true, onCancel: () => setActivating(false) }}
        onFinish={async (values) => {
          await callApi(licenceApi.activate, { body: { licence: values.licence.trim() } });
          setActivating(false);
          done(t('licences.activated'));
          return true;
        }}
      >
        <ProFormTextArea
          name="licence"
          label={t('licences.licenceText')}
          tooltip={t('licences.licenceTextHelp')}
          fieldProps={{ rows: 6, style: { fontFamily: 'monospace' } }}
          rules={[
            required(t('licences.licenceText')),
            { max: LICENCE_TEXT_MAX, message: t('licences.format', { field: t('licences.licenceText') }) },
          ]}
        />
        <Upload
          accept={LICENCE_FILE_EXTENSION}
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then((text) => activateForm.setFieldsValue({ licence: text.trim() }));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="licence-file">
            {t('licences.chooseFile')}
          </Button>
        </Upload>
      </ModalForm>
    </>
  );
}
