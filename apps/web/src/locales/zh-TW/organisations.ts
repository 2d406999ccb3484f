import type { Messages } from '../en-US';

export const organisations: Messages['organisations'] = {
  org: {
    title: '組織架構',
    tree: '機構樹',
    search: '搜尋機構',
    all: '全部機構',
    empty: '您的資料範圍內沒有機構',
    add: '新增機構',
    addChild: '新增下級',
    editTitle: '編輯機構',
    type: '類型',
    parent: '上級機構',
    topLevel: '頂層（無上級）',
    types: {
      1: '工廠',
      2: '部門',
      3: '車間',
      4: '產線',
      5: '工位',
    },
    typeHelp: '車間位於工廠之下，產線位於車間之下，工位位於產線之下。',
    typeMisfit: '此類型不能位於所選上級之下',
    expandAll: '全部展開',
    collapseAll: '全部收合',
  },
  position: {
    title: '職位管理',
    add: '新增職位',
    editTitle: '編輯職位',
  },
};
