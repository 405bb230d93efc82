import { DAY } from './support/manual-clock';
import { fingerprintTables, type TableFingerprints } from './support/table-fingerprints';
import { setupTestServer } from './support/test-server';

// The harness itself: one app per suite, the database copied back to the seeded state between tests.
// The tests of this file run in order; the second checks what the first left behind.
const server = setupTestServer();

let seeded: TableFingerprints;
let firstAccountId: number;
let firstAccessVersion: number;
let firstNow: number;

const newAccount = async () => {
  const [row] = await server.db.query<{ id: number }>(
    "insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at) values ('harness', '13900009999', 'x', now(), now()) returning id",
  );
  return row!.id;
};

const accessVersion = async () => {
  const [row] = await server.db.query<{ version: number }>(
    "select access_version::int as version from organizations where unique_id = 'xinghe-park'",
  );
  return row!.version;
};

describe('the test server', () => {
  it('lets a test change anything: rows, cascades, triggers, sequences, the clock and the text messages', async () => {
    seeded = await fingerprintTables(server.db);
    firstNow = server.clock.now().getTime();
    firstAccessVersion = await accessVersion();
    firstAccountId = await newAccount();
    // A rolled-back insert moves the sequence on without writing the table.
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(
          "insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at) values ('gone', '13900009998', 'x', now(), now())",
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    await server.signInTo('13800000001', 'xinghe-park');
    // The access-version trigger writes organizations too.
    await server.db.query(
      "delete from role_resources where role_id in (select id from roles where name = '普通员工')",
    );
    expect(await accessVersion()).toBeGreaterThan(firstAccessVersion);
    // Cascades into memberships, roles, departments…; a reference table and what references it.
    await server.db.query("delete from organizations where unique_id = 'yunshan-group'");
    await server.db.query("delete from applications where agent_id = 'a8784ccb1fd04634'");
    await server.db.query("update resources set name = '改名' where code = 'PC_SETTING_MANAGEMENT'");
    // The departments trigger gives a new organisation its root.
    await server.db.query(
      "insert into organizations (unique_id, name, created_at) values ('harness-org', '新组织', now())",
    );
    server.clock.advance(DAY);
    await server.sms.send('13800000001', '验证码 123456');

    const changed = await fingerprintTables(server.db);
    const differing = Object.keys(seeded).filter(
      (table) => JSON.stringify(seeded[table]) !== JSON.stringify(changed[table]),
    );
    expect(differing).toEqual(
      expect.arrayContaining([
        'accounts',
        'applications',
        'departments',
        'memberships',
        'organizations',
        'resources',
        'role_resources',
        'sessions',
      ]),
    );
  });

  it('starts the next test from the seeded state, sequences and all', async () => {
    expect(await fingerprintTables(server.db)).toEqual(seeded);
    expect(await accessVersion()).toBe(firstAccessVersion);
    expect(await newAccount()).toBe(firstAccountId);
    expect(server.clock.now().getTime()).toBe(firstNow);
    expect(server.sms.sent).toEqual([]);
    expect(server.app.services.resourceTreeCache.size).toBe(0);
  });
});
