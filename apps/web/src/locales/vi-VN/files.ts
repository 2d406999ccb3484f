import type { Messages } from '../en-US';

export const files: Messages['files'] = {
  title: 'Lưu trữ tệp',
  repository: 'Kho lưu trữ',
  repositories: { local: 'Thư mục cục bộ', s3: 'Tương thích S3' },
  name: 'Tên tệp',
  extension: 'Phần mở rộng',
  size: 'Kích thước',
  key: 'Khóa',
  storagePath: 'Đường dẫn lưu trữ',
  purpose: 'Dùng cho',
  purposes: {
    avatar: 'Ảnh đại diện',
    signature: 'Chữ ký',
    'home-picture': 'Ảnh trang chủ',
    'user-import-errors': 'Lỗi nhập người dùng',
    upload: 'Tải lên tại đây',
  },
  createdBy: 'Người tải lên',
  createdAt: 'Thời gian tải lên',
  download: 'Tải xuống',
  upload: 'Tải lên',
  uploaded: 'Đã tải lên {{name}}',
  tooLarge: 'Tệp quá lớn (tối đa {{limit}})',
  unsupported: 'Không hỗ trợ loại tệp này (chấp nhận: {{types}})',
  empty: 'Tệp không được để trống',
  system: 'Hệ thống',
};
