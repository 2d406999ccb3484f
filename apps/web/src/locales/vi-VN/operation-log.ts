/** Operation log (operation-log/OpLogListPage). */
export const operationLog = {
  title: 'Nhật ký thao tác',
  detail: 'Thao tác {{code}}',
  key: 'Mã nhật ký',
  time: 'Thời gian',
  account: 'Tài khoản',
  method: 'Phương thức',
  path: 'Đường dẫn',
  route: 'Tuyến',
  result: 'Kết quả',
  succeeded: 'Thành công',
  failed: 'Thất bại',
  status: 'Trạng thái HTTP',
  message: 'Thông điệp',
  ip: 'Địa chỉ IP',
  duration: 'Thời gian xử lý (ms)',
  requestId: 'ID yêu cầu',
};
