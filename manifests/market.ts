import { defineManifest, directory, menu } from './resource-types';

/** The application centre: market, application detail and adding applications. */
export const marketManifest = defineManifest({
  id: 'market',
  grantedToEveryone: true,
  application: {
    agentId: 'c0a9e3b7d41f5a26',
    name: '应用中心',
    pcName: '应用中心',
    category: '基础管理',
    iconUrl: '',
    introduction: '浏览应用市场，收藏与打开企业已开通的应用。',
    pcUrl: '/PC_APPLICATION_CENTER',
    appUrl: '',
  },
  views: {
    PC_APPLICATION_MARKET: { view: 'application-market' },
    PC_APPLICATION_DETAIL: {
      view: 'application-detail',
      activeMenu: '/PC_APPLICATION_MARKET',
      tabPerQuery: true,
    },
    PC_APPLICATION_ADD: { view: 'application-add', activeMenu: '/PC_APPLICATION_MARKET' },
  },
  // The workbench's 我的应用 (favourites and recently used).
  workbenchCalls: [{ url: '/app/v1/employee/layout/detail' }, { url: '/app/v1/user/layout/preview' }],
  shell: {
    fixedBar: {
      label: '应用中心',
      icon: 'appstore',
      code: 'PC_APPLICATION_CENTER',
      when: 'always',
      order: 30,
    },
    navbarLink: { label: '应用中心', code: 'PC_APPLICATION_CENTER', when: 'granted', order: 10 },
  },
  resources: [
    directory(
      'PC_APPLICATION_CENTER',
      '应用中心',
      [
        menu('PC_APPLICATION_MARKET', '应用市场'),
        menu('PC_APPLICATION_DETAIL', '应用详情', { isHidden: true }),
        menu('PC_APPLICATION_ADD', '添加应用', { isHidden: true }),
      ],
      { iconUrl: 'appstore' },
    ),
  ],
});
