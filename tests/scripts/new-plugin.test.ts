import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The scaffold (`npm run new-plugin`, scripts/new-plugin.mjs): the names it refuses before writing
 * anything, and that every template comes out with the area's names and nothing of a placeholder.
 * That what it writes passes typecheck, lint and its own tests is CI's step (`.ci/run`,
 * scaffold_plugin), on a temporary copy of the repository.
 */
const root = path.resolve(__dirname, '..', '..');

function scaffold(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/new-plugin.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

/** Runs `body` as an ES module in the repository (the scaffold's modules are .mjs) and parses what it prints. */
function evaluated<T>(body: string): T {
  const script = `
    const { namesOf } = await import('./scripts/new-plugin/names.mjs');
    const { renderArea } = await import('./scripts/new-plugin/render.mjs');
    const { nameRefusal, takenRefusal } = await import('./scripts/new-plugin/refusals.mjs');
    ${body}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

/** Why each `[id, title]` is refused (null when it is not), as the scaffold checks before writing. */
const refusalsOf = (cases: readonly (readonly [string, string?])[]) =>
  evaluated<(string | null)[]>(`
    const cases = ${JSON.stringify(cases)};
    process.stdout.write(JSON.stringify(cases.map(([id, given]) => {
      const title = given ?? undefined;
      const refused = nameRefusal(id, title);
      if (refused) return refused;
      const names = namesOf(id, title);
      return takenRefusal(process.cwd(), names, Object.keys(renderArea({ ...names, notFoundCode: '1', nameTakenCode: '2' }))) ?? null;
    })));`);

/** The files the templates give `visitor-pass` (访客通行), rendered in memory, without writing. */
const rendered = () =>
  evaluated<Record<string, string>>(`
    const names = { ...namesOf('visitor-pass', '访客通行', 'f1e2d3c4b5a69799'), notFoundCode: '400990', nameTakenCode: '400991' };
    process.stdout.write(JSON.stringify(renderArea(names)));`);

describe('npm run new-plugin', () => {
  it('refuses a name that is not kebab-case, reserved or taken, and a bad Chinese name', () => {
    const cases = [
      ['', undefined, '请给出插件名称，例如：npm run new-plugin -- visitor-pass 访客通行'],
      ['VisitorPass', undefined, '插件名称「VisitorPass」须为小写字母开头、以连字符分隔的小写字母或数字'],
      ['visitor_pass', undefined, '须为小写字母开头'],
      ['2-visitors', undefined, '须为小写字母开头'],
      ['a'.repeat(33), undefined, '最多 32 个字符'],
      ['entries', undefined, '插件名称「entries」是保留名称（plugins/entries/ 是控制台的组合根），请换一个'],
      ['contracts', undefined, '是保留名称'],
      ['visitor-pass', '访客 通行', '中文名称「访客 通行」须为 1–20 个字符，不含空白、引号与尖括号'],
      ['settings', undefined, '插件名称「settings」已被占用：plugins/settings、server/areas/settings'],
      ['notice', '消息', '已被占用：plugins/notice'],
      // A code another manifest declares: settings' STAFF_DETAIL, STAFF_ADD…
      ['staff', undefined, '资源编码 STAFF_DETAIL 已被 manifests/settings.ts 使用，请换一个插件名称'],
      ['visitor-pass', '访客通行', null],
    ] as const;
    const refusals = refusalsOf(cases.map(([id, title]) => [id, title] as const));
    expect(cases.map(([id], index) => [id, refusals[index]])).toEqual(
      cases.map(([id, , message]) => [id, message === null ? null : expect.stringContaining(message)]),
    );
  });

  it('refuses before writing anything, and extra arguments', () => {
    for (const [args, message] of [
      [['staff', '员工'], '新建插件失败：资源编码 STAFF_DETAIL 已被 manifests/settings.ts 使用'],
      [
        ['visitor-pass', '访客通行', 'extra'],
        '新建插件失败：多余的参数：extra（用法：npm run new-plugin -- <名称> [中文名称]）',
      ],
    ] as const) {
      const result = scaffold(...args);
      expect([result.status, result.stdout]).toEqual([1, '']);
      expect(result.stderr).toContain(message);
    }
    expect(existsSync(path.join(root, 'plugins', 'staff'))).toBe(false);
    expect(existsSync(path.join(root, 'plugins', 'visitor-pass'))).toBe(false);
  });

  it('gives every template the area’s names, its contract in manifests/contracts and its tests', () => {
    const files = rendered();
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'manifests/visitor-pass.ts',
        'manifests/contracts/visitor-pass.ts',
        'manifests/contracts/visitor-pass-constants.ts',
        'server/areas/visitor-pass/index.ts',
        'server/areas/visitor-pass/api.ts',
        'server/areas/visitor-pass/routes/visitor-pass-routes.ts',
        'server/areas/visitor-pass/migrations.ts',
        'server/areas/visitor-pass/seed.ts',
        'plugins/visitor-pass/index.ts',
        'plugins/visitor-pass/visitor-pass-module.ts',
        'plugins/visitor-pass/api/visitor-pass-api.ts',
        'plugins/visitor-pass/api/visitor-pass-queries.ts',
        'plugins/visitor-pass/views/visitor-pass-list-page.tsx',
        'plugins/visitor-pass/views/visitor-pass-form.tsx',
        'plugins/visitor-pass/views/visitor-pass-detail-page.tsx',
        'tests/plugins/visitor-pass/visitor-pass-list-page.test.tsx',
        'tests/server/visitor-pass/visitor-pass-routes.test.ts',
      ]),
    );
    for (const [file, text] of Object.entries(files)) {
      expect([file, text.match(/__[A-Za-z]+__/g)]).toEqual([file, null]);
      expect(text).not.toMatch(/demo-area|DemoArea|demoArea|DEMO_AREA|演示区域/);
    }
    const manifest = files['manifests/visitor-pass.ts']!;
    expect(manifest).toContain("id: 'visitor-pass'");
    expect(manifest).toContain("menu('VISITOR_PASS_LIST', '访客通行记录'");
    expect(manifest).toContain("agentId: 'f1e2d3c4b5a69799'");
    expect(files['server/areas/visitor-pass/migrations.ts']).toContain("id: 'visitor-pass-0001-items'");
    expect(files['server/areas/visitor-pass/migrations.ts']).toContain('create table visitor_pass_items');
    expect(files['tests/plugins/visitor-pass/support/visitor-pass-test-container.ts']).toContain(
      "new ApiError(400991, '已有同名的访客通行记录', { field: 'name' })",
    );
    // The console reads the contract's types only: typebox stays out of the plugin's chunks.
    expect(files['plugins/visitor-pass/api/visitor-pass-api.ts']).toMatch(
      /import type \{[^}]+\} from '@manifests\/contracts\/visitor-pass';/,
    );
  });
});
