import { ModalForm, ProFormItem, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, MessageType, messageRecordApi } from '@takt/contracts';
import { App, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { isBlank, useFieldRules } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';
import { OrgsSelect, RolesSelect, UsersSelect } from './recipient-pickers';

interface SendValues extends Record<string, unknown> {
  title?: string;
  content?: string;
  type?: number;
  userIds?: string[];
  orgIds?: string[];
  roleIds?: string[];
}

const TYPES = [MessageType.NOTIFICATION, MessageType.ALERT, MessageType.TODO] as const;
const TYPE_KEYS = {
  [MessageType.NOTIFICATION]: 'notification',
  [MessageType.ALERT]: 'alert',
  [MessageType.TODO]: 'todo',
} as const;

/** Sends a message to users, to the users of organisations (and those below), to the holders of roles. */
export function SendMessageForm({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFieldRules();
  const label = { title: t('messages.centre.title'), content: t('messages.centre.content') };
  const anyRecipient = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      if (['userIds', 'orgIds', 'roleIds'].every((name) => isBlank(getFieldValue(name))))
        throw new Error(t('messages.centre.recipientsRequired'));
    },
  });
  return (
    <ModalForm<SendValues>
      title={t('messages.centre.send')}
      open={open}
      width={640}
      grid
      rowProps={{ gutter: 16 }}
      initialValues={{ type: MessageType.NOTIFICATION }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (values) => {
        try {
          const sent = await callApi(messageRecordApi.send, {
            body: {
              title: (values.title ?? '').trim(),
              content: (values.content ?? '').trim(),
              type: (values.type ?? MessageType.NOTIFICATION) as 1 | 2 | 3,
              userIds: values.userIds ?? [],
              orgIds: values.orgIds ?? [],
              roleIds: values.roleIds ?? [],
            },
          });
          onClose();
          onSent(t('messages.centre.sent', { count: sent.recipientCount }));
          return true;
        } catch {
          // The request client has shown why.
          return false;
        }
      }}
      onFinishFailed={() => message.warning(t('messages.centre.checkForm'))}
    >
      <ProFormText
        name="title"
        label={label.title}
        colProps={{ xs: 24, sm: 16 }}
        fieldProps={{ maxLength: MESSAGE_TITLE_MAX, 'data-testid': 'message-title' } as object}
        rules={[rules.required(label.title), rules.tooLong(label.title, MESSAGE_TITLE_MAX)]}
      />
      <ProFormSelect
        name="type"
        label={t('messages.centre.type')}
        colProps={{ xs: 24, sm: 8 }}
        allowClear={false}
        options={TYPES.map((type) => ({ value: type, label: t(`messages.type.${TYPE_KEYS[type]}`) }))}
      />
      <ProFormTextArea
        name="content"
        label={label.content}
        colProps={{ span: 24 }}
        fieldProps={
          { maxLength: MESSAGE_CONTENT_MAX, showCount: true, rows: 4, 'data-testid': 'message-content' } as object
        }
        rules={[rules.required(label.content), rules.tooLong(label.content, MESSAGE_CONTENT_MAX)]}
      />
      <Col span={24}>
        <ProFormItem
          name="userIds"
          label={t('messages.centre.users')}
          dependencies={['orgIds', 'roleIds']}
          rules={[anyRecipient]}
        >
          <UsersSelect data-testid="message-users" placeholder={t('messages.centre.usersPlaceholder')} />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="orgIds" label={t('messages.centre.orgs')} tooltip={t('messages.centre.orgsHelp')}>
          <OrgsSelect data-testid="message-orgs" />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="roleIds" label={t('messages.centre.roles')}>
          <RolesSelect data-testid="message-roles" />
        </ProFormItem>
      </Col>
    </ModalForm>
  );
}
