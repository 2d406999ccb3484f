import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Server texts of stored files and the stores that hold them. */
export const fileMessages = defineAreaMessages({
  'en-US': {
    'file.inUse': 'The file {name} cannot be deleted: it is used as {uses}',
    'file.usage.avatar': 'the avatar of {names}',
    'file.usage.signature': 'the signature of {names}',
    'file.usage.homePicture': 'the home page picture',
    'file.store.unreachable': 'The object storage at {endpoint} cannot be reached: check the endpoint ({reason})',
    'file.store.bucketMissing':
      'The bucket {bucket} does not exist at {endpoint}: create it or correct the bucket name',
    'file.store.badKeys': 'The object storage at {endpoint} refused the access key: check the access key ID and secret',
    'file.store.accessDenied': 'The access key may not read and write the bucket {bucket}: check its permissions',
    'file.store.readBack': 'An object written to the bucket {bucket} did not read back the same',
    'file.store.failed': 'The object storage at {endpoint} failed: {reason}',
    'file.store.keysMissing':
      "The enterprise's object storage has no access key or secret: complete it on the object storage page",
  },
  'zh-CN': {
    'file.inUse': '文件 {name} 不能删除：它正被用作{uses}',
    'file.usage.avatar': '{names} 的头像',
    'file.usage.signature': '{names} 的签名',
    'file.usage.homePicture': '首页图片',
    'file.store.unreachable': '无法连接对象存储 {endpoint}：请检查访问地址（{reason}）',
    'file.store.bucketMissing': '存储桶 {bucket} 在 {endpoint} 不存在：请创建它或更正存储桶名称',
    'file.store.badKeys': '对象存储 {endpoint} 拒绝了访问密钥：请检查 AccessKey ID 和密钥',
    'file.store.accessDenied': '该访问密钥无权读写存储桶 {bucket}：请检查其权限',
    'file.store.readBack': '写入存储桶 {bucket} 的对象读回时内容不一致',
    'file.store.failed': '对象存储 {endpoint} 出错：{reason}',
    'file.store.keysMissing': '企业的对象存储缺少访问密钥或密钥：请在对象存储配置页面补全',
  },
  'zh-TW': {
    'file.inUse': '檔案 {name} 不能刪除：它正被用作{uses}',
    'file.usage.avatar': '{names} 的頭像',
    'file.usage.signature': '{names} 的簽名',
    'file.usage.homePicture': '首頁圖片',
    'file.store.unreachable': '無法連線物件儲存 {endpoint}：請檢查存取位址（{reason}）',
    'file.store.bucketMissing': '儲存桶 {bucket} 在 {endpoint} 不存在：請建立它或更正儲存桶名稱',
    'file.store.badKeys': '物件儲存 {endpoint} 拒絕了存取金鑰：請檢查 AccessKey ID 和金鑰',
    'file.store.accessDenied': '該存取金鑰無權讀寫儲存桶 {bucket}：請檢查其權限',
    'file.store.readBack': '寫入儲存桶 {bucket} 的物件讀回時內容不一致',
    'file.store.failed': '物件儲存 {endpoint} 發生錯誤：{reason}',
    'file.store.keysMissing': '企業的物件儲存缺少存取金鑰或金鑰：請在物件儲存設定頁面補全',
  },
  'vi-VN': {
    'file.inUse': 'Không thể xóa tệp {name}: tệp đang được dùng làm {uses}',
    'file.usage.avatar': 'ảnh đại diện của {names}',
    'file.usage.signature': 'chữ ký của {names}',
    'file.usage.homePicture': 'ảnh trang chủ',
    'file.store.unreachable': 'Không thể kết nối lưu trữ đối tượng tại {endpoint}: hãy kiểm tra địa chỉ ({reason})',
    'file.store.bucketMissing': 'Bucket {bucket} không tồn tại tại {endpoint}: hãy tạo nó hoặc sửa tên bucket',
    'file.store.badKeys':
      'Lưu trữ đối tượng tại {endpoint} từ chối khóa truy cập: hãy kiểm tra Access Key ID và khóa bí mật',
    'file.store.accessDenied': 'Khóa truy cập không được phép đọc và ghi bucket {bucket}: hãy kiểm tra quyền của nó',
    'file.store.readBack': 'Đối tượng ghi vào bucket {bucket} khi đọc lại không giống',
    'file.store.failed': 'Lưu trữ đối tượng tại {endpoint} gặp lỗi: {reason}',
    'file.store.keysMissing':
      'Lưu trữ đối tượng của doanh nghiệp thiếu khóa truy cập hoặc khóa bí mật: hãy bổ sung ở trang cấu hình lưu trữ đối tượng',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof fileMessages)['en-US'], true> {}
}
