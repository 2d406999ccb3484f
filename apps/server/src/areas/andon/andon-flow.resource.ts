import {
  type AndonFlow,
  type AndonFlowInput,
  type AndonFlowStep,
  type AndonFlowStepRecord,
  type AndonLadder,
  andonLadderProblems,
  type CodedRef,
} from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { type AndonFlowLevelRow, andonFlows } from './andon.table.js';
import { type AndonPeople, assertPeopleExist } from './andon-config.people.js';

type FlowRow = typeof andonFlows.$inferSelect;

/** The two ladders of a body as the table keeps them: one list, each level naming its ladder and number. */
function levelRows(input: AndonFlowInput): AndonFlowLevelRow[] {
  const rows = (ladder: AndonLadder, steps: AndonFlowStep[]) =>
    steps.map((step, index) => ({
      ladder,
      level: index + 1,
      minutes: step.minutes,
      recipients: step.recipients.map((recipient) => ({ kind: recipient.kind, id: recipient.id ?? null })),
      channelIds: [...new Set(step.channelIds)],
      templateId: step.templateId,
    }));
  return [...rows('response', input.response), ...rows('resolution', input.resolution)];
}

const idsOf = (levels: readonly AndonFlowLevelRow[], kind: 'user' | 'role') => [
  ...new Set(levels.flatMap((level) => level.recipients.filter((r) => r.kind === kind).map((r) => r.id!))),
];

/**
 * Escalation flows (resource kit): a response ladder and a resolution ladder of up to 5 levels
 * each, minutes strictly increasing by level; each level's recipients (users and roles of the
 * enterprise, or the calling line's shift), push channels and template checked. In use while
 * items name it.
 */
export function createAndonFlows(db: Database, references: ReferenceRegistry, people: AndonPeople) {
  async function assertLevels(tenantId: string, input: AndonFlowInput, levels: AndonFlowLevelRow[]) {
    const [problem] = andonLadderProblems(input);
    if (problem)
      throw invalid('andonConfig.minutesNotIncreasing', {
        ladder: { messageKey: `andonConfig.ladder.${problem.ladder}` as MessageKey },
        level: problem.level,
        minutes: problem.minutes,
        previousLevel: problem.level - 1,
        previous: problem.previous,
      });
    await references.resolve(
      tenantId,
      'pushChannel',
      levels.flatMap((level) => level.channelIds),
      'channelIds',
    );
    await references.resolve(
      tenantId,
      'pushTemplate',
      levels.map((level) => level.templateId),
      'templateId',
    );
    await assertPeopleExist(people, tenantId, {
      userIds: idsOf(levels, 'user'),
      roleIds: idsOf(levels, 'role'),
      usersField: 'recipients',
      rolesField: 'recipients',
    });
  }

  async function toDtos(tenantId: string, rows: FlowRow[]): Promise<AndonFlow[]> {
    const levels = rows.flatMap((row) => row.levels);
    const refs = async (kind: 'pushChannel' | 'pushTemplate', ids: string[]) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<string, CodedRef>();
      const found = await references.options(tenantId, { kind, ids: unique, limit: unique.length });
      return new Map(found.map((ref) => [ref.id, ref]));
    };
    const [channels, templates, users, roles] = await Promise.all([
      refs(
        'pushChannel',
        levels.flatMap((level) => level.channelIds),
      ),
      refs(
        'pushTemplate',
        levels.map((level) => level.templateId),
      ),
      people.userNames(tenantId, idsOf(levels, 'user')),
      people.roleNames(tenantId, idsOf(levels, 'role')),
    ]);
    const step = (level: AndonFlowLevelRow): AndonFlowStepRecord => ({
      minutes: level.minutes,
      recipients: level.recipients,
      recipientNames: level.recipients.map((r) => {
        if (r.kind === 'lineShift' || r.id === null) return null;
        return (r.kind === 'user' ? users : roles).get(r.id) ?? null;
      }),
      channelIds: level.channelIds,
      channels: level.channelIds.flatMap((id) => channels.get(id) ?? []),
      templateId: level.templateId,
      template: templates.get(level.templateId) ?? null,
    });
    const ladder = (row: FlowRow, name: AndonLadder) =>
      row.levels
        .filter((level) => level.ladder === name)
        .sort((a, b) => a.level - b.level)
        .map(step);
    return rows.map((row) => ({
      ...codedDto(row),
      enabled: row.enabled,
      response: ladder(row, 'response'),
      resolution: ladder(row, 'resolution'),
      remark: row.remark,
    }));
  }

  return new ResourceService<typeof andonFlows, AndonFlow, AndonFlowInput>(db, references, {
    kind: 'andonFlow',
    table: andonFlows,
    equals: { enabled: andonFlows.enabled },
    values: async (tenantId, input) => {
      const levels = levelRows(input);
      await assertLevels(tenantId, input, levels);
      return { levels, enabled: input.enabled, remark: input.remark || null };
    },
    toDtos,
  });
}

export type AndonFlowService = ReturnType<typeof createAndonFlows>;
