// The area's files: every template under templates/ (laid out as the repository is, `__id__` in paths)
// with its placeholders replaced by the area's names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
const SUFFIX = '.tmpl';
const PLACEHOLDER = /__([A-Za-z]+)__/g;

function templateFiles(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return templateFiles(folder, relative);
      return entry.name.endsWith(SUFFIX) ? [relative] : [];
    })
    .sort();
}

/** `text` with each `__name__` replaced; a placeholder the names lack is a fault of the template. */
export function substitute(text, names, where) {
  return text.replace(PLACEHOLDER, (whole, key) => {
    if (!Object.hasOwn(names, key)) throw new Error(`${where}：未知的占位符 ${whole}`);
    return names[key];
  });
}

/** Path (relative to the repository) → text of every file the area gets, in a stable order. */
export function renderArea(names, folder = TEMPLATES) {
  const files = {};
  for (const template of templateFiles(folder)) {
    const target = substitute(template.slice(0, -SUFFIX.length), names, template);
    files[target] = substitute(readFileSync(path.join(folder, template), 'utf8'), names, template);
  }
  return files;
}
