// The names one area id gives everything the scaffold writes, and their template placeholders.
import { randomBytes } from 'node:crypto';

/** An area id: lowercase words joined by hyphens (kebab-case), starting with a letter. */
export const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const ID_MAX = 32;

/** The Chinese name when none is given. */
export const DEFAULT_TITLE = '新业务区域';

/**
 * Every spelling of the area's name, keyed as the templates write them (`__Pascal__`, `__UPPER__`…):
 * `visitor-pass` → visitorPass, VisitorPass, VISITOR_PASS, visitor_pass.
 */
export function namesOf(id, title = DEFAULT_TITLE, agentId = randomBytes(8).toString('hex')) {
  const words = id.split('-');
  const camel = words
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');
  return {
    id,
    title,
    camel,
    Pascal: camel[0].toUpperCase() + camel.slice(1),
    UPPER: words.join('_').toUpperCase(),
    snake: words.join('_'),
    agentId,
  };
}

/** The resource codes the manifest declares (manifests/__id__.ts.tmpl), for the taken-code check. */
export const resourceCodesOf = (names) =>
  ['', '_LIST', '_DETAIL', '_ADD', '_MODIFY', '_REMOVE'].map((suffix) => `${names.UPPER}${suffix}`);

/**
 * The error codes the area's use cases throw, registered in server/http/error-codes.ts; `key` is the
 * templates' placeholder of each one's number (`__nameTakenCode__`).
 */
export const errorCodesOf = (names) => [
  { key: 'notFoundCode', name: `${names.Pascal}ItemNotFound`, message: `${names.title}记录不存在或已删除` },
  { key: 'nameTakenCode', name: `${names.Pascal}ItemNameTaken`, message: `已有同名的${names.title}记录` },
];

/** The table its migration creates. */
export const tableOf = (names) => `${names.snake}_items`;
