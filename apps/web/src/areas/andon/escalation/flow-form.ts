import type { AndonFlow, AndonFlowStep, AndonFlowStepRecord, AndonLadder, AndonRecipient } from '@takt/contracts';

/** One level as the designer edits it: minutes, who (the line's shift, people, roles), how (channels, template). */
export interface LevelValues {
  minutes?: number | null;
  lineShift?: boolean;
  userIds?: string[];
  roleIds?: string[];
  channelIds?: string[];
  templateId?: string | null;
}

export interface FlowValues extends Record<string, unknown> {
  code?: string;
  name?: string;
  enabled?: boolean;
  remark?: string | null;
  response?: LevelValues[];
  resolution?: LevelValues[];
}

const idsOf = (step: AndonFlowStepRecord, kind: 'user' | 'role') =>
  step.recipients.flatMap((r) => (r.kind === kind && r.id ? [r.id] : []));

/** A saved level as the designer's row. */
export function levelValues(step: AndonFlowStepRecord): LevelValues {
  return {
    minutes: step.minutes,
    lineShift: step.recipients.some((r) => r.kind === 'lineShift'),
    userIds: idsOf(step, 'user'),
    roleIds: idsOf(step, 'role'),
    channelIds: step.channelIds,
    templateId: step.templateId,
  };
}

export function flowValues(row: AndonFlow | null): FlowValues {
  if (!row) return { enabled: true, response: [], resolution: [] };
  return {
    code: row.code,
    name: row.name,
    enabled: row.enabled,
    remark: row.remark,
    response: row.response.map(levelValues),
    resolution: row.resolution.map(levelValues),
  };
}

/** The designer's row as the contract's level: the line's shift first, then people, then roles. */
export function levelStep(values: LevelValues): AndonFlowStep {
  const recipients: AndonRecipient[] = [
    ...(values.lineShift ? [{ kind: 'lineShift' as const, id: null }] : []),
    ...(values.userIds ?? []).map((id) => ({ kind: 'user' as const, id })),
    ...(values.roleIds ?? []).map((id) => ({ kind: 'role' as const, id })),
  ];
  return {
    minutes: values.minutes ?? 0,
    recipients,
    channelIds: values.channelIds ?? [],
    templateId: values.templateId ?? '',
  };
}

/** The add/edit body of the designer's values. */
export function flowBody(values: FlowValues) {
  const ladder = (name: AndonLadder) => (values[name] ?? []).map(levelStep);
  const remark = values.remark?.trim();
  return {
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    enabled: values.enabled !== false,
    response: ladder('response'),
    resolution: ladder('resolution'),
    remark: remark ? remark : null,
  };
}
