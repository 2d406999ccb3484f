/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree (pages under areas/factory). */
export const factory = {
  field: {
    factory: 'Nhà máy',
    workshop: 'Phân xưởng',
    line: 'Dây chuyền sản xuất',
    owner: 'Người phụ trách',
    description: 'Mô tả',
  },
  import: 'Nhập',
  workshop: { title: 'Phân xưởng', add: 'Thêm phân xưởng', editTitle: 'Sửa phân xưởng' },
  line: { title: 'Dây chuyền sản xuất', add: 'Thêm dây chuyền', editTitle: 'Sửa dây chuyền' },
  station: {
    title: 'Trạm làm việc',
    add: 'Thêm trạm làm việc',
    editTitle: 'Sửa trạm làm việc',
    processes: 'Công đoạn',
    configProcess: 'Công đoạn',
    processesTitle: 'Công đoạn của {{name}}',
    processesHelp:
      'Các công đoạn trạm này thực hiện, theo thứ tự. Chọn một công đoạn để thêm vào cuối; dùng mũi tên để sắp xếp.',
    pickProcess: 'Thêm công đoạn…',
    noProcesses: 'Chưa có công đoạn',
    moveUp: 'Lên',
    moveDown: 'Xuống',
    servedLines: 'Phục vụ thêm các chuyền',
    servedLinesHelp:
      'Trạm sửa chữa sửa sản phẩm của chuyền mình và của các chuyền này; sản phẩm của chuyền khác bị từ chối.',
  },
};
