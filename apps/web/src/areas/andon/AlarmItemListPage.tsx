import { ProFormItem } from '@ant-design/pro-components';
import {
  ANDON_BUTTON_MAX,
  ANDON_CODE_MAX,
  ANDON_ITEM_LABELS_MAX,
  ANDON_LEVEL_MAX,
  ANDON_LEVEL_MIN,
  ANDON_NAME_MAX,
  ANDON_TARGET_MINUTES_MAX,
  ANDON_TEXT_MAX,
  type AndonItem,
  andonItemApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Col, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../app/resource/ResourcePage';
import {
  type CustomFieldProps,
  defineResourcePage,
  idList,
  remarkField,
  type TextKey,
} from '../../app/resource/resource-def';
import { RolesSelect, UsersSelect } from '../messages/recipient-pickers';
import { ColourTag, enabledField, sortField, toggleAction } from './config-fields';

const P = Permissions.andon.alarmItem;
const LEVELS = Array.from({ length: ANDON_LEVEL_MAX - ANDON_LEVEL_MIN + 1 }, (_, i) => String(ANDON_LEVEL_MIN + i));
/** Level 1 is the most urgent: red, then orange, gold, blue. */
export const LEVEL_COLOURS: Record<string, string> = { '1': 'red', '2': 'orange', '3': 'gold', '4': 'blue' };

/** The responsible people and roles: the project's user and role pickers, side by side. */
function ResponsibleField({ testId }: CustomFieldProps<AndonItem>) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} sm={12}>
        <ProFormItem name="responsibleUserIds" label={t('andonConfig.responsibleUsers')}>
          <UsersSelect data-testid={`${testId}-users`} />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="responsibleRoleIds" label={t('andonConfig.responsibleRoles')}>
          <RolesSelect data-testid={`${testId}-roles`} />
        </ProFormItem>
      </Col>
    </>
  );
}

const minutesRule = (label: TextKey) => (_row: AndonItem | null, t: (key: string) => string) => [
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      const response = getFieldValue('responseMinutes');
      const resolution = getFieldValue('resolutionMinutes');
      if (label === 'andonConfig.resolutionMinutes' && typeof response === 'number' && typeof resolution === 'number')
        if (resolution < response) throw new Error(t('andonConfig.targetsReversed'));
    },
  }),
];

/**
 * Andon alarm items: what a station calls for, its type and labels, level, escalation flow,
 * response and resolution targets, who is responsible, the gateway button; enable and disable.
 */
const items = defineResourcePage<AndonItem>({
  api: andonItemApi,
  permissions: P,
  testId: 'andonItem',
  settingsKey: 'andon-items',
  texts: { title: 'andonConfig.items.title', add: 'andonConfig.items.add', edit: 'andonConfig.items.edit' },
  coded: { codeMax: ANDON_CODE_MAX, nameMax: ANDON_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  formWidth: 760,
  detail: true,
  fields: [
    {
      name: 'typeId',
      label: 'andonConfig.type',
      input: { kind: 'ref', ref: 'andonAlarmType', required: true },
      column: { search: true, width: 120 },
      render: (row) => (row.type ? <ColourTag color={row.type.color}>{row.type.name}</ColourTag> : '-'),
    },
    {
      name: 'level',
      label: 'andonConfig.level',
      help: 'andonConfig.levelHelp',
      options: { values: LEVELS, texts: 'andonConfig.levels', colors: LEVEL_COLOURS },
      input: { kind: 'enum', required: true },
      initial: '3',
      fromRow: (row) => String(row.level),
      column: { search: true, sort: true, width: 110 },
      render: (row, t) => <Tag color={LEVEL_COLOURS[String(row.level)]}>{t(`andonConfig.levels.${row.level}`)}</Tag>,
    },
    {
      name: 'labelIds',
      label: 'andonConfig.labelsField',
      input: { kind: 'ref', ref: 'andonLabel', multiple: true, max: ANDON_ITEM_LABELS_MAX },
      column: { width: 150, responsive: ['xxl'] },
      render: (row) =>
        row.labels.length ? (
          <Space size={[0, 4]} wrap>
            {row.labels.map((label) => (
              <ColourTag key={label.id} color={label.color}>
                {label.name}
              </ColourTag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      name: 'responseMinutes',
      label: 'andonConfig.responseMinutes',
      input: { kind: 'number', min: 1, max: ANDON_TARGET_MINUTES_MAX, precision: 0, required: true },
      initial: 10,
      column: false,
      rules: minutesRule('andonConfig.responseMinutes'),
    },
    {
      name: 'resolutionMinutes',
      label: 'andonConfig.resolutionMinutes',
      input: { kind: 'number', min: 1, max: ANDON_TARGET_MINUTES_MAX, precision: 0, required: true },
      initial: 60,
      column: false,
      rules: minutesRule('andonConfig.resolutionMinutes'),
    },
    {
      name: 'targets',
      label: 'andonConfig.targets',
      column: { width: 120, titleTip: 'andonConfig.targetsHelp' },
      detail: false,
      render: (row, t) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {t('andonConfig.targetsText', { response: row.responseMinutes, resolution: row.resolutionMinutes })}
        </Typography.Text>
      ),
    },
    {
      name: 'flowId',
      label: 'andonConfig.flow',
      input: { kind: 'ref', ref: 'andonFlow' },
      column: { responsive: ['xxl'], width: 140 },
      render: (row, t) =>
        row.flow?.name ?? <Typography.Text type="secondary">{t('andonConfig.noFlow')}</Typography.Text>,
    },
    {
      name: 'responsible',
      label: 'andonConfig.responsible',
      input: { kind: 'custom', Field: ResponsibleField },
      wide: true,
      column: { width: 160, responsive: ['xxl'] },
      render: (row) =>
        [...row.responsibleRoles.map((role) => role.name), ...row.responsibleUsers.map((user) => user.name)].join(
          ', ',
        ) || '-',
    },
    {
      name: 'button',
      label: 'andonConfig.button',
      help: 'andonConfig.buttonHelp',
      input: { kind: 'number', min: 1, max: ANDON_BUTTON_MAX, precision: 0 },
      column: {
        title: 'andonConfig.buttonShort',
        titleTip: 'andonConfig.button',
        sort: true,
        width: 80,
        align: 'center',
      },
    },
    enabledField<AndonItem>(),
    { ...sortField<AndonItem>(), column: { sort: true, width: 80, align: 'right', responsive: ['xxl'] } },
    remarkField(ANDON_TEXT_MAX, 2),
  ],
  rowActions: (row, page) => [toggleAction(row, page, andonItemApi, P)],
  // `responsible` is the form's section of two pickers, not a field of the body.
  body: ({ responsible: _section, ...body }, values) => ({
    ...body,
    level: Number(values.level),
    button: typeof values.button === 'number' ? values.button : null,
    flowId: typeof values.flowId === 'string' && values.flowId ? values.flowId : null,
    responsibleUserIds: idList(values.responsibleUserIds),
    responsibleRoleIds: idList(values.responsibleRoleIds),
  }),
});

export default function AlarmItemListPage() {
  return <ResourcePage resource={items} />;
}
