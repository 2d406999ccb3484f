import type { Messages } from '../en-US';

/** Bảng ESD, lịch sử và xu hướng (areas/devices, EsdKanbanPage và EsdHistoryRecordListPage). */
export const esdFloor: Messages['esdFloor'] = {
  unwatched: 'Không giám sát',
  metric: { resistance: 'Điện trở', voltage: 'Điện áp cân bằng ion' },
  noCollector: 'Trạm này không có bộ thu thập ESD',
  board: {
    title: 'Bảng ESD',
    line: 'Chuyền',
    pickLine: 'Chọn một chuyền để xem các trạm',
    noStations: 'Chuyền này không có trạm nào',
    reload: 'Tải lại',
    tv: 'Chế độ TV',
    exitTv: 'Thoát chế độ TV',
  },
  history: {
    title: 'Lịch sử ESD',
    pickCollector: 'Chọn một bộ thu thập',
    series: 'Số đo',
    trend: 'Xu hướng {{days}} ngày (nhỏ nhất, trung bình, lớn nhất mỗi giờ)',
    readings: 'Số đo đã lưu',
    time: 'Thời gian',
    mean: 'Trung bình',
    band: 'Nhỏ nhất – lớn nhất',
    noData: 'Không có số đo trong khoảng này',
    export: 'Xuất',
  },
  trace: 'ESD: {{state}}',
};
