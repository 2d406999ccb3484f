import { ProFormDependency, ProFormDigit, ProFormItem } from '@ant-design/pro-components';
import {
  ANDON_CODE_MAX,
  ANDON_DEFECTS_COUNT_MAX,
  ANDON_DEFECTS_MINUTES_MAX,
  ANDON_NAME_MAX,
  ANDON_TEXT_MAX,
  ANDON_TRIGGER_KINDS,
  ANDON_TRIGGER_SCOPE_MAX,
  type AndonTriggerKind,
  type AndonTriggerRule,
  andonTriggerRuleApi,
  type CodedRef,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Col, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import {
  type CustomFieldProps,
  defineResourcePage,
  idList,
  type ResourceField,
  type ResourcePageHandle,
  remarkField,
  textOrNull,
} from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';

const P = Permissions.andon.trigger;
const KIND_COLORS: Record<AndonTriggerKind, string> = { esdAlarm: 'purple', deviceFault: 'orange', defects: 'red' };
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

const refTags = (refs: CodedRef[]) => (
  <Space size={[4, 4]} wrap>
    {refs.map((ref) => (
      <Tag key={ref.id} title={ref.name}>
        {ref.code}
      </Tag>
    ))}
  </Space>
);

/** A scope list: lines or workstations, "All" when empty. */
function scopeField(
  name: 'lineIds' | 'stationIds',
  label: 'andonTriggers.lines' | 'andonTriggers.stations',
  ref: 'line' | 'station',
  refsOf: (row: AndonTriggerRule) => CodedRef[],
): ResourceField<AndonTriggerRule> {
  return {
    name,
    label,
    help: 'andonTriggers.scopeHelp',
    input: { kind: 'ref', ref, multiple: true, max: ANDON_TRIGGER_SCOPE_MAX },
    column: { width: 160, responsive: ['lg'] },
    render: (row, t) => (refsOf(row).length ? refTags(refsOf(row)) : t('andonTriggers.everywhere')),
  };
}

/** defects: the phenomenon counted (or any), N and M; shown only for that kind. */
function DefectsField({ testId }: CustomFieldProps<AndonTriggerRule>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const countLabel = t('andonTriggers.defectCount');
  const minutesLabel = t('andonTriggers.defectMinutes');
  return (
    <ProFormDependency name={['kind']}>
      {({ kind }: { kind?: AndonTriggerKind }) =>
        kind === 'defects' ? (
          <>
            <Col xs={24} sm={12}>
              <ProFormItem
                name="badPhenomenonId"
                label={t('andonTriggers.badPhenomenon')}
                tooltip={t('andonTriggers.badPhenomenonHelp')}
              >
                <RefSelect
                  kind="badPhenomenon"
                  allowClear
                  placeholder={t('andonTriggers.anyPhenomenon')}
                  data-testid={`${testId}-phenomenon`}
                />
              </ProFormItem>
            </Col>
            <ProFormDigit
              name="defectCount"
              label={countLabel}
              colProps={{ xs: 12, sm: 6 }}
              min={1}
              max={ANDON_DEFECTS_COUNT_MAX}
              fieldProps={{ precision: 0, 'data-testid': `${testId}-count` } as object}
              rules={[rules.required(countLabel)]}
            />
            <ProFormDigit
              name="defectMinutes"
              label={minutesLabel}
              colProps={{ xs: 12, sm: 6 }}
              min={1}
              max={ANDON_DEFECTS_MINUTES_MAX}
              fieldProps={{ precision: 0, 'data-testid': `${testId}-minutes` } as object}
              rules={[rules.required(minutesLabel)]}
            />
          </>
        ) : (
          <Col span={24}>
            <Typography.Paragraph type="secondary" data-testid={`${testId}-when`}>
              {kind ? t(`andonTriggers.when.${kind}`) : null}
            </Typography.Paragraph>
          </Col>
        )
      }
    </ProFormDependency>
  );
}

/** Rules of automatic calls on the resource kit: what starts them, the item they call, where. */
const triggers = defineResourcePage<AndonTriggerRule>({
  api: andonTriggerRuleApi,
  permissions: P,
  testId: 'andon-trigger',
  settingsKey: 'andon-triggers',
  texts: { title: 'andonTriggers.title', add: 'andonTriggers.add', edit: 'andonTriggers.edit' },
  coded: { codeMax: ANDON_CODE_MAX, nameMax: ANDON_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  formWidth: 760,
  fields: [
    {
      name: 'kind',
      label: 'andonTriggers.kind',
      options: { values: ANDON_TRIGGER_KINDS, texts: 'andonTriggers.kinds', colors: KIND_COLORS },
      input: { kind: 'enum', required: true },
      initial: 'esdAlarm',
      column: { search: true, sort: true, width: 140 },
    },
    {
      name: 'itemId',
      label: 'andonTriggers.item',
      help: 'andonTriggers.itemHelp',
      input: { kind: 'ref', ref: 'andonItem', required: true },
      column: { search: true, width: 180 },
      render: (row) => `${row.item.code} ${row.item.name}`,
    },
    {
      name: 'parameters',
      label: 'andonTriggers.parameters',
      input: { kind: 'custom', Field: DefectsField },
      wide: true,
      column: { width: 200 },
      render: (row, t) =>
        row.kind === 'defects'
          ? t('andonTriggers.defectsSummary', {
              count: row.defectCount,
              minutes: row.defectMinutes,
              phenomenon: row.badPhenomenon
                ? `${row.badPhenomenon.code} ${row.badPhenomenon.name}`
                : t('andonTriggers.anyPhenomenon'),
            })
          : t(`andonTriggers.when.${row.kind}`),
    },
    scopeField('lineIds', 'andonTriggers.lines', 'line', (row) => row.lines),
    scopeField('stationIds', 'andonTriggers.stations', 'station', (row) => row.stations),
    {
      name: 'enabled',
      label: 'andonTriggers.enabled',
      input: { kind: 'switch' },
      initial: true,
      column: { width: 90 },
      render: (row, t) => (
        <Tag color={row.enabled ? 'green' : undefined}>{t(row.enabled ? 'andonTriggers.on' : 'andonTriggers.off')}</Tag>
      ),
    },
    {
      name: 'firedCount',
      label: 'andonTriggers.fired',
      column: { width: 170, responsive: ['xl'] },
      render: (row, t) =>
        row.lastFiredAt
          ? t('andonTriggers.firedSummary', { count: row.firedCount, at: dateTimeText(row.lastFiredAt) })
          : t('andonTriggers.neverFired'),
    },
    remarkField(ANDON_TEXT_MAX),
  ],
  // Only the defects kind keeps its parameters.
  body: (body, values) => {
    const defects = values.kind === 'defects';
    return {
      ...body,
      lineIds: idList(values.lineIds),
      stationIds: idList(values.stationIds),
      badPhenomenonId: defects ? textOrNull(values.badPhenomenonId) : null,
      defectCount: defects ? numberOrNull(values.defectCount) : null,
      defectMinutes: defects ? numberOrNull(values.defectMinutes) : null,
    };
  },
});

function enableAction(row: AndonTriggerRule, page: ResourcePageHandle<AndonTriggerRule>) {
  return [
    {
      key: row.enabled ? 'disable' : 'enable',
      label: page.t(row.enabled ? 'andonTriggers.disable' : 'andonTriggers.enable'),
      permission: row.enabled ? P.disable : P.enable,
      onClick: async () => {
        await callApi(row.enabled ? andonTriggerRuleApi.disable : andonTriggerRuleApi.enable, {
          body: { id: row.id },
        });
        page.changed(
          page.t(row.enabled ? 'andonTriggers.disabledDone' : 'andonTriggers.enabledDone', { code: row.code }),
        );
      },
    },
  ];
}

export default function TriggerListPage() {
  return <ResourcePage resource={triggers} leadingActions={enableAction} />;
}
