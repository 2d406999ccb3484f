import type { Messages } from '../en-US';

/** 靜電看板、歷史記錄與趨勢（areas/devices 的 EsdKanbanPage 與 EsdHistoryRecordListPage）。 */
export const esdFloor: Messages['esdFloor'] = {
  unwatched: '未監控',
  metric: { resistance: '電阻', voltage: '離子平衡電壓' },
  noCollector: '本工位沒有靜電採集器',
  board: {
    title: '靜電看板',
    line: '產線',
    pickLine: '請選擇產線以查看其工位',
    noStations: '該產線沒有工位',
    reload: '重新整理',
    tv: '大螢幕模式',
    exitTv: '離開大螢幕模式',
  },
  history: {
    title: '靜電歷史記錄',
    pickCollector: '請選擇採集器',
    series: '讀數',
    trend: '{{days}} 天趨勢（每小時最小值、平均值、最大值）',
    readings: '已儲存的讀數',
    time: '時間',
    mean: '平均值',
    band: '最小值 – 最大值',
    noData: '該時間範圍內沒有讀數',
    export: '匯出',
  },
  trace: '靜電：{{state}}',
};
