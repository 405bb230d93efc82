/** Placeholder until the layout's parts land. */
export function SettingsDrawer() {
  return null;
}
