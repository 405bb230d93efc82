/** The name an application shows on a PC: its PC name, else its name. */
export function applicationTitle(application: { name: string; pcName?: string | null }): string {
  return application.pcName || application.name;
}
