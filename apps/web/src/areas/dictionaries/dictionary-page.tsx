import {
  DICT_CODE_MAX,
  DICT_NAME_MAX,
  DICT_REMARK_MAX,
  DICT_SORT_MAX,
  DictStatus,
  DictTypeCodes,
  type RouteDef,
} from '@takt/contracts';
import { Switch } from 'antd';
import { useAccess } from '../../app/access/use-access';
import { cleanTitles, TitlesFields } from '../../app/crud/titles';
import { DictTag } from '../../app/dictionaries/DictLabel';
import { DictSelect } from '../../app/dictionaries/DictSelect';
import { invalidateDictionaries } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';
import { type PageChanges, type ResourceField, remarkField } from '../../app/resource/resource-def';

/** What the dictionary types' and values' pages share: limits, the per-language titles, sort, state, remark. */

type Row = { id: string; code: string; status: number; isDefault: boolean };
type StatusRoute = RouteDef;

export const dictionaryLimits = { codeMax: DICT_CODE_MAX, nameMax: DICT_NAME_MAX };
export const isDefault = (row: { isDefault: boolean }) => row.isDefault;
export const dictionaryForm = {
  formWidth: 640,
  deletable: (row: { isDefault: boolean }) => !row.isDefault,
  onChanged: invalidateDictionaries,
} as const;

/** The enabled switch of a row (for who may change it), else the state's tag. */
function StatusSwitch({
  row,
  route,
  permission,
  testId,
  page,
}: {
  row: Row;
  route: StatusRoute;
  permission: string;
  testId: string;
  page: PageChanges;
}) {
  const can = useAccess();
  if (!can(permission)) return <DictTag type={DictTypeCodes.COMMON_STATUS} code={row.status} />;
  return (
    <Switch
      size="small"
      checked={row.status === DictStatus.ENABLED}
      data-testid={`${testId}-${row.code}`}
      onChange={async (on) => {
        const status = on ? DictStatus.ENABLED : DictStatus.DISABLED;
        await (callApi as (route: unknown, input: unknown) => Promise<unknown>)(route, {
          body: { id: row.id, status },
        });
        page.changed(page.t('crud.statusChanged'));
      }}
    />
  );
}

const DictionaryTitles = () => <TitlesFields max={DICT_NAME_MAX} />;

export function dictionaryFields<R extends Row>(
  status: { route: StatusRoute; permission: string; testId: string },
  own: ResourceField<R>[] = [],
): ResourceField<R>[] {
  return [
    {
      name: 'status',
      label: 'crud.status',
      column: {
        sort: true,
        search: true,
        width: 110,
        searchInput: () => <DictSelect type={DictTypeCodes.COMMON_STATUS} />,
      },
      render: (row, _t, page) => <StatusSwitch row={row} page={page} {...status} />,
    },
    {
      name: 'titles',
      label: 'crud.titlesHelp',
      input: { kind: 'custom', Field: DictionaryTitles },
      initial: {},
      column: false,
    },
    ...own,
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: DICT_SORT_MAX, precision: 0, required: true },
      initial: 100,
      column: { sort: true, width: 90 },
    },
    { ...remarkField<R>(DICT_REMARK_MAX, 2), column: { ellipsis: true, responsive: ['lg'] } },
  ];
}

/** The per-language titles as sent: blank ones dropped. */
export const dictionaryBody = (body: Record<string, unknown>, values: Record<string, unknown>) => ({
  ...body,
  titles: cleanTitles(values.titles as Record<string, string | undefined> | undefined),
});
