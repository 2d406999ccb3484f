import {
  Permissions,
  PUSH_EMAIL_BODY_MAX,
  PUSH_EMAIL_SUBJECT_MAX,
  PUSH_HUB_BODY_MAX,
  PUSH_HUB_TITLE_MAX,
  PUSH_ROBOT_BODY_MAX,
  PUSH_ROBOT_TITLE_MAX,
  PUSH_SMS_BODY_MAX,
  PUSH_TEMPLATE_CODE_MAX,
  PUSH_TEMPLATE_CODE_PATTERN,
  PUSH_TEMPLATE_NAME_MAX,
  PUSH_VARIABLES,
  type PushTemplate,
  type PushTemplateTextField,
  pushTemplateApi,
  unknownVariables,
} from '@takt/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourceField, type Translate } from '../../app/resource/resource-def';
import { type DeliveryScope, PushDeliveryDrawer } from './PushDeliveryTable';

const P = Permissions.sys.pushTemplate;

const variablesHelp = (t: Translate) =>
  t('push.template.variablesHelp', { variables: PUSH_VARIABLES.map((name) => `{${name}}`).join(' ') });

/** A template text: its limit, the variables help, and unknown variables refused as the server refuses them. */
const text = (name: PushTemplateTextField, max: number, lines?: number): ResourceField<PushTemplate> => ({
  name,
  label: `push.template.${name}`,
  help: variablesHelp,
  input: { kind: 'text', max, lines },
  wide: lines !== undefined,
  column: false,
  rules: (_row, t) => [
    {
      validator: async (_rule, value: string | undefined) => {
        const [unknown] = unknownVariables(value);
        if (unknown) throw new Error(t('push.template.unknownVariable', { variable: `{${unknown}}` }));
      },
    },
  ],
});

/** The channels a template has a body for, as tags. */
function channelsOf(row: PushTemplate, t: Translate) {
  const bodies = [
    ['robot', row.robotBody],
    ['email', row.emailBody],
    ['sms', row.smsBody],
    ['hub', row.hubBody],
  ] as const;
  return bodies.filter(([, body]) => body).map(([type]) => <Tag key={type}>{t(`push.channelTypes.${type}`)}</Tag>);
}

/** Push templates: per kind of channel a title and a body with variables. */
const templates = defineResourcePage<PushTemplate>({
  api: pushTemplateApi,
  permissions: P,
  testId: 'push-template',
  settingsKey: 'push-templates',
  texts: { title: 'push.template.title', add: 'push.template.add', edit: 'push.template.edit' },
  coded: { codeMax: PUSH_TEMPLATE_CODE_MAX, nameMax: PUSH_TEMPLATE_NAME_MAX, codePattern: PUSH_TEMPLATE_CODE_PATTERN },
  formWidth: 760,
  fields: [
    { name: 'channels', label: 'push.template.channels', column: { width: 260 }, render: channelsOf },
    text('robotTitle', PUSH_ROBOT_TITLE_MAX),
    text('robotBody', PUSH_ROBOT_BODY_MAX, 4),
    text('emailSubject', PUSH_EMAIL_SUBJECT_MAX),
    { name: 'emailHtml', label: 'push.template.emailHtml', input: { kind: 'switch' }, initial: false, column: false },
    text('emailBody', PUSH_EMAIL_BODY_MAX, 4),
    text('smsBody', PUSH_SMS_BODY_MAX, 2),
    text('hubTitle', PUSH_HUB_TITLE_MAX),
    text('hubBody', PUSH_HUB_BODY_MAX, 3),
  ],
});

export default function PushTemplateListPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<DeliveryScope | null>(null);
  return (
    <ResourcePage
      resource={templates}
      leadingActions={(row) => [
        {
          key: 'deliveries',
          label: t('push.template.deliveries'),
          permission: Permissions.sys.pushChannel.page,
          onClick: () => setScope({ templateCode: row.code, name: `${row.code} ${row.name}` }),
        },
      ]}
    >
      <PushDeliveryDrawer scope={scope} onClose={() => setScope(null)} />
    </ResourcePage>
  );
}
