/** Placeholder until the layout's parts land. */
export function TagsView() {
  return null;
}
