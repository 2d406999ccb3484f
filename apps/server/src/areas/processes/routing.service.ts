import {
  type PageResult,
  type ProcessType,
  ROUTING_STEPS_MAX,
  type Routing,
  type RoutingDetail,
  type RoutingIssue,
  type RoutingStep,
  type routingAddSchema,
  type routingCopySchema,
  type routingEditSchema,
  routingIssues,
  type routingPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';
import type { RoutingRepository, RoutingRow, StepView, StepWritable } from './routing.repository.js';

type StepsInput = z.output<typeof routingAddSchema>['steps'];

/** One version of a routing as a check of "is it in use" sees it. */
export interface RoutingVersionRef {
  routingId: string;
  routingCode: string;
  versionId: string;
  versionNo: number;
}

/**
 * Whether something (a work order issued on it, and so its units) has used this routing version.
 * A used version never changes again. Runs in the caller's tenant transaction.
 */
export type VersionInUseCheck = (tenantId: string, version: RoutingVersionRef) => Promise<boolean>;

function toStep(step: StepView): RoutingStep {
  return {
    stepNo: step.stepNo,
    processId: step.processId,
    processCode: step.processCode,
    processName: step.processName,
    processType: step.processType as ProcessType,
    repair: step.repair,
    returnToStepNo: step.returnToStepNo,
  };
}

/** "P010 → P020 → P100(R)". */
export function flowOf(steps: readonly { processCode: string; repair: boolean }[]): string {
  return steps.map((step) => (step.repair ? `${step.processCode}(R)` : step.processCode)).join(' → ');
}

function toDto(row: RoutingRow, version: { id: string } | undefined, steps: readonly StepView[]): Routing {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    currentVersionId: version?.id ?? '',
    currentVersionNo: row.currentVersionNo,
    stepCount: steps.length,
    flow: flowOf(steps),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sameSteps = (a: readonly StepWritable[], b: readonly StepWritable[]) =>
  a.length === b.length &&
  a.every(
    (step, index) =>
      step.processId === b[index]!.processId &&
      step.repair === b[index]!.repair &&
      (step.returnToStepNo ?? null) === (b[index]!.returnToStepNo ?? null),
  );

/**
 * Routings (craft routes) with versions. Edits of the steps change the current version in place
 * while nothing has used it; once a registered check says a version is used (a work order was
 * issued on it, whatever its status now), the version is frozen: an edit makes a new version
 * instead, the old one stays readable, and the routing's current version moves on. Station
 * scanning keeps a used version's steps in memory for good.
 */
export class RoutingService {
  private readonly inUseChecks: VersionInUseCheck[] = [];

  constructor(
    private readonly db: Database,
    private readonly repo: RoutingRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  /** Registers a check of whether a routing version is in use (work orders register theirs). */
  onVersionInUse(check: VersionInUseCheck): void {
    this.inUseChecks.push(check);
  }

  private async inUse(tenantId: string, version: RoutingVersionRef): Promise<boolean> {
    for (const check of this.inUseChecks) if (await check(tenantId, version)) return true;
    return false;
  }

  async page(tenantId: string, query: z.output<typeof routingPageQuerySchema>): Promise<PageResult<Routing>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      const versions = await this.repo.currentVersions(tenantId, rows);
      const versionOf = new Map(versions.map((version) => [version.routingId, version]));
      const steps = await this.repo.steps(
        tenantId,
        versions.map((version) => version.id),
      );
      const dtos = rows.map((row) => {
        const version = versionOf.get(row.id);
        return toDto(
          row,
          version,
          steps.filter((step) => step.versionId === version?.id),
        );
      });
      return { rows: dtos, totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  /** A routing with the steps of one version (the current one by default) and the list of versions. */
  detail(tenantId: string, id: string, versionNo?: number): Promise<RoutingDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      const versions = await this.repo.versions(tenantId, id);
      const current = versions.find((version) => version.versionNo === row.currentVersionNo);
      const shown = versions.find((version) => version.versionNo === (versionNo ?? row.currentVersionNo));
      if (!shown || !current) throw notFound();
      const steps = await this.repo.steps(tenantId, [shown.id, ...(current.id === shown.id ? [] : [current.id])]);
      const currentSteps = steps.filter((step) => step.versionId === current.id);
      return {
        ...toDto(row, current, currentSteps),
        versionId: shown.id,
        versionNo: shown.versionNo,
        steps: steps.filter((step) => step.versionId === shown.id).map(toStep),
        versions: versions.map((version) => ({
          id: version.id,
          versionNo: version.versionNo,
          stepCount: version.stepCount,
          createdAt: version.createdAt.toISOString(),
        })),
      };
    });
  }

  /** The steps checked against the routing rules, their processes locked against deletion. */
  private async checkedSteps(tenantId: string, input: StepsInput): Promise<StepWritable[]> {
    const steps = input.map((step) => ({
      processId: step.processId,
      repair: step.repair,
      returnToStepNo: step.returnToStepNo ?? null,
    }));
    const ids = [...new Set(steps.map((step) => step.processId))];
    const found = await this.repo.stepProcesses(tenantId, ids);
    const byId = new Map(found.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw invalid('references.missing', { field: 'steps', kind: refKindName('process'), ids: missing.join(', ') });
    const issues = routingIssues(
      steps.map((step) => ({ ...step, processType: byId.get(step.processId)!.type as ProcessType })),
      ROUTING_STEPS_MAX,
    );
    const [issue] = issues;
    if (issue) {
      const processAt = (stepNo: number) => {
        const process = byId.get(steps[stepNo - 1]!.processId)!;
        return `${process.code} ${process.name}`;
      };
      throw invalid(`processes.rule.${issue.rule}` as MessageKey, issueParams(issue, processAt));
    }
    return steps;
  }

  add(tenantId: string, input: z.output<typeof routingAddSchema>): Promise<RoutingDetail> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('processes.routingCodeTaken', { code: input.code });
      const steps = await this.checkedSteps(tenantId, input.steps);
      const row = await this.repo.insert(tenantId, {
        code: input.code,
        name: input.name,
        description: input.description ?? null,
      });
      const version = await this.repo.insertVersion(tenantId, row.id, 1);
      await this.repo.replaceSteps(tenantId, version.id, steps);
      return this.detail(tenantId, row.id);
    });
  }

  edit(tenantId: string, input: z.output<typeof routingEditSchema>): Promise<RoutingDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, input.id, true);
      if (!row) throw notFound();
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== row.id) throw conflict('processes.routingCodeTaken', { code: input.code });
      const steps = await this.checkedSteps(tenantId, input.steps);
      const current = await this.repo.findVersion(tenantId, row.id, row.currentVersionNo);
      if (!current) throw notFound();
      const before = await this.repo.steps(tenantId, [current.id]);
      let currentVersionNo = row.currentVersionNo;
      if (!sameSteps(before, steps)) {
        const ref = { routingId: row.id, routingCode: row.code, versionId: current.id, versionNo: current.versionNo };
        if (await this.inUse(tenantId, ref)) {
          currentVersionNo = (await this.repo.lastVersionNo(tenantId, row.id)) + 1;
          const version = await this.repo.insertVersion(tenantId, row.id, currentVersionNo);
          await this.repo.replaceSteps(tenantId, version.id, steps);
        } else {
          await this.repo.replaceSteps(tenantId, current.id, steps);
        }
      }
      await this.repo.update(tenantId, row.id, {
        code: input.code,
        name: input.name,
        description: input.description ?? null,
        currentVersionNo,
      });
      return this.detail(tenantId, row.id);
    });
  }

  copy(tenantId: string, input: z.output<typeof routingCopySchema>): Promise<RoutingDetail> {
    return this.db.tenant(tenantId, async () => {
      const source = await this.detail(tenantId, input.id);
      return this.add(tenantId, {
        code: input.code,
        name: input.name,
        description: source.description,
        steps: source.steps.map((step) => ({
          processId: step.processId,
          repair: step.repair,
          returnToStepNo: step.returnToStepNo,
        })),
      });
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, true);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'routing', row);
      for (const version of await this.repo.allVersions(tenantId, id)) {
        const ref = { routingId: row.id, routingCode: row.code, versionId: version.id, versionNo: version.versionNo };
        if (await this.inUse(tenantId, ref))
          throw conflict('processes.routingInUse', { code: row.code, version: version.versionNo });
      }
      await this.repo.delete(tenantId, id);
    });
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }
}

function issueParams(issue: RoutingIssue, processAt: (stepNo: number) => string): Record<string, string | number> {
  switch (issue.rule) {
    case 'noSteps':
    case 'noMainStep':
      return {};
    case 'tooManySteps':
      return { max: issue.max };
    case 'duplicateProcess':
      return { step: issue.step, first: issue.first, process: processAt(issue.step) };
    case 'repairNotRepairType':
    case 'repairWithoutReturn':
    case 'returnOnMainStep':
      return { step: issue.step, process: processAt(issue.step) };
    case 'returnNotBefore':
    case 'returnToRepair':
      return { step: issue.step, target: issue.target, process: processAt(issue.step) };
  }
}
