import type { AndonFlowStep, AndonRecipient } from '@takt/contracts';
import type { PushChannels } from '../push/push-channel.resource.js';
import type { PushTemplates } from '../push/push-template.resource.js';
import type { AndonAuthorizationService } from './andon-authorization.js';
import type { AndonAlarmTypeService, AndonItemService, AndonLabelService } from './andon-config.resources.js';
import type { AndonFlowService } from './andon-flow.resource.js';

const TYPES = [
  { code: 'QUALITY', name: '质量 Quality', color: '#cf1322', sort: 1 },
  { code: 'EQUIPMENT', name: '设备 Equip.', color: '#d46b08', sort: 2 },
  { code: 'MATERIAL', name: '物料 Material', color: '#1677ff', sort: 3 },
] as const;

const LABELS = [
  { code: 'SAFETY', name: '安全 Safety', color: '#a8071a' },
  { code: 'STOP', name: '停线 Line stop', color: '#531dab' },
] as const;

type TypeCode = (typeof TYPES)[number]['code'];
type LabelCode = (typeof LABELS)[number]['code'];

/** Buttons 1-4 of the andon gateways call the first four; the last two are called from the console. */
const ITEMS: {
  code: string;
  name: string;
  type: TypeCode;
  labels: LabelCode[];
  level: number;
  response: number;
  resolution: number;
  roles: string[];
  button: number | null;
}[] = [
  {
    code: 'EQ-DOWN',
    name: '设备故障 Machine down',
    type: 'EQUIPMENT',
    labels: ['STOP'],
    level: 1,
    response: 5,
    resolution: 60,
    roles: ['maintenance'],
    button: 1,
  },
  {
    code: 'QA-DEFECT',
    name: '质量异常 Defects',
    type: 'QUALITY',
    labels: [],
    level: 2,
    response: 10,
    resolution: 60,
    roles: ['quality'],
    button: 2,
  },
  {
    code: 'MAT-SHORT',
    name: '缺料 Material short',
    type: 'MATERIAL',
    labels: ['STOP'],
    level: 2,
    response: 10,
    resolution: 30,
    roles: ['supervisor'],
    button: 3,
  },
  {
    code: 'SAFETY',
    name: '安全隐患 Safety risk',
    type: 'EQUIPMENT',
    labels: ['SAFETY', 'STOP'],
    level: 1,
    response: 3,
    resolution: 30,
    roles: ['maintenance', 'supervisor'],
    button: 4,
  },
  {
    code: 'QA-FIRST',
    name: '首件确认 First piece',
    type: 'QUALITY',
    labels: [],
    level: 3,
    response: 15,
    resolution: 30,
    roles: ['quality'],
    button: null,
  },
  {
    code: 'MAT-WRONG',
    name: '错料 Wrong material',
    type: 'MATERIAL',
    labels: [],
    level: 3,
    response: 15,
    resolution: 45,
    roles: ['supervisor'],
    button: null,
  },
];

export interface AndonConfigSeedDeps {
  types: AndonAlarmTypeService;
  labels: AndonLabelService;
  items: AndonItemService;
  flows: AndonFlowService;
  authorizations: AndonAuthorizationService;
  channels: PushChannels;
  templates: PushTemplates;
  roleIds: (tenantId: string, codes: readonly string[]) => Promise<Map<string, string>>;
  userIds: (tenantId: string, accounts: readonly string[]) => Promise<{ id: string; account: string }[]>;
}

/** The flow's push: the demo's robot channel when one exists, else the message centre's. */
async function seedPush(deps: AndonConfigSeedDeps, tenantId: string) {
  const robot = (await deps.channels.list(tenantId, { type: 'robot' }))[0];
  const channel =
    robot ??
    (await deps.channels.findByCode(tenantId, 'ANDON-HUB')) ??
    (await deps.channels.add(tenantId, { code: 'ANDON-HUB', name: '安灯消息 Andon messages', type: 'hub' }));
  const template =
    (await deps.templates.findByCode(tenantId, 'ANDON-ESCALATE')) ??
    (await deps.templates.add(tenantId, {
      code: 'ANDON-ESCALATE',
      name: '安灯升级 Andon escalation',
      robotTitle: '安灯 Andon {item}',
      robotBody: '{line} / {station}: {item} (L{level}) {time}\n{content}',
      hubTitle: '安灯 Andon {item}',
      hubBody: '{line} / {station}: {item} (L{level}) {time}',
      emailHtml: false,
    }));
  return { channelId: channel.id, templateId: template.id };
}

/**
 * The demo enterprise's andon set-up: three types, two labels, six items (buttons 1-4), the
 * flow "standard" (response levels at 2, 5 and 10 minutes, resolution at 30 and 60) and the
 * maintenance and quality users' authorisations. Skips what exists.
 */
export async function seedAndonConfigDemo(deps: AndonConfigSeedDeps, tenantId: string): Promise<void> {
  const ids = new Map<string, string>();
  for (const type of TYPES) {
    const row = (await deps.types.findByCode(tenantId, type.code)) ?? (await deps.types.add(tenantId, type));
    ids.set(type.code, row.id);
  }
  for (const label of LABELS) {
    const row = (await deps.labels.findByCode(tenantId, label.code)) ?? (await deps.labels.add(tenantId, label));
    ids.set(label.code, row.id);
  }
  const roles = await deps.roleIds(tenantId, ['maintenance', 'quality', 'supervisor']);
  const role = (code: string): AndonRecipient[] => {
    const id = roles.get(code);
    return id ? [{ kind: 'role', id }] : [];
  };
  const shift: AndonRecipient = { kind: 'lineShift', id: null };
  const push = await seedPush(deps, tenantId);
  const step = (minutes: number, recipients: AndonRecipient[]): AndonFlowStep => ({
    minutes,
    recipients,
    channelIds: [push.channelId],
    templateId: push.templateId,
  });
  const flow =
    (await deps.flows.findByCode(tenantId, 'standard')) ??
    (await deps.flows.add(tenantId, {
      code: 'standard',
      name: '标准升级 Standard',
      enabled: true,
      response: [
        step(2, [shift]),
        step(5, [shift, ...role('maintenance'), ...role('quality')]),
        step(10, role('supervisor').length ? role('supervisor') : [shift]),
      ],
      resolution: [
        step(30, [shift, ...role('supervisor')]),
        step(60, role('supervisor').length ? role('supervisor') : [shift]),
      ],
    }));

  for (const [sort, item] of ITEMS.entries()) {
    const existing = await deps.items.findByCode(tenantId, item.code);
    if (existing) {
      ids.set(item.code, existing.id);
      continue;
    }
    const row = await deps.items.add(tenantId, {
      code: item.code,
      name: item.name,
      typeId: ids.get(item.type)!,
      labelIds: item.labels.map((code) => ids.get(code)!),
      level: item.level,
      flowId: flow.id,
      responseMinutes: item.response,
      resolutionMinutes: item.resolution,
      responsibleUserIds: [],
      responsibleRoleIds: item.roles.flatMap((code) => roles.get(code) ?? []),
      button: item.button,
      enabled: true,
      sort: sort + 1,
    });
    ids.set(item.code, row.id);
  }

  const people = await deps.userIds(tenantId, ['maintenance', 'quality']);
  const itemsOf = (type: TypeCode) =>
    ITEMS.filter((item) => item.type === type).flatMap((item) => ids.get(item.code) ?? []);
  const grants = { maintenance: itemsOf('EQUIPMENT'), quality: itemsOf('QUALITY') };
  for (const person of people) {
    const itemIds = grants[person.account as keyof typeof grants];
    const existing = await deps.authorizations.page(tenantId, { pageNo: 1, pageSize: 1, userId: person.id });
    if (itemIds?.length && existing.totalRows === 0)
      await deps.authorizations.save(tenantId, { userId: person.id, itemIds, stationIds: [] });
  }
}
