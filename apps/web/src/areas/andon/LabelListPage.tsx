import {
  ANDON_CODE_MAX,
  ANDON_SHORT_NAME_MAX,
  ANDON_TEXT_MAX,
  type AndonLabel,
  andonLabelApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { ColourTag, colourField } from './config-fields';

/** Andon labels (safety, line stop…) items carry; in use while items carry them. */
const labels = defineResourcePage<AndonLabel>({
  api: andonLabelApi,
  permissions: Permissions.andon.label,
  testId: 'andonLabel',
  settingsKey: 'andon-labels',
  texts: { title: 'andonConfig.labels.title', add: 'andonConfig.labels.add', edit: 'andonConfig.labels.edit' },
  coded: {
    codeMax: ANDON_CODE_MAX,
    nameMax: ANDON_SHORT_NAME_MAX,
    codePattern: RECORD_CODE_PATTERN,
    renderName: (row) => <ColourTag color={row.color}>{row.name}</ColourTag>,
  },
  fields: [colourField<AndonLabel>('#1677ff'), remarkField(ANDON_TEXT_MAX, 2)],
});

export default function LabelListPage() {
  return <ResourcePage resource={labels} />;
}
