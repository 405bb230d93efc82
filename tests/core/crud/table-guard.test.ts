import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * No table says 暂无数据 under its spinner: outside the CRUD kit (whose CrudTable shows the empty
 * message only once an answer says there is nothing), an antd Table or List that takes `loading` must
 * also set what it shows when empty (`locale`), so it can keep it blank while loading.
 */
const root = path.resolve(__dirname, '..', '..', '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('tables and lists outside the CRUD kit', () => {
  it('set their empty text wherever they show a spinner', () => {
    const files = [...sources(path.join(root, 'core')), ...sources(path.join(root, 'plugins'))].filter(
      (file) => !file.includes(`${path.sep}core${path.sep}crud${path.sep}`),
    );
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // Each <Table …> or <List …> element's opening tag, up to its first `>` at the end of a line.
      const elements = text.match(/<(Table|List)\b[\s\S]*?\n\s*\/?>/g) ?? [];
      return elements
        .filter((element) => /\bloading=/.test(element) && !/\blocale=/.test(element))
        .map(() => path.relative(root, file));
    });
    expect(offenders).toEqual([]);
  });
});
