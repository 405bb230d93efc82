import { definePaths, definePermissions } from './resource-codes';
import { action, defineManifest, directory, menu } from './resource-types';

/**
 * The messages area: every member's inbox (消息中心, a message's page) and, for those granted it,
 * 通知管理 where notices are published to the organisation or chosen departments. Its management
 * subtree is not part of what every member is given.
 */
/** The workbench's 最新通知: the member's five latest system notices (the query as the inbox API takes it). */
export const LATEST_NOTICE_QUERY = { pageNum: 1, pageSize: 5, typeCode: 'SYSTEM' } as const;

export const noticeManifest = defineManifest({
  id: 'notice',
  grantedToEveryone: { except: ['NOTICE_MANAGEMENT'] },
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
  workbenchCalls: [{ url: '/enterprise/v1/message/page', body: LATEST_NOTICE_QUERY }],
  views: {
    NOTICE_LIST: { view: 'notice-list' },
    NOTICE_DETAIL: { view: 'notice-detail', activeMenu: '/notice/noticeList', tabPerQuery: true },
    NOTICE_MANAGEMENT: { view: 'notice-management' },
    NOTICE_PUBLISH: { view: 'notice-publish', activeMenu: '/notice/noticeManage' },
  },
  resources: [
    directory(
      'NOTICE',
      '消息',
      [
        menu('NOTICE_LIST', '消息中心', { pathUrl: '/notice/noticeList' }),
        menu('NOTICE_DETAIL', '通知详情', { pathUrl: '/notice', isHidden: true }),
        menu('NOTICE_MANAGEMENT', '通知管理', {
          pathUrl: '/notice/noticeManage',
          children: [
            menu('NOTICE_PUBLISH', '发布通知', { pathUrl: '/notice/noticePublish', isHidden: true }),
            action('NOTICE_REMOVE', '撤回通知'),
          ],
        }),
      ],
      { iconUrl: 'bell' },
    ),
  ],
});

/** The messages area's permission codes, named once for the console and the server. */
export const NoticePermission = definePermissions(noticeManifest, {
  inbox: 'NOTICE_LIST',
  management: 'NOTICE_MANAGEMENT',
  publish: 'NOTICE_PUBLISH',
  remove: 'NOTICE_REMOVE',
});

/** Console paths of the messages area: its resources' paths above, by name. */
export const NoticePaths = definePaths(noticeManifest, {
  list: 'NOTICE_LIST',
  detail: 'NOTICE_DETAIL',
  management: 'NOTICE_MANAGEMENT',
  publish: 'NOTICE_PUBLISH',
});
