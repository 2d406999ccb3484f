import type { shell as reference } from '../en-US/shell';

export const shell: typeof reference = {
  routes: {
    message: 'Thông báo',
    noticeReceived: 'Thông cáo đã nhận',
    accountCenter: 'Trung tâm cá nhân',
    clientTheme: 'Cá nhân hóa',
    exception403: 'Không có quyền truy cập',
    exception404: 'Không tìm thấy trang',
    exception500: 'Lỗi máy chủ',
    mobile: 'Xưởng',
  },
  exception: {
    '403': 'Bạn không có quyền xem trang này, vui lòng liên hệ quản trị viên',
    page: 'Bạn không có quyền xem trang {{page}}, vui lòng liên hệ quản trị viên',
    '404': 'Xin lỗi, trang bạn truy cập không tồn tại.',
    '500': 'Xin lỗi, máy chủ đã gặp sự cố.',
    backHome: 'Về trang chủ',
    detail: 'Bạn không có quyền xem trang chi tiết, vui lòng liên hệ quản trị viên',
  },
  building: {
    heading: 'Chức năng này đang được xây dựng',
    description: 'Trang của menu này chưa có trong phiên bản hiện tại. Trang sẽ hiển thị tại đây khi hoàn thành.',
    path: 'Địa chỉ:',
    component: 'Mô-đun trang:',
  },
  iframe: {
    openInNewTab: 'Mở trong thẻ mới',
  },
  mobile: {
    desktop: 'Cài đặt, danh sách và màn hình trạm có trong bảng điều khiển trên máy tính hoặc máy tính bảng.',
    signIn: 'Đăng nhập',
    signedOut: 'Đăng nhập để tra cứu số sê-ri, lệnh sản xuất và đọc tin nhắn của bạn.',
    signedInAs: '{{name}} · {{enterprise}}',
    trace: { title: 'Tra cứu số sê-ri', recent: 'Lần quét gần nhất' },
    orders: {
      title: 'Tiến độ lệnh sản xuất',
      placeholder: 'Số lệnh',
      none: 'Không có lệnh sản xuất đang mở',
      counts: '{{good}} / {{plan}} đạt · {{bad}} lỗi · ngày kế hoạch {{date}}',
    },
    messages: { title: 'Tin nhắn của tôi', none: 'Không có tin nhắn chưa đọc', system: 'Hệ thống' },
  },
  header: {
    collapse: 'Thu gọn menu',
    expand: 'Mở rộng menu',
    settings: 'Cài đặt giao diện trang',
    apps: 'Ứng dụng',
    switchApp: 'Chuyển ứng dụng',
    fullscreen: 'Toàn màn hình',
    exitFullscreen: 'Thoát toàn màn hình',
    fullscreenUnsupported: 'Trình duyệt này không hỗ trợ toàn màn hình',
    personalCenter: 'Trung tâm cá nhân',
  },
  search: {
    placeholder: 'Tìm trang trong menu',
    empty: 'Không có trang phù hợp',
  },
  language: {
    switched: 'Đã chuyển ngôn ngữ sang {{language}}. Đang tải lại…',
    failed: 'Không thể chuyển ngôn ngữ',
  },
  tabs: {
    actions: 'Thao tác thẻ',
    refresh: 'Làm mới',
    close: 'Đóng',
    closeOthers: 'Đóng các thẻ khác',
    closeRight: 'Đóng các thẻ bên phải',
    closeLeft: 'Đóng các thẻ bên trái',
  },
  breadcrumb: {
    home: 'Trang chủ',
  },
  deadline: {
    banner: 'Gói đăng ký của doanh nghiệp bạn hết hạn vào {{date}} (còn {{count}} ngày). Vui lòng gia hạn kịp thời.',
  },
  noMenu: {
    title: 'Không có quyền menu',
    content: 'Bạn không có quyền truy cập menu nào. Vui lòng liên hệ quản trị viên.',
  },
  table: {
    more: 'Thêm',
  },
};
