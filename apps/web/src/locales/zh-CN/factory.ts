/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree (pages under areas/factory). */
export const factory = {
  field: {
    factory: '工厂',
    workshop: '车间',
    line: '产线',
    owner: '负责人',
    description: '描述',
  },
  import: '导入',
  workshop: { title: '车间管理', add: '新增车间', editTitle: '编辑车间' },
  line: { title: '产线管理', add: '新增产线', editTitle: '编辑产线' },
  station: {
    title: '工位管理',
    add: '新增工位',
    editTitle: '编辑工位',
    processes: '工序',
    configProcess: '配置工序',
    processesTitle: '{{name}} 的工序',
    processesHelp: '本工位按顺序执行的工序。选择工序即追加到末尾，用箭头调整顺序。',
    pickProcess: '添加工序…',
    noProcesses: '尚未配置工序',
    moveUp: '上移',
    moveDown: '下移',
    servedLines: '同时服务产线',
    servedLinesHelp: '维修工位维修本产线及这些产线的产品；其他产线的产品会被拒绝。',
  },
};
