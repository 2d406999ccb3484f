import { OrgType } from '@takt/contracts';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { OrganisationService, OrgCaller } from '../organisations/organisation.service.js';
import type { FactoryService } from './factory.service.js';

/** The demo factory (codes shared with the other areas' demo data). */
export const DEMO_WORKSHOPS = [
  { code: 'WS-SMT', name: 'SMT workshop', lines: ['SMT-L1', 'SMT-L2'] },
  { code: 'WS-ASM', name: 'Assembly workshop', lines: ['ASM-L1', 'ASM-L2'] },
] as const;
/**
 * The process each workstation of a line performs (station S01 the first, …): every line has its
 * repair station (P100, the repair step of each demo routing), which serves that line only.
 */
const DEMO_PROCESSES: Record<string, readonly string[]> = {
  'WS-SMT': ['P010', 'P020', 'P030', 'P040', 'P100'],
  'WS-ASM': ['P050', 'P060', 'P070', 'P080', 'P090', 'P100'],
};
/** Workstation names by position on a line of the workshop (named after what they do). */
const DEMO_STATION_NAMES: Record<string, readonly string[]> = {
  'WS-SMT': ['Printing station', 'Placement station', 'Reflow station', 'AOI station', 'Repair station'],
  'WS-ASM': [
    'Board assembly station',
    'Function test station',
    'Final assembly station',
    'Final inspection station',
    'Packing station',
    'Repair station',
  ],
};
const DEMO_FACTORY = { code: 'F01', name: 'Demo Factory' };

interface SeedDeps {
  factory: FactoryService;
  organisations: OrganisationService;
  references: ReferenceRegistry;
}

/**
 * Creates the demo factory's workshops, lines and workstations through the area's own service
 * (so they are organisations of the tree), under the enterprise's first factory organisation (one
 * is made when there is none). Idempotent: records whose code exists are kept as they are.
 * Workstation processes are set when the processes exist and the workstation has none yet.
 */
export async function seedFactoryDemo(deps: SeedDeps, tenantId: string): Promise<void> {
  const { factory, organisations } = deps;
  const caller: OrgCaller = { tenantId, scope: { kind: 'all' } };
  const exact = async (kind: 'workshop' | 'line' | 'station', code: string) =>
    (await factory.byCodes(kind, tenantId, [code]))[0];

  let [factoryOrg] = await organisations.searchOfType(tenantId, OrgType.FACTORY, undefined, 1);
  if (!factoryOrg) {
    const org = await organisations.add(caller, {
      pid: '0',
      name: DEMO_FACTORY.name,
      code: DEMO_FACTORY.code,
      type: OrgType.FACTORY,
      sort: 1,
    });
    factoryOrg = { id: org.id, code: org.code, name: org.name };
  }

  const processIds = await demoProcessIds(deps.references, tenantId);
  for (const [workshopIndex, workshop] of DEMO_WORKSHOPS.entries()) {
    const workshopId =
      (await exact('workshop', workshop.code))?.id ??
      (
        await factory.add('workshop', caller, {
          parentId: factoryOrg.id,
          code: workshop.code,
          name: workshop.name,
          sort: workshopIndex + 1,
        })
      ).id;
    for (const [lineIndex, lineCode] of workshop.lines.entries()) {
      const lineId =
        (await exact('line', lineCode))?.id ??
        (
          await factory.add('line', caller, {
            parentId: workshopId,
            code: lineCode,
            name: `${workshop.name.replace(/ workshop$/, '')} line ${lineIndex + 1}`,
            sort: lineIndex + 1,
          })
        ).id;
      for (let index = 1; index <= DEMO_PROCESSES[workshop.code]!.length; index++) {
        const code = `${lineCode}-S${String(index).padStart(2, '0')}`;
        const existing = await exact('station', code);
        const station = existing
          ? await factory.detail('station', caller, existing.id)
          : await factory.add('station', caller, {
              parentId: lineId,
              code,
              name: DEMO_STATION_NAMES[workshop.code]?.[index - 1] ?? `Station ${index}`,
              sort: index,
            });
        const processId = processIds.get(DEMO_PROCESSES[workshop.code]![index - 1]!);
        if (processId && station.processes.length === 0) await factory.configProcesses(caller, station.id, [processId]);
      }
    }
  }
}

/** The demo processes by code, when the processes area provides them (empty otherwise). */
async function demoProcessIds(references: ReferenceRegistry, tenantId: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const codes = [...new Set(Object.values(DEMO_PROCESSES).flat())];
  for (const code of codes) {
    try {
      const match = await references.findByCode(tenantId, 'process', code);
      if (match) result.set(code, match.id);
    } catch (error) {
      // No process provider registered (a server built without the processes area).
      if (error instanceof Error && error.message.startsWith('no provider')) return new Map();
      throw error;
    }
  }
  return result;
}
