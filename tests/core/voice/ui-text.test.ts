import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One voice in every user-visible Chinese text of the console and the server (labels, messages,
 * refusals): full-width punctuation next to Chinese, and no English word in a Chinese text but the
 * names and acronyms the product uses. The spec's own strings are kept exactly as it quotes them.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const CJK = /[\u4e00-\u9fff]/;

/** The spec quotes these verbatim, half-width punctuation included (console-spec.md §5, §8). */
const SPEC_VERBATIM = new Set([
  '两次输入密码不一致!',
  '修改密码成功!',
  '该应用暂未配置地址!',
  '您已经被登出, 您可以取消以留在此页, 或者重新登录',
]);

/** English the product speaks in Chinese texts: its name, brand-like words and acronyms. */
const ALLOWED_ENGLISH = new Set([
  'App', // 下载App (spec §2, the navbar)
  'Atrium',
  'ID',
  'PC',
  'URL',
  'Excel',
  'Word',
  'PowerPoint',
  'PDF',
  'CSV',
  'PNG',
  'JPG',
  'JPEG',
  'GIF',
  'WebP',
  'MB',
  'KB',
  'HTTP',
  'POST', // 请使用 POST (the API's method)
  'HTTPS',
  'JSON',
  'SMS',
  'PostgreSQL',
  'Esc', // 按 Esc 键取消 (the key's name)
  'Alt', // 按 Alt 加上下方向键 (the key's name)
  'YYYY', // 格式 YYYY-MM-DD
  'MM',
  'DD',
  'xlsx', // file kinds: 支持 .xlsx 和 .csv
  'csv',
  'UTF',
  'GBK',
  'http', // 以 http:// 或 https:// 开头
  'https',
]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Comments out, so only code is left (a rough cut that keeps line numbers). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Every `${…}` of the templates replaced by `…` (balanced braces: a nested template goes with it). */
function withoutInterpolations(code: string): string {
  let out = '';
  for (let at = 0; at < code.length; at += 1) {
    if (code[at] === '$' && code[at + 1] === '{') {
      let depth = 0;
      let end = at + 1;
      for (; end < code.length; end += 1) {
        if (code[end] === '{') depth += 1;
        else if (code[end] === '}' && --depth === 0) break;
      }
      // Keep the line count.
      out += `…${'\n'.repeat(code.slice(at, end + 1).split('\n').length - 1)}`;
      at = end;
    } else out += code[at];
  }
  return out;
}

interface Text {
  file: string;
  line: number;
  text: string;
}

/** The Chinese string literals and JSX texts of a source file. */
function chineseTexts(file: string): Text[] {
  const code = withoutInterpolations(withoutComments(readFileSync(file, 'utf8')));
  const found: Text[] = [];
  const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|>([^<>{}'"`=;]+)</g;
  for (const match of code.matchAll(literal)) {
    const raw = match[1] ?? match[0].slice(1, -1);
    if (!CJK.test(raw)) continue;
    const text = raw.trim();
    // SQL with a Chinese comment or value is not a text anyone reads in the console.
    if (/\b(create|alter|insert into|select)\b/i.test(text) && /\n/.test(text)) continue;
    found.push({
      file: path.relative(root, file),
      line: code.slice(0, match.index).split('\n').length,
      text,
    });
  }
  return found;
}

/** Texts for developers and operators, not members: the embedding API's and the server's start-up errors. */
const NOT_FOR_MEMBERS = [
  /^core\/embed\//,
  /^core\/plugin\//,
  // The map of the areas, checked at start (console, server, resource sync): it names manifest fields.
  /^manifests\/area-(map|order)\.ts$/,
  /^server\/(config|main)\.ts$/,
  /^server\/platform\//,
  /^server\/plugins\/console-static\.ts$/,
];

const texts = ['core', 'plugins', 'server', 'manifests']
  .flatMap((folder) => sources(path.join(root, folder)).flatMap(chineseTexts))
  .filter((text) => !NOT_FOR_MEMBERS.some((pattern) => pattern.test(text.file)));
const where = (text: Text) => `${text.file}:${text.line}: ${text.text}`;

describe('one voice in Chinese texts', () => {
  it('finds the texts', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it("uses full-width punctuation next to Chinese (the spec's verbatim strings aside)", () => {
    const halfWidth = /[\u4e00-\u9fff][!?,;:]|[!?,;:] ?[\u4e00-\u9fff]/;
    const offenders = texts.filter((text) => halfWidth.test(text.text) && !SPEC_VERBATIM.has(text.text));
    expect(offenders.map(where)).toEqual([]);
  });

  it("has no English word in a Chinese label or message but the product's names and acronyms", () => {
    const offenders = texts.flatMap((text) => {
      // Markup and code inside a text (a CSS value, an HTML tag, a placeholder) is not prose.
      const words = text.text
        // (a MIME type or path: application/json)
        .replace(
          /<[^>]*>|[\w-]*\/[\w/.-]+|https?:\/\/\S+|[\w.-]+@[\w.-]+|[\w-]+\.(ts|tsx|xlsx|png|js)\b/g,
          '',
        )
        .match(/[A-Za-z][A-Za-z]+/g);
      const foreign = (words ?? []).filter((word) => !ALLOWED_ENGLISH.has(word));
      return foreign.length > 0 ? [`${where(text)}  [${foreign.join(', ')}]`] : [];
    });
    expect(offenders).toEqual([]);
  });
});

describe('a page is called what its menu calls it', () => {
  it('消息中心: the inbox menu, its tab and the page title agree', async () => {
    const { noticeManifest } = await import('../../../manifests/notice');
    const menu = noticeManifest.resources[0]?.children?.find((resource) => resource.code === 'NOTICE_LIST');
    expect(menu?.name).toBe(noticeManifest.application.pcName);
    const page = readFileSync(path.join(root, 'plugins/notice/views/notice-list-page.tsx'), 'utf8');
    expect(page).toContain(`title="${menu?.name}"`);
  });
});
