import {
  ASSIGNED_GATEWAY_TYPES,
  type AssignedGatewayType,
  GATEWAY_APIS,
  GATEWAY_CHANNEL_MAX,
  GATEWAY_CODE_MAX,
  GATEWAY_CODE_PATTERN,
  GATEWAY_NAME_MAX,
  GATEWAY_REMARK_MAX,
  type Gateway,
  Permissions,
  unassignedGatewayApi,
} from '@takt/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../../app/crud/code-name';
import { EditModalForm, useEditing } from '../../../app/crud/EditModalForm';
import { callApi } from '../../../app/request';
import { ResourcePage } from '../../../app/resource/ResourcePage';
import {
  defineResourcePage,
  type ResourceField,
  type ResourcePageDef,
  remarkField,
  resourceFormValues,
  textOrNull,
} from '../../../app/resource/resource-def';
import { FieldInputItem } from '../../../app/resource/resource-fields';
import { ChannelsDrawer } from './ChannelsDrawer';
import { ConnectionModal } from './ConnectionModal';
import { EnrolmentPanel } from './EnrolmentPanel';
import { GatewayLastSeen, GatewayState, LiveGatewaysProvider } from './live-gateways';

const lineField: ResourceField<Gateway> = {
  name: 'lineId',
  label: 'gateways.line',
  input: { kind: 'ref', ref: 'line' },
  column: { search: true, width: 180 },
  render: (row) => codeName(row.lineCode, row.lineName, '-'),
};
const channelsField: ResourceField<Gateway> = {
  name: 'channels',
  label: 'gateways.channels',
  help: 'gateways.channelsHelp',
  input: { kind: 'number', min: 0, max: GATEWAY_CHANNEL_MAX, precision: 0 },
  initial: 0,
  column: { width: 130 },
  render: (row, t) => t('gateways.allotted', { allotted: row.allotted, channels: row.channels }),
};
const stateFields: ResourceField<Gateway>[] = [
  {
    name: 'online',
    label: 'gateways.state',
    options: {
      values: ['true', 'false'],
      texts: (value, t) => t(`gateways.states.${value === 'true' ? 'online' : 'offline'}`),
    },
    column: { search: true, sort: true, width: 100 },
    render: (row) => <GatewayState row={row} />,
  },
  {
    name: 'lastSeenAt',
    label: 'gateways.lastSeen',
    column: { sort: true, width: 180 },
    render: (row) => <GatewayLastSeen row={row} />,
  },
  { name: 'firmware', label: 'gateways.firmware', column: { width: 120, responsive: ['lg'] } },
];
const coded = { codeMax: GATEWAY_CODE_MAX, nameMax: GATEWAY_NAME_MAX, codePattern: GATEWAY_CODE_PATTERN };

/** One gateway type's page: code, name, line, channels, online state with the last message, firmware, remark. */
const typedPages = Object.fromEntries(
  ASSIGNED_GATEWAY_TYPES.map((type) => [
    type,
    defineResourcePage<Gateway>({
      api: GATEWAY_APIS[type],
      permissions: Permissions.gateway[type],
      testId: `gateway-${type}`,
      settingsKey: `gateways-${type}`,
      texts: {
        title: `gateways.pages.${type}.title`,
        add: `gateways.pages.${type}.add`,
        edit: `gateways.pages.${type}.edit`,
      },
      coded,
      fields: [lineField, channelsField, ...stateFields, remarkField(GATEWAY_REMARK_MAX)],
    }),
  ]),
) as Record<AssignedGatewayType, ResourcePageDef<Gateway>>;

/** The andon, ESD or counter gateways (live state), with their channels and connection. */
export function GatewayListPage({ type }: { type: AssignedGatewayType }) {
  const { t } = useTranslation();
  const [channelsOf, setChannelsOf] = useState<Gateway | null>(null);
  const [connectionOf, setConnectionOf] = useState<Gateway | null>(null);
  const reload = useRef(() => {});
  const P = Permissions.gateway[type];
  return (
    <LiveGatewaysProvider reload={() => reload.current()}>
      <ResourcePage
        resource={typedPages[type]}
        leadingActions={(row) => [
          {
            key: 'channels',
            label: t('gateways.actions.channels'),
            permission: P.page,
            onClick: () => setChannelsOf(row),
          },
          {
            key: 'connection',
            label: t('gateways.actions.connection'),
            permission: P.edit,
            onClick: () => setConnectionOf(row),
          },
        ]}
      >
        {(page) => {
          reload.current = page.reload;
          return (
            <>
              <ChannelsDrawer
                type={type}
                gateway={channelsOf}
                onClose={() => setChannelsOf(null)}
                onChanged={page.reload}
              />
              <ConnectionModal
                type={type}
                gateway={connectionOf}
                onClose={() => setConnectionOf(null)}
                onChanged={page.reload}
              />
            </>
          );
        }}
      </ResourcePage>
    </LiveGatewaysProvider>
  );
}

const U = Permissions.gateway.unassigned;

/** Gateways that registered themselves: listed live, assigned a type, line and channels, or deleted. */
const unassignedPage = defineResourcePage<Gateway>({
  api: unassignedGatewayApi,
  permissions: U,
  testId: 'gateway-unassigned',
  settingsKey: 'gateways-unassigned',
  texts: {
    title: 'gateways.pages.unassigned.title',
    add: 'gateways.pages.unassigned.add',
    edit: 'gateways.pages.unassigned.edit',
  },
  coded,
  fields: [...stateFields, { ...channelsField, render: (row) => row.channels }, remarkField(GATEWAY_REMARK_MAX)],
});

/** The assignment's form: type, name, line, channels, remark. */
const assignFields: ResourceField<Gateway>[] = [
  {
    name: 'type',
    label: 'gateways.type',
    options: { values: ASSIGNED_GATEWAY_TYPES, texts: 'gateways.types' },
    input: { kind: 'enum', required: true },
    // An unassigned gateway's type is the one being chosen.
    fromRow: () => undefined,
  },
  { name: 'name', label: 'crud.name', input: { kind: 'text', max: GATEWAY_NAME_MAX, required: true } },
  lineField,
  channelsField,
  remarkField(GATEWAY_REMARK_MAX),
];

/** The assignment's body from the form's values. */
function assign(id: string, values: Record<string, unknown>) {
  return callApi(unassignedGatewayApi.assign, {
    body: {
      id,
      type: values.type as AssignedGatewayType,
      name: String(values.name ?? '').trim(),
      lineId: textOrNull(values.lineId),
      channels: typeof values.channels === 'number' ? values.channels : 0,
      remark: textOrNull(values.remark),
    },
  });
}

export function UnassignedGatewayPage() {
  const { t } = useTranslation();
  const assigning = useEditing<Gateway>();
  const reload = useRef(() => {});
  return (
    <>
      <EnrolmentPanel />
      <LiveGatewaysProvider reload={() => reload.current()}>
        <ResourcePage
          resource={unassignedPage}
          leadingActions={(row) => [
            {
              key: 'assign',
              label: t('gateways.actions.assign'),
              permission: U.assign,
              onClick: () => assigning.startEdit(row),
            },
          ]}
        >
          {(page) => {
            reload.current = page.reload;
            return (
              <EditModalForm<Record<string, unknown>, Gateway>
                editing={assigning}
                addTitle=""
                editTitle={t('gateways.assign.title', { code: assigning.row?.code ?? '' })}
                initialValues={resourceFormValues({ fields: assignFields }, assigning.row)}
                save={(values, row) => (row ? assign(row.id, values) : Promise.resolve())}
                onSaved={() => page.changed(t('gateways.assign.done'))}
              >
                {assignFields.map((field) => (
                  <FieldInputItem
                    key={field.name}
                    field={field}
                    testId={`gateway-assign-${field.name}`}
                    row={assigning.row}
                  />
                ))}
              </EditModalForm>
            );
          }}
        </ResourcePage>
      </LiveGatewaysProvider>
    </>
  );
}
