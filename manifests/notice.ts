import { defineManifest, directory, menu } from './resource-types';

export const noticeManifest = defineManifest({
  id: 'notice',
  grantedToEveryone: true,
  application: {
    agentId: 'n7e1d2c5b8a4f360',
    name: '消息',
    pcName: '消息中心',
    category: '协同办公',
    iconUrl: '',
    introduction: '系统通知、审批、合同与园区运营消息的统一收件箱。',
    pcUrl: '/notice/noticeList',
    appUrl: '/mobile/notice',
  },
  resources: [
    directory(
      'NOTICE',
      '消息',
      [
        menu('NOTICE_LIST', '消息列表', { pathUrl: '/notice/noticeList' }),
        menu('NOTICE_DETAIL', '通知详情', { pathUrl: '/notice', isHidden: true }),
      ],
      { iconUrl: 'bell' },
    ),
  ],
});
