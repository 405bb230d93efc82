import type { MemberOption } from '../../../manifests/contracts/settings';
import { demoTokens } from '../support/application-centre';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { member, yunshanAdmin } = demoTokens(server);

const optionsFor = async (token: string) => {
  const { body } = await server.post<MemberOption[]>('/enterprise/v1/staff/options', {}, token);
  expect(body.code).toBe(0);
  return body.data;
};

describe('staff/options', () => {
  it('lists the organisation’s active members by name with their departments, to any member', async () => {
    // 李娜 holds no settings code: the list is what forms and 转交 choose from, like the department tree.
    const options = await optionsFor(await member());
    const byName = new Map(options.map((option) => [option.name, option]));
    expect(byName.get('陈刚')?.departments).toContain('招商部');
    expect(byName.get('赵敏')?.uniqueId).toMatch(/\S/);
    expect(options.length).toBe(new Set(options.map((option) => option.uniqueId)).size);
  });

  it('never lists another organisation’s members', async () => {
    const here = new Set((await optionsFor(await member())).map((option) => option.uniqueId));
    const there = await optionsFor(await yunshanAdmin());
    expect(there.length).toBeGreaterThan(0);
    expect(there.some((option) => here.has(option.uniqueId))).toBe(false);
  });
});
