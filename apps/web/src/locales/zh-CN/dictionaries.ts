import type { Messages } from '../en-US';

export const dictionaries: Messages['dictionaries'] = {
  type: {
    title: '字典管理',
    add: '新增字典',
    editTitle: '编辑字典',
    values: '字典值',
    codeHelp: '页面按此编码查找字典。默认字典的编码不能修改。',
    codeFormat: '以字母开头，只能包含字母、数字、_ . -',
  },
  value: {
    title: '{{name}} 的字典值',
    titleUnknown: '字典值',
    back: '返回字典列表',
    add: '新增字典值',
    editTitle: '编辑字典值',
    label: '显示名称',
    color: '标签颜色',
    colorNone: '无颜色',
    codeHelp: '记录中保存的值，例如男为 1。默认字典值的编码不能修改。',
    noType: '请先在字典列表中选择一个字典。',
  },
  param: {
    title: '系统参数',
    add: '新增参数',
    editTitle: '编辑参数',
    category: '类别',
    value: '参数值',
    isSystem: '系统参数',
    system: '系统',
    custom: '自定义',
    systemHelp: '系统参数的编码和类别不能修改，且不能删除。',
    codeHelp: '在本企业内唯一，例如 sys.user.defaultPassword。',
  },
};
