import type { preferences as reference } from '../en-US/preferences';

export const preferences: typeof reference = {
  drawerTitle: 'Cài đặt giao diện trang',
  pageTitle: 'Cá nhân hóa',
  pageIntro:
    'Giao diện bảng điều khiển của riêng bạn. Thay đổi có hiệu lực ngay và theo bạn trên mọi máy tính bạn đăng nhập.',
  sections: {
    style: 'Phong cách trang',
    themeColor: 'Màu chủ đề',
    navigation: 'Điều hướng',
    content: 'Vùng nội dung',
    home: 'Trang chủ',
  },
  theme: {
    label: 'Chủ đề trang',
    light: 'Sáng',
    dark: 'Tối',
  },
  menuStyle: {
    label: 'Kiểu menu',
    dark: 'Tối',
    light: 'Sáng',
  },
  colors: {
    daybreak: 'Xanh bình minh (mặc định)',
    dust: 'Đỏ hoàng hôn',
    volcano: 'Núi lửa',
    sunset: 'Cam chiều tà',
    cyan: 'Xanh lơ',
    green: 'Xanh cực quang',
    geekblue: 'Xanh geek',
    custom: 'Màu tùy chỉnh',
  },
  layout: {
    sidemenu: 'Menu bên',
    topmenu: 'Menu trên cùng',
  },
  contentWidth: {
    label: 'Chiều rộng nội dung',
    Fluid: 'Co giãn',
    Fixed: 'Cố định',
    onlyTop: 'Áp dụng cho bố cục menu trên cùng',
  },
  fixedAppBar: 'Cố định thanh trên cùng',
  fixedSidebar: 'Cố định menu bên',
  fixedSidebarHint: 'Áp dụng cho bố cục menu bên',
  autoHideHeader: 'Ẩn thanh trên cùng khi cuộn xuống',
  autoHideHeaderHint: 'Cần cố định thanh trên cùng',
  tabs: 'Thanh nhiều thẻ',
  breadcrumbs: 'Đường dẫn trang',
  colorWeak: 'Chế độ mù màu',
  homeMode: {
    label: 'Trang chủ hiển thị',
    enterprise: 'Theo cài đặt doanh nghiệp',
    console: 'Bảng điều khiển',
    picture: 'Hình ảnh',
  },
  homePicture: {
    label: 'Ảnh trang chủ',
    placeholder: 'https://… hoặc /api/files/…',
    invalid: 'Nhập địa chỉ http(s) hoặc tệp đã tải lên (/api/files/…)',
  },
  status: {
    idle: 'Được lưu cùng tài khoản',
    saving: 'Đang lưu…',
    saved: 'Đã lưu',
    failed: 'Chưa lưu',
    retry: 'Thử lại',
  },
  reset: 'Khôi phục mặc định',
  resetConfirm: 'Khôi phục mọi cài đặt giao diện trang về mặc định?',
};
