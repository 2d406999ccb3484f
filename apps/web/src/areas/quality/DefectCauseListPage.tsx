import { CAUSE_CATEGORIES, type DefectCause, defectCauseApi, Permissions } from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { qualityCoded, qualityRemark, qualityTexts } from './quality-page';

/** Defect causes: code, name, category (man, machine, material, method, environment, measurement), remark. */
const defectCauses = defineResourcePage<DefectCause>({
  api: defectCauseApi,
  permissions: Permissions.basics.defectCause,
  testId: 'defectCause',
  settingsKey: 'quality-defectCause',
  texts: qualityTexts('defectCause'),
  coded: qualityCoded,
  fields: [
    {
      name: 'category',
      label: 'quality.category',
      options: { values: CAUSE_CATEGORIES, texts: 'quality.categories' },
      input: { kind: 'enum', required: true },
      column: { sort: true, search: true },
    },
    qualityRemark,
  ],
});

export default function DefectCauseListPage() {
  return <ResourcePage resource={defectCauses} />;
}
