import {
  Permissions,
  POSITION_CODE_MAX,
  POSITION_CODE_PATTERN,
  POSITION_NAME_MAX,
  POSITION_REMARK_MAX,
  POSITION_SORT_MAX,
  type Position,
  positionApi,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';

/** Positions (spec 000 §3: name, code; plus sort and remark). */
const positions = defineResourcePage<Position>({
  api: positionApi,
  permissions: Permissions.sys.position,
  testId: 'position',
  settingsKey: 'positions',
  texts: {
    title: 'organisations.position.title',
    add: 'organisations.position.add',
    edit: 'organisations.position.editTitle',
  },
  coded: { codeMax: POSITION_CODE_MAX, nameMax: POSITION_NAME_MAX, codePattern: POSITION_CODE_PATTERN },
  fields: [
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: POSITION_SORT_MAX, precision: 0 },
      initial: 0,
      column: { sort: true, width: 90 },
    },
    remarkField(POSITION_REMARK_MAX, 2),
  ],
});

export default function PositionListPage() {
  return <ResourcePage resource={positions} />;
}
