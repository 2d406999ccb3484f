import type { Messages } from '../en-US';

export const files: Messages['files'] = {
  title: '文件存储',
  repository: '存储库',
  repositories: { local: '本地目录', s3: 'S3 兼容存储' },
  name: '文件名称',
  extension: '扩展名',
  size: '大小',
  key: '键',
  storagePath: '存储路径',
  purpose: '用途',
  purposes: {
    avatar: '头像',
    signature: '签名',
    'home-picture': '首页图片',
    'user-import-errors': '用户导入错误',
    upload: '在此上传',
  },
  createdBy: '上传人',
  createdAt: '上传时间',
  download: '下载',
  upload: '上传',
  uploaded: '已上传 {{name}}',
  tooLarge: '文件过大（最大 {{limit}}）',
  unsupported: '不支持该文件类型（支持：{{types}}）',
  empty: '文件不能为空',
  system: '系统',
};
