import { type OrgTreeNode, OrgType } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { stationOptions, stationPath } from './pickers';

const org = (id: string, type: number, children: OrgTreeNode[] = []): OrgTreeNode => ({
  id,
  pid: '0',
  code: id.toUpperCase(),
  name: `${id} name`,
  type,
  sort: 0,
  children,
});

describe('the workstation cascade', () => {
  it('is workshop → line → workstation, factories let theirs through, branches without workstations go', () => {
    const options = stationOptions([
      org('f', OrgType.FACTORY, [
        org('d', OrgType.DEPARTMENT),
        org('w', OrgType.WORKSHOP, [org('l', OrgType.LINE, [org('s', OrgType.WORKSTATION)]), org('e', OrgType.LINE)]),
      ]),
    ]);
    expect(options).toEqual([
      {
        value: 'w',
        label: 'W w name',
        children: [{ value: 'l', label: 'L l name', children: [{ value: 's', label: 'S s name' }] }],
      },
    ]);
    expect(stationPath(options, 's')).toEqual(['w', 'l', 's']);
    expect(stationPath(options, 'x')).toBeUndefined();
  });

  it('starts at a line when the data scope holds the line but not its workshop', () => {
    const options = stationOptions([org('l', OrgType.LINE, [org('s', OrgType.WORKSTATION)])]);
    expect(stationPath(options, 's')).toEqual(['l', 's']);
  });
});
