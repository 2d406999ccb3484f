import { Permissions, SOLUTION_DESCRIPTION_MAX, type Solution, solutionApi } from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { qualityCoded, qualityTexts } from './quality-page';

/** Solutions: code, name, description (up to 200 characters, several lines). */
const solutions = defineResourcePage<Solution>({
  api: solutionApi,
  permissions: Permissions.basics.solution,
  testId: 'solution',
  settingsKey: 'quality-solution',
  texts: qualityTexts('solution'),
  coded: qualityCoded,
  fields: [
    {
      name: 'description',
      label: 'quality.description',
      input: { kind: 'text', max: SOLUTION_DESCRIPTION_MAX, lines: 4 },
      wide: true,
      column: { ellipsis: true, width: 360 },
    },
  ],
});

export default function SolutionListPage() {
  return <ResourcePage resource={solutions} />;
}
