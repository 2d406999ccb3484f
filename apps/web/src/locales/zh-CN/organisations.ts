import type { Messages } from '../en-US';

export const organisations: Messages['organisations'] = {
  org: {
    title: '组织机构',
    tree: '机构树',
    search: '搜索机构',
    all: '全部机构',
    empty: '您的数据范围内没有机构',
    add: '新增机构',
    addChild: '添加下级',
    editTitle: '编辑机构',
    type: '类型',
    parent: '上级机构',
    topLevel: '顶级（无上级）',
    types: {
      1: '工厂',
      2: '部门',
      3: '车间',
      4: '产线',
      5: '工位',
    },
    typeHelp: '车间位于工厂之下，产线位于车间之下，工位位于产线之下。',
    typeMisfit: '该类型不能位于所选上级之下',
    expandAll: '全部展开',
    collapseAll: '全部折叠',
  },
  position: {
    title: '职位管理',
    add: '新增职位',
    editTitle: '编辑职位',
  },
};
