import type { shell as reference } from '../en-US/shell';

export const shell: typeof reference = {
  routes: {
    message: '通知',
    noticeReceived: '收到的公告',
    accountCenter: '个人中心',
    clientTheme: '个性化',
    exception403: '无权访问',
    exception404: '页面不存在',
    exception500: '服务器错误',
    mobile: '现场',
  },
  exception: {
    '403': '您没有此页面的权限，请联系管理员',
    page: '您没有{{page}}页面权限，请联系管理员',
    '404': '抱歉，您访问的页面不存在。',
    '500': '抱歉，服务器出错了。',
    backHome: '返回首页',
    detail: '您没有详情页权限，请联系管理员',
  },
  building: {
    heading: '该功能正在建设中',
    description: '此菜单对应的页面尚未包含在当前版本中，完成后将在这里显示。',
    path: '地址：',
    component: '页面模块：',
  },
  iframe: {
    openInNewTab: '在新标签页中打开',
  },
  mobile: {
    desktop: '设置、列表和工位界面请在电脑或平板电脑的控制台中使用。',
    signIn: '登录',
    signedOut: '登录后可查询序列号和工单，并阅读您的消息。',
    signedInAs: '{{name}} · {{enterprise}}',
    trace: { title: '查询序列号', recent: '最近扫描' },
    orders: {
      title: '工单进度',
      placeholder: '工单编号',
      none: '没有未完成的工单',
      counts: '良品 {{good}} / 计划 {{plan}} · 不良 {{bad}} · 计划日期 {{date}}',
    },
    messages: { title: '我的消息', none: '没有未读消息', system: '系统' },
  },
  header: {
    collapse: '收起菜单',
    expand: '展开菜单',
    settings: '页面风格设置',
    apps: '应用',
    switchApp: '切换应用',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    fullscreenUnsupported: '当前浏览器不支持全屏',
    personalCenter: '个人中心',
  },
  search: {
    placeholder: '搜索菜单页面',
    empty: '没有匹配的页面',
  },
  language: {
    switched: '语言已切换为{{language}}，正在重新加载…',
    failed: '切换语言失败',
  },
  tabs: {
    actions: '标签页操作',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeRight: '关闭右侧',
    closeLeft: '关闭左侧',
  },
  breadcrumb: {
    home: '首页',
  },
  deadline: {
    banner: '贵企业的订阅将于 {{date}} 到期（剩余 {{count}} 天），请及时续订。',
  },
  noMenu: {
    title: '没有菜单权限',
    content: '您没有菜单权限，请联系管理员。',
  },
  table: {
    more: '更多',
  },
};
