/** Exception and visit logs (logs/ExceptionLogListPage, logs/VisitLogListPage). */
export const logs = {
  key: 'Mã nhật ký',
  time: 'Thời gian',
  account: 'Tài khoản',
  method: 'Phương thức',
  path: 'Đường dẫn',
  route: 'Tuyến',
  status: 'Trạng thái HTTP',
  message: 'Thông điệp',
  requestId: 'ID yêu cầu',
  tenant: 'ID doanh nghiệp',
  ip: 'Địa chỉ IP',
  stack: 'Ngăn xếp',
  stackHidden: 'Chỉ quản trị viên cấp cao của nền tảng xem được',
  kind: 'Loại',
  detail: 'Chi tiết',
  userAgent: 'Trình duyệt (user agent)',
  exceptions: {
    title: 'Nhật ký ngoại lệ',
    detail: 'Ngoại lệ {{code}}',
  },
  visits: {
    title: 'Nhật ký truy cập',
    kinds: {
      signIn: 'Đăng nhập',
      signOut: 'Đăng xuất',
      signInFailed: 'Đăng nhập thất bại',
      lockedOut: 'Bị khóa',
      appCall: 'Ứng dụng gọi',
    },
  },
};
