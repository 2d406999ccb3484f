/** The ESD board, history and trend (areas/devices, EsdKanbanPage and EsdHistoryRecordListPage). */
export const esdFloor = {
  unwatched: 'No monitor',
  metric: { resistance: 'Resistance', voltage: 'Ion balance voltage' },
  noCollector: 'No ESD collector at this workstation',
  board: {
    title: 'ESD board',
    line: 'Line',
    pickLine: 'Choose a line to see its workstations',
    noStations: 'This line has no workstations',
    reload: 'Reload',
    tv: 'TV mode',
    exitTv: 'Leave TV mode',
  },
  history: {
    title: 'ESD history',
    pickCollector: 'Choose a collector',
    series: 'Readings',
    trend: '{{days}}-day trend (hourly minimum, mean and maximum)',
    readings: 'Stored readings',
    time: 'Time',
    mean: 'Mean',
    band: 'Minimum – maximum',
    noData: 'No readings in this range',
    export: 'Export',
  },
  trace: 'ESD: {{state}}',
};
