/** The field schemas live with the request contracts both ends share; the platform's routes import them here. */
export * from '../../manifests/contracts/fields';
export { PageNum, PageSize } from '../../manifests/contracts/page';

/** A search keyword as the queries take it: trimmed, null when nothing is left. */
export function keywordOf(name: string | undefined): string | null {
  const keyword = name?.trim() ?? '';
  return keyword === '' ? null : keyword;
}
