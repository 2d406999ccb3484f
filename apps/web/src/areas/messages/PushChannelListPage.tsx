import {
  Permissions,
  PUSH_CHANNEL_CODE_MAX,
  PUSH_CHANNEL_CODE_PATTERN,
  PUSH_CHANNEL_NAME_MAX,
  PUSH_CHANNEL_REMARK_MAX,
  PUSH_CHANNEL_TYPES,
  type PushChannel,
  pushChannelApi,
} from '@takt/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { type DeliveryScope, PushDeliveryDrawer } from './PushDeliveryTable';

const P = Permissions.sys.pushChannel;

/** Push channels (spec 000 §3: name, type, remark); a robot channel names its robot. */
const channels = defineResourcePage<PushChannel>({
  api: pushChannelApi,
  permissions: P,
  testId: 'push-channel',
  settingsKey: 'push-channels',
  texts: { title: 'push.channel.title', add: 'push.channel.add', edit: 'push.channel.edit' },
  coded: { codeMax: PUSH_CHANNEL_CODE_MAX, nameMax: PUSH_CHANNEL_NAME_MAX, codePattern: PUSH_CHANNEL_CODE_PATTERN },
  fields: [
    {
      name: 'type',
      label: 'push.channel.type',
      options: { values: PUSH_CHANNEL_TYPES, texts: 'push.channelTypes' },
      input: { kind: 'enum', required: true },
      initial: 'robot',
      column: { sort: true, search: true, width: 120 },
    },
    {
      name: 'robotId',
      label: 'push.channel.robot',
      help: 'push.channel.robotHelp',
      input: { kind: 'ref', ref: 'robot' },
      column: { width: 200 },
      render: (row) => (row.robot ? `${row.robot.code} ${row.robot.name}` : '—'),
    },
    remarkField(PUSH_CHANNEL_REMARK_MAX, 2),
  ],
});

export default function PushChannelListPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<DeliveryScope | null>(null);
  return (
    <ResourcePage
      resource={channels}
      leadingActions={(row) => [
        {
          key: 'deliveries',
          label: t('push.channel.deliveries'),
          permission: P.page,
          onClick: () => setScope({ channelId: row.id, name: `${row.code} ${row.name}` }),
        },
      ]}
    >
      <PushDeliveryDrawer scope={scope} onClose={() => setScope(null)} />
    </ResourcePage>
  );
}
