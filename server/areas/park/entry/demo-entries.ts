import { creditCodeCheckCharacter } from '../../../../manifests/contracts/credit-code';
import type { EntrySubmitBody } from '../../../../manifests/contracts/park-entry';
import { type Queryable, queryOne } from '../../../db/database';
import { calendarDay } from '../../../platform/calendar';
import type { DemoSeedContext } from '../../../platform/server-area';
import { submitEntry } from './submit-entry';

const DAY_MS = 86_400_000;

/** A valid 统一社会信用代码 from its first 17 characters. */
const withCheck = (first17: string) => first17 + creditCodeCheckCharacter(first17)!;

/** 星河科技园's two applications waiting for approval: [applicant, body without request id and date]. */
const DEMO_ENTRIES = (today: string) => {
  const inDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return [
    {
      applicant: 'chenGang' as const,
      body: {
        requestId: 'demo-entry-0001',
        companyName: '深圳云帆智能装备有限公司',
        creditCode: withCheck('91440300MA5H8K2Q1'),
        legalRepresentative: '周云帆',
        industry: 'advanced_manufacturing',
        size: 'small',
        contacts: [{ name: '周云帆', telephone: '13760001234', role: '总经理', primary: true }],
        area: 48_000,
        use: 'plant',
        moveInDate: inDays(30),
        note: '研发样机装配，需货梯与三相电。',
        attachments: [],
      },
    },
    {
      applicant: 'chenGang' as const,
      body: {
        requestId: 'demo-entry-0002',
        companyName: '深圳青禾生物科技有限公司',
        creditCode: withCheck('91440300MA5H9C7T3'),
        legalRepresentative: '林青禾',
        industry: 'biomedicine',
        size: 'micro',
        contacts: [
          { name: '林青禾', telephone: '13590005678', role: '创始人', primary: true },
          { name: '何晓', telephone: '0755-86002345', role: '行政' },
        ],
        area: 21_050,
        use: 'office',
        moveInDate: inDays(45),
        note: '初创团队 12 人，希望靠近公共实验平台。',
        attachments: [],
      },
    },
  ] satisfies { applicant: 'chenGang'; body: EntrySubmitBody }[];
};

/**
 * 入驻申请's demo in 星河科技园: two applications from demo members waiting (审批中), each through
 * the same submit as the console's. Idempotent: an application already made with its request id is
 * answered, not made again.
 */
export async function seedDemoEntries(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const organizationId = demo.organizations.xinghe;
  for (const { applicant, body } of DEMO_ENTRIES(calendarDay(demo.now))) {
    const membershipId = demo.members[applicant];
    const member = await queryOne<{ uniqueId: string; name: string }>(
      tx,
      'select unique_id as "uniqueId", nickname as name from memberships where id = $1',
      [membershipId],
    );
    await submitEntry(tx, demo.extensions, {
      organizationId,
      applicant: { membershipId, uniqueId: member!.uniqueId, name: member!.name },
      body,
      now: demo.now,
    });
  }
}
