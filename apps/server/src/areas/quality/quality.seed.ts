import type { CauseCategory, DefectLevel, ResponsibleUnitKind } from '@takt/contracts';
import type { OrganisationService } from '../organisations/organisation.service.js';
import type { QualityCatalogues } from './quality.catalogues.js';

/** The demo factory's quality catalogue: an electronics (control boards) and fan assembly plant. */

const DEFECT_TYPES: [code: string, name: string, level: DefectLevel][] = [
  ['DT-SAFE', 'Safety defect', 'critical'],
  ['DT-FUNC', 'Functional defect', 'critical'],
  ['DT-SOLDER', 'Soldering defect', 'major'],
  ['DT-ASM', 'Assembly defect', 'major'],
  ['DT-APP', 'Appearance defect', 'minor'],
  ['DT-PKG', 'Packaging defect', 'minor'],
];

const CAUSES: [code: string, name: string, category: CauseCategory][] = [
  ['C-OPERATOR', 'Operator did not follow the instruction', 'man'],
  ['C-REFLOW', 'Reflow oven profile drift', 'machine'],
  ['C-STENCIL', 'Stencil clogged or worn', 'machine'],
  ['C-PCB', 'Defective PCB from supplier', 'material'],
  ['C-MOTOR', 'Defective motor from supplier', 'material'],
  ['C-SOP', 'Work instruction unclear', 'method'],
  ['C-ESD', 'Electrostatic discharge damage', 'environment'],
  ['C-FIXTURE', 'Test fixture misreading', 'measurement'],
];

const SOLUTIONS: [code: string, name: string, description: string][] = [
  ['S-RESOLDER', 'Rework solder joint', 'Remove excess solder or reflow the joint by hand, then re-inspect under AOI.'],
  ['S-REPLACE', 'Replace component', 'Replace the faulty part with one from the same lot-checked stock.'],
  ['S-RETEST', 'Retest', 'Clean the test fixture and run the functional test again.'],
  ['S-REPACK', 'Repack', 'Move the unit into a new carton and print a new label.'],
  ['S-SCRAP', 'Scrap', 'Scrap the unit and record it in the scrap report.'],
  ['S-TRAIN', 'Retrain operator', 'Train the operator on the current work instruction and sign off.'],
  ['S-ADJUST', 'Adjust machine parameters', 'Re-profile the oven or clean the stencil and verify the first piece.'],
];

const UNITS: [
  code: string,
  name: string,
  kind: ResponsibleUnitKind,
  organisation: string | null,
  contact: string | null,
][] = [
  ['RU-SMT', 'SMT workshop', 'internal', 'WS-SMT', null],
  ['RU-ASM', 'Assembly workshop', 'internal', 'WS-ASM', null],
  ['RU-IQC', 'Incoming quality control', 'internal', null, null],
  ['RU-SUP-PCB', 'PCB supplier', 'supplier', null, 'Sales: +86 755 0000 0001'],
  ['RU-SUP-MOTOR', 'Motor supplier', 'supplier', null, 'Quality: +86 757 0000 0002'],
];

const PHENOMENA: [code: string, name: string, type: string, common: boolean, causes: string[], solutions: string[]][] =
  [
    ['BP-BRIDGE', 'Solder bridge', 'DT-SOLDER', true, ['C-STENCIL', 'C-REFLOW'], ['S-RESOLDER', 'S-ADJUST']],
    ['BP-COLD', 'Cold solder joint', 'DT-SOLDER', true, ['C-REFLOW'], ['S-RESOLDER', 'S-ADJUST']],
    ['BP-MISSING', 'Missing component', 'DT-SOLDER', false, ['C-OPERATOR'], ['S-REPLACE']],
    ['BP-NO-SPIN', 'Fan does not spin', 'DT-FUNC', true, ['C-MOTOR', 'C-ESD'], ['S-REPLACE', 'S-RETEST']],
    ['BP-NOISE', 'Abnormal motor noise', 'DT-FUNC', true, ['C-MOTOR'], ['S-REPLACE']],
    ['BP-TEST-FAIL', 'Functional test failed', 'DT-FUNC', false, ['C-PCB', 'C-FIXTURE'], ['S-RETEST', 'S-REPLACE']],
    ['BP-LEAKAGE', 'Leakage current too high', 'DT-SAFE', false, ['C-PCB'], ['S-SCRAP']],
    ['BP-WOBBLE', 'Blade wobble', 'DT-ASM', false, ['C-OPERATOR', 'C-SOP'], ['S-TRAIN']],
    ['BP-SCREW', 'Loose screw', 'DT-ASM', true, ['C-OPERATOR'], ['S-TRAIN']],
    ['BP-SCRATCH', 'Housing scratch', 'DT-APP', true, ['C-OPERATOR'], ['S-REPLACE']],
    ['BP-LABEL', 'Wrong or missing label', 'DT-PKG', false, ['C-SOP'], ['S-REPACK']],
    ['BP-CARTON', 'Damaged carton', 'DT-PKG', false, [], ['S-REPACK']],
  ];

/**
 * Creates the demo catalogue through the services, skipping every record whose code exists
 * (so a second run changes nothing). Internal units point at the demo workshops when the
 * organisation tree has them (found by code).
 */
export async function seedQualityDemo(
  catalogues: QualityCatalogues,
  organisations: OrganisationService,
  tenantId: string,
): Promise<void> {
  const ids = async <T extends { id: string }>(
    service: { findByCode(tenantId: string, code: string): Promise<{ id: string } | undefined> },
    code: string,
    create: () => Promise<T>,
  ): Promise<string> => (await service.findByCode(tenantId, code))?.id ?? (await create()).id;

  const typeIds = new Map<string, string>();
  for (const [code, name, level] of DEFECT_TYPES)
    typeIds.set(
      code,
      await ids(catalogues.defectTypes, code, () => catalogues.defectTypes.add(tenantId, { code, name, level })),
    );
  const causeIds = new Map<string, string>();
  for (const [code, name, category] of CAUSES)
    causeIds.set(
      code,
      await ids(catalogues.defectCauses, code, () => catalogues.defectCauses.add(tenantId, { code, name, category })),
    );
  const solutionIds = new Map<string, string>();
  for (const [code, name, description] of SOLUTIONS)
    solutionIds.set(
      code,
      await ids(catalogues.solutions, code, () => catalogues.solutions.add(tenantId, { code, name, description })),
    );
  const orgIds = await organisations.idsByNames(
    tenantId,
    UNITS.flatMap(([, , , organisation]) => (organisation ? [organisation] : [])),
  );
  for (const [code, name, kind, organisation, contact] of UNITS)
    await ids(catalogues.responsibleUnits, code, () =>
      catalogues.responsibleUnits.add(tenantId, {
        code,
        name,
        kind,
        organisationId: (organisation && orgIds.get(organisation)) || null,
        contact,
      }),
    );
  const pick = (map: Map<string, string>, codes: string[]) =>
    codes.map((code) => {
      const id = map.get(code);
      if (!id) throw new Error(`demo quality catalogue: unknown code ${code}`);
      return id;
    });
  for (const [code, name, type, commonlyUsed, causes, solutions] of PHENOMENA)
    await ids(catalogues.badPhenomena, code, () =>
      catalogues.badPhenomena.add(tenantId, {
        code,
        name,
        defectTypeId: pick(typeIds, [type])[0] as string,
        commonlyUsed,
        causeIds: pick(causeIds, causes),
        solutionIds: pick(solutionIds, solutions),
      }),
    );
}
