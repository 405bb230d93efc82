/** Placeholder until the layout's parts land. */
export function Sidebar() {
  return null;
}
