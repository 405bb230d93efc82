/** Placeholder until the layout's parts land. */
export function FixedBar() {
  return null;
}
