import { SendOutlined } from '@ant-design/icons';
import {
  EMAIL_ADDRESS_MAX,
  EMAIL_BODY_MAX,
  EMAIL_KINDS,
  EMAIL_RECIPIENTS_MAX,
  EMAIL_SOURCES,
  EMAIL_STATUSES,
  EMAIL_SUBJECT_MAX,
  type EmailKind,
  type EmailRecord,
  emailApi,
  emailRecordApi,
  Permissions,
} from '@takt/contracts';
import { Alert, App, Button, Card, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { useFieldRules } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';

const P = Permissions.sys.email;
/** Loose enough for typing; the server checks each address with the contract's schema. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailValues {
  to: string[];
  subject: string;
  kind: EmailKind;
  body: string;
}

/** Writes and sends one e-mail; says what the sanitiser removed from HTML. */
function EmailComposer({ onSent }: { onSent: (text: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFieldRules();
  const [form] = Form.useForm<EmailValues>();
  const [sending, setSending] = useState(false);
  const [removed, setRemoved] = useState<string[]>([]);
  const label = { to: t('messages.email.to'), subject: t('messages.email.subject'), body: t('messages.email.body') };
  const send = async (values: EmailValues) => {
    setSending(true);
    try {
      const sent = await callApi(emailApi.send, {
        body: {
          to: values.to.map((to) => to.trim()),
          subject: values.subject.trim(),
          kind: values.kind,
          body: values.body,
        },
      });
      setRemoved(sent.removed);
      if (sent.status === 'sent') {
        form.resetFields(['to', 'subject', 'body']);
        onSent(t('messages.email.sent'));
      } else {
        message.error(t('messages.email.failed', { answer: sent.answer }));
        onSent(t('messages.email.recorded'));
      }
    } catch {
      // The request client has shown why.
    } finally {
      setSending(false);
    }
  };
  return (
    <Card title={t('messages.email.compose')} style={{ marginBottom: 16 }} data-testid="email-composer">
      <Form<EmailValues> form={form} layout="vertical" initialValues={{ kind: 'text', to: [] }} onFinish={send}>
        <Form.Item
          name="to"
          label={label.to}
          rules={[
            rules.requiredChoice(label.to),
            {
              validator: async (_, value: string[] | undefined) => {
                const wrong = (value ?? []).filter(
                  (address) => !ADDRESS.test(address) || address.length > EMAIL_ADDRESS_MAX,
                );
                if (wrong.length) throw new Error(t('messages.email.badAddress', { addresses: wrong.join(', ') }));
                if ((value ?? []).length > EMAIL_RECIPIENTS_MAX)
                  throw new Error(t('messages.email.tooManyRecipients', { max: EMAIL_RECIPIENTS_MAX }));
              },
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ';', ' ']}
            placeholder={t('messages.email.toPlaceholder')}
            data-testid="email-to"
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label={label.subject}
          rules={[rules.required(label.subject), rules.tooLong(label.subject, EMAIL_SUBJECT_MAX)]}
        >
          <Input maxLength={EMAIL_SUBJECT_MAX} data-testid="email-subject" />
        </Form.Item>
        <Form.Item name="kind" label={t('messages.email.kind')}>
          <Radio.Group
            optionType="button"
            options={EMAIL_KINDS.map((kind) => ({ value: kind, label: t(`messages.email.kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['kind']}>
          {({ getFieldValue }) => (
            <Form.Item
              name="body"
              label={label.body}
              extra={getFieldValue('kind') === 'html' ? t('messages.email.htmlHelp') : undefined}
              rules={[rules.required(label.body), rules.tooLong(label.body, EMAIL_BODY_MAX)]}
            >
              <Input.TextArea rows={8} maxLength={EMAIL_BODY_MAX} data-testid="email-body" />
            </Form.Item>
          )}
        </Form.Item>
        {removed.length > 0 && (
          <Alert
            style={{ marginBottom: 16 }}
            type="warning"
            showIcon
            closable
            onClose={() => setRemoved([])}
            message={t('messages.email.removed', { items: removed.join(', ') })}
            data-testid="email-removed"
          />
        )}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} data-testid="email-send">
          {t('messages.email.send')}
        </Button>
      </Form>
    </Card>
  );
}

/** Sent e-mails: every e-mail the product sent or tried to send, with the SMTP server's answer. */
const sentEmails = defineResourcePage<EmailRecord>({
  api: emailRecordApi,
  permissions: {},
  testId: 'email',
  settingsKey: 'emails',
  texts: { title: 'messages.email.records', add: 'messages.email.send', edit: 'messages.email.send' },
  coded: {
    name: false,
    codeMax: EMAIL_SUBJECT_MAX,
    codePattern: /^/,
    codeColumn: { title: 'messages.email.subject', render: (row) => row.subject },
  },
  noCreatedAt: true,
  fields: [
    {
      name: 'to',
      label: 'messages.email.to',
      column: { search: true },
      render: (row) => row.to.join(', '),
    },
    {
      name: 'kind',
      label: 'messages.email.kind',
      options: { values: EMAIL_KINDS, texts: 'messages.email.kinds' },
      column: { width: 90, responsive: ['lg'] },
    },
    {
      name: 'status',
      label: 'messages.email.status',
      options: { values: EMAIL_STATUSES, texts: 'messages.email.statuses', colors: { sent: 'green', failed: 'red' } },
      column: { sort: true, search: true, width: 100 },
    },
    {
      name: 'source',
      label: 'messages.email.source',
      options: { values: EMAIL_SOURCES, texts: 'messages.email.sources' },
      column: { search: true, width: 130, responsive: ['xl'] },
    },
    { name: 'answer', label: 'messages.email.answer', column: { ellipsis: true, responsive: ['lg'] } },
    {
      name: 'senderName',
      label: 'messages.email.sender',
      column: { width: 120, responsive: ['xl'] },
      render: (row) => row.senderName ?? '-',
    },
    {
      name: 'createdTime',
      label: 'messages.email.time',
      column: { sort: true, search: true, width: 170, dateRange: { from: 'sentFrom', to: 'sentTo' } },
      render: (row) => dateTimeText(row.createdTime),
    },
  ],
});

/** The e-mail page (spec 000 §2): write a plain or HTML e-mail above the list of sent e-mails. */
export default function EmailPage() {
  const can = useAccess();
  const { message } = App.useApp();
  // A send adds a record: the list is mounted afresh to show it first.
  const [sends, setSends] = useState(0);
  return (
    <>
      {can(P.send) && (
        <EmailComposer
          onSent={(text) => {
            message.success(text);
            setSends((count) => count + 1);
          }}
        />
      )}
      <ResourcePage key={sends} resource={sentEmails} />
    </>
  );
}
