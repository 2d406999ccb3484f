/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree (pages under areas/factory). */
export const factory = {
  field: {
    factory: '工廠',
    workshop: '車間',
    line: '產線',
    owner: '負責人',
    description: '描述',
  },
  import: '匯入',
  workshop: { title: '車間管理', add: '新增車間', editTitle: '編輯車間' },
  line: { title: '產線管理', add: '新增產線', editTitle: '編輯產線' },
  station: {
    title: '工作站管理',
    add: '新增工作站',
    editTitle: '編輯工作站',
    processes: '工序',
    configProcess: '設定工序',
    processesTitle: '{{name}} 的工序',
    processesHelp: '本工作站依序執行的工序。選擇工序即加到末尾，用箭頭調整順序。',
    pickProcess: '新增工序…',
    noProcesses: '尚未設定工序',
    moveUp: '上移',
    moveDown: '下移',
    servedLines: '同時服務產線',
    servedLinesHelp: '維修工站維修本產線及這些產線的產品；其他產線的產品會被拒絕。',
  },
};
