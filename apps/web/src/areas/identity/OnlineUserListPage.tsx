import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { FORCE_OFFLINE_MESSAGE_MAX, LOG_KEY_MAX, type OnlineUser, onlineUserApi, Permissions } from '@takt/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';

const P = Permissions.sys.onlineUser;

/** Live sessions of the enterprise, keyed by session: who, from where, since when, last seen. */
const onlineUsers = defineResourcePage<OnlineUser>({
  api: onlineUserApi,
  permissions: {},
  testId: 'onlineUser',
  settingsKey: 'online-users',
  texts: { title: 'identity.online.title', add: 'identity.online.title', edit: 'identity.online.title' },
  coded: {
    codeMax: LOG_KEY_MAX,
    codePattern: /^\d+$/,
    nameMax: 64,
    nameTitle: 'identity.online.name',
    codeColumn: { title: 'identity.online.session', width: 170 },
  },
  noCreatedAt: true,
  fields: [
    { name: 'account', label: 'identity.online.account', column: { sort: true, search: true, width: 140 } },
    { name: 'ip', label: 'identity.online.ip', column: { width: 140 } },
    { name: 'userAgent', label: 'identity.online.userAgent', column: { ellipsis: true, responsive: ['xxl'] } },
    {
      name: 'signedInAt',
      label: 'identity.online.signedInAt',
      column: { sort: true, width: 170 },
      render: (row) => dateTimeText(row.signedInAt),
    },
    {
      name: 'lastSeenAt',
      label: 'identity.online.lastSeenAt',
      column: { sort: true, width: 170 },
      render: (row) => dateTimeText(row.lastSeenAt),
    },
  ],
});

/** Asks for the message the user will read, then ends their session (its sockets get ForceOffline). */
function ForceOfflineDialog({
  row,
  onClose,
  onDone,
}: {
  row: OnlineUser | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const label = t('identity.online.message');
  return (
    <ModalForm<{ message?: string }>
      key={row?.sessionId ?? 'closed'}
      title={row ? t('identity.online.forceTitle', { account: row.account, name: row.name }) : ''}
      open={row !== null}
      width={480}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, okButtonProps: { danger: true } }}
      submitter={{ searchConfig: { submitText: t('identity.online.forceOffline') } }}
      onFinish={async (values) => {
        const message = values.message?.trim();
        await callApi(onlineUserApi.forceOffline, {
          body: { sessionId: row!.sessionId, ...(message ? { message } : {}) },
        });
        onDone();
        return true;
      }}
    >
      <ProFormTextArea
        name="message"
        label={label}
        tooltip={t('identity.online.messageHelp')}
        fieldProps={
          {
            maxLength: FORCE_OFFLINE_MESSAGE_MAX,
            showCount: true,
            rows: 3,
            'data-testid': 'onlineUser-message',
          } as object
        }
        rules={[
          rules.tooLong(label, FORCE_OFFLINE_MESSAGE_MAX),
          { pattern: /^[^\r\n]*$/, message: t('identity.online.oneLine') },
        ]}
      />
    </ModalForm>
  );
}

export default function OnlineUserListPage() {
  const { t } = useTranslation();
  const [forcing, setForcing] = useState<OnlineUser | null>(null);
  return (
    <ResourcePage
      resource={onlineUsers}
      rowActions={(row) => [
        {
          key: 'forceOffline',
          label: t('identity.online.forceOffline'),
          permission: P.forceOffline,
          danger: true,
          onClick: () => setForcing(row),
        },
      ]}
    >
      {(page) => (
        <ForceOfflineDialog
          row={forcing}
          onClose={() => setForcing(null)}
          onDone={() => {
            setForcing(null);
            page.changed(t('identity.online.forced'));
          }}
        />
      )}
    </ResourcePage>
  );
}
