import {
  ANDON_CODE_MAX,
  ANDON_NAME_MAX,
  ANDON_TEXT_MAX,
  type AndonFlow,
  type AndonFlowStepRecord,
  andonFlowApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField, type Translate } from '../../app/resource/resource-def';
import { enabledField, toggleAction } from './config-fields';
import { FlowDesigner } from './escalation/FlowDesigner';

const P = Permissions.andon.escalation;

/** Who a level notifies, in words: the line's shift, then the people's and roles' names. */
function recipientsText(step: AndonFlowStepRecord, t: Translate) {
  return step.recipients
    .map((recipient, index) =>
      recipient.kind === 'lineShift' ? t('andonConfig.designer.lineShift') : (step.recipientNames[index] ?? '?'),
    )
    .join(', ');
}

/** A ladder in a cell: its levels' minutes in order, each with who and how on hover. */
function ladderCell(steps: AndonFlowStepRecord[], color: string, t: Translate) {
  if (steps.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space size={2} wrap>
      {steps.map((step, index) => (
        <Tooltip
          key={step.minutes}
          title={`${t('andonConfig.designer.level', { level: index + 1 })}: ${recipientsText(step, t)} · ${step.channels
            .map((channel) => channel.name)
            .join(', ')}`}
        >
          <Tag color={color} style={{ marginInlineEnd: 0 }}>
            {t('andonConfig.designer.at', { minutes: step.minutes })}
          </Tag>
          {index < steps.length - 1 && <span aria-hidden> → </span>}
        </Tooltip>
      ))}
    </Space>
  );
}

/** Escalation flows: response and resolution ladders designed as timelines; enable and disable. */
const flows = defineResourcePage<AndonFlow>({
  api: andonFlowApi,
  permissions: P,
  testId: 'andonFlow',
  settingsKey: 'andon-flows',
  texts: { title: 'andonConfig.flows.title', add: 'andonConfig.flows.add', edit: 'andonConfig.flows.edit' },
  coded: { codeMax: ANDON_CODE_MAX, nameMax: ANDON_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  form: FlowDesigner,
  fields: [
    {
      name: 'response',
      label: 'andonConfig.ladders.response',
      column: { width: 280 },
      render: (row, t) => ladderCell(row.response, 'orange', t),
    },
    {
      name: 'resolution',
      label: 'andonConfig.ladders.resolution',
      column: { width: 240 },
      render: (row, t) => ladderCell(row.resolution, 'red', t),
    },
    enabledField<AndonFlow>(),
    { ...remarkField(ANDON_TEXT_MAX), input: undefined },
  ],
  rowActions: (row, page) => [toggleAction(row, page, andonFlowApi, P)],
});

export default function EscalationListPage() {
  return <ResourcePage resource={flows} />;
}
