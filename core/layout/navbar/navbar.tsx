/** Placeholder until the layout's parts land. */
export function Navbar() {
  return null;
}
