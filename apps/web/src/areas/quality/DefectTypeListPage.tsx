import { DEFECT_LEVELS, type DefectType, defectTypeApi, Permissions } from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { LEVEL_COLORS, qualityCoded, qualityRemark, qualityTexts } from './quality-page';

/** Defect types: code, name, severity (critical, major, minor), remark. */
const defectTypes = defineResourcePage<DefectType>({
  api: defectTypeApi,
  permissions: Permissions.basics.defectType,
  testId: 'defectType',
  settingsKey: 'quality-defectType',
  texts: qualityTexts('defectType'),
  coded: qualityCoded,
  fields: [
    {
      name: 'level',
      label: 'quality.level',
      options: { values: DEFECT_LEVELS, texts: 'quality.levels', colors: LEVEL_COLORS },
      input: { kind: 'enum', required: true },
      initial: 'minor',
      column: { sort: true, search: true },
    },
    qualityRemark,
  ],
});

export default function DefectTypeListPage() {
  return <ResourcePage resource={defectTypes} />;
}
