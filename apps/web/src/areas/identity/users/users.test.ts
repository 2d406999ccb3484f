import type { OrgTreeNode } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { filterOrgTree, flattenOrgs } from './api';

const node = (id: string, name: string, code: string, children: OrgTreeNode[] = []): OrgTreeNode => ({
  id,
  pid: '0',
  name,
  code,
  type: 1,
  sort: 0,
  children,
});

const tree = [
  node('1', 'Demo Factory', 'F01', [
    node('2', 'SMT Workshop', 'WS-SMT', [node('3', 'SMT Line 1', 'SMT-L1')]),
    node('4', 'Assembly Workshop', 'WS-ASM', [node('5', 'Final Assembly Line', 'ASM-L1')]),
  ]),
];

describe('organisation tree helpers', () => {
  it('flattens depth first', () => {
    expect(flattenOrgs(tree).map((n) => n.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps matches by name or code with their ancestors, and a matched node keeps its children', () => {
    const byName = filterOrgTree(tree, 'line 1');
    expect(flattenOrgs(byName).map((n) => n.id)).toEqual(['1', '2', '3']);
    const byCode = filterOrgTree(tree, 'ws-asm');
    expect(flattenOrgs(byCode).map((n) => n.id)).toEqual(['1', '4', '5']);
    expect(filterOrgTree(tree, 'nothing like this')).toEqual([]);
    expect(filterOrgTree(tree, '  ')).toEqual(tree);
  });
});
