import type { MessageSummary } from '@manifests/contracts/notice';
import type { Page } from '@manifests/contracts/page';
import type { TestServer } from '../support/test-server';

/** The answers' types are the contract's, the ones the console's client uses. */
export type { MessageDetail, MessageSummary, PublishedNotice } from '@manifests/contracts/notice';
export type { Page };

/** The demo's messages in 星河科技园 (server/db/seed/demo-messages.ts), newest first. */
export const DEMO_TITLES = {
  fireDrill: '关于开展园区春季消防安全演练的通知',
  approval: '李娜提交的「会议室预约」待您审批',
  contract: '合同「A 栋 501 租赁合同」将于 30 天后到期',
  dutyRoster: '物业部十二月值班安排',
  elevator: '3 号楼电梯维保通知',
} as const;

/**
 * Messages the approval area's demo (server/areas/approval/seed.ts) sends through its engine to the
 * initiators: 陈刚's leave approved and printer rejected, 王芳's chairs terminated.
 */
export const DEMO_APPROVAL_TITLES = {
  leaveApproved: '陈刚提交的请假已通过',
  printerRejected: '陈刚提交的采购已拒绝',
  chairsTerminated: '王芳提交的采购已终止',
} as const;

/** Calls of the messages area with a token, answering the envelope. */
export function messagesApi(server: TestServer) {
  const call = <T>(path: string, body: object, token: string) =>
    server.post<T>(`/enterprise/v1/${path}`, body, token);
  return {
    call,
    async page(token: string, query: object = {}): Promise<Page<MessageSummary>> {
      const { body } = await call<Page<MessageSummary>>('message/page', { pageSize: 100, ...query }, token);
      expect(body.message).toBe('success');
      return body.data;
    },
    async titles(token: string, query: object = {}): Promise<string[]> {
      return (await this.page(token, query)).list.map((message) => message.title);
    },
    async unread(token: string): Promise<number> {
      const { body } = await server.post<{ unreadMessageCount: number }>(
        '/enterprise/v1/session/user/detail',
        {},
        token,
      );
      expect(body.code).toBe(0);
      return body.data.unreadMessageCount;
    },
    async idOf(token: string, title: string): Promise<string> {
      const found = (await this.page(token)).list.find((message) => message.title === title);
      if (!found) throw new Error(`no message 「${title}」 in this inbox`);
      return found.uniqueId;
    },
  };
}

/** Signs in as a demo member of 星河科技园; 王芳's password is renewed first (it is past 90 days). */
export async function xingheToken(server: TestServer, telephone: string): Promise<string> {
  if (telephone === '13800000003') {
    await server.db.query('update accounts set password_changed_at = $2 where telephone = $1', [
      telephone,
      server.clock.now(),
    ]);
  }
  return server.signInTo(telephone, 'xinghe-park');
}

/** The uniqueIds of a demo organisation's departments, by name. */
export async function departmentIds(
  server: TestServer,
  organization: string,
): Promise<Record<string, string>> {
  const rows = await server.db.query<{ name: string; uniqueId: string }>(
    `select d.name, d.unique_id as "uniqueId" from departments d
       join organizations o on o.id = d.organization_id where o.unique_id = $1`,
    [organization],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.uniqueId]));
}

export const ADMIN = '13800000001';
export const LI_NA = '13800000002';
export const WANG_FANG = '13800000003';
export const CHEN_GANG = '13800000004';
