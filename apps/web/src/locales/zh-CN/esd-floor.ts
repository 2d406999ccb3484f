import type { Messages } from '../en-US';

/** 静电看板、历史记录与趋势（areas/devices 的 EsdKanbanPage 与 EsdHistoryRecordListPage）。 */
export const esdFloor: Messages['esdFloor'] = {
  unwatched: '未监控',
  metric: { resistance: '电阻', voltage: '离子平衡电压' },
  noCollector: '本工位没有静电采集器',
  board: {
    title: '静电看板',
    line: '产线',
    pickLine: '请选择产线以查看其工位',
    noStations: '该产线没有工位',
    reload: '刷新',
    tv: '大屏模式',
    exitTv: '退出大屏模式',
  },
  history: {
    title: '静电历史记录',
    pickCollector: '请选择采集器',
    series: '读数',
    trend: '{{days}} 天趋势（每小时最小值、平均值、最大值）',
    readings: '已存储的读数',
    time: '时间',
    mean: '平均值',
    band: '最小值 – 最大值',
    noData: '该时间范围内没有读数',
    export: '导出',
  },
  trace: '静电：{{state}}',
};
