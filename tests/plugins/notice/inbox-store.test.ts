import { InboxStore } from '@plugins/notice/stores/inbox-store';
import { UnreadMessagesStore } from '@plugins/notice/stores/unread-messages-store';
import { watchTag } from '@tests/support/tag-probe';
import { message } from './support/fake-notice-api';
import { noticeTestContainer } from './support/notice-test-container';

async function inboxOf(unread: number) {
  const test = await noticeTestContainer({ unread });
  test.notices.messages = [
    message('m1'),
    message('m2', { typeCode: 'APPROVAL' }),
    message('m3', { typeCode: 'APPROVAL' }),
  ];
  return {
    ...test,
    inbox: test.service(InboxStore),
    unread: test.service(UnreadMessagesStore),
    // The views showing messages carry the `inbox` tag.
    views: watchTag(test.container, 'inbox'),
  };
}

describe('InboxStore', () => {
  it('is one instance for every view of the container', async () => {
    const test = await noticeTestContainer();
    expect(test.service(InboxStore)).toBe(test.service(InboxStore));
  });

  it('hands each change’s unread count to the bell’s store and invalidates the `inbox` tag', async () => {
    const { inbox, unread, notices, views } = await inboxOf(3);
    await inbox.read(['m1']);
    expect(unread.count).toBe(2);
    expect(views.invalidations).toBe(1);
    await inbox.readAll('APPROVAL');
    expect(notices.callsOf('readAll')).toEqual([['APPROVAL']]);
    expect(unread.count).toBe(0);
    await inbox.remove(['m2']);
    expect(notices.callsOf('remove')).toEqual([[['m2']]]);
    expect(views.invalidations).toBe(3);
  });

  it('changes nothing when refused', async () => {
    const { inbox, unread, notices, views } = await inboxOf(3);
    notices.failNext('read');
    await expect(inbox.read(['m1'])).rejects.toThrow('请求参数错误');
    expect(unread.count).toBe(3);
    expect(views.invalidated).toBe(false);
  });

  it('refreshes the badge from the type counts after a change made elsewhere, and leaves a failure to the polling', async () => {
    const { inbox, unread, notices, views } = await inboxOf(0);
    await inbox.refresh();
    expect(unread.count).toBe(3);
    expect(views.invalidations).toBe(1);
    notices.failNext('types');
    await inbox.refresh();
    expect(unread.count).toBe(3);
    // The views reload all the same: the change made elsewhere happened.
    expect(views.invalidations).toBe(2);
  });
});
