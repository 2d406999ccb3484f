import {
  ANDON_CODE_MAX,
  ANDON_SHORT_NAME_MAX,
  ANDON_TEXT_MAX,
  type AndonAlarmType,
  andonAlarmTypeApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { ColourTag, colourField, sortField } from './config-fields';

/** Andon alarm types (quality, equipment, material…): the colour their calls show in; in use while items have them. */
const types = defineResourcePage<AndonAlarmType>({
  api: andonAlarmTypeApi,
  permissions: Permissions.andon.alarmType,
  testId: 'andonAlarmType',
  settingsKey: 'andon-alarm-types',
  texts: { title: 'andonConfig.types.title', add: 'andonConfig.types.add', edit: 'andonConfig.types.edit' },
  coded: {
    codeMax: ANDON_CODE_MAX,
    nameMax: ANDON_SHORT_NAME_MAX,
    codePattern: RECORD_CODE_PATTERN,
    renderName: (row) => <ColourTag color={row.color}>{row.name}</ColourTag>,
  },
  fields: [colourField<AndonAlarmType>('#d4380d'), sortField<AndonAlarmType>(), remarkField(ANDON_TEXT_MAX, 2)],
});

export default function AlarmTypeListPage() {
  return <ResourcePage resource={types} />;
}
