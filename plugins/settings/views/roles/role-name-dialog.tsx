import { NameDialog } from '@core/crud';

/** The server's limit on a role's name. */
export const ROLE_NAME_MAX = 20;

/** Names a new role (新增角色) or renames one (重命名); a refusal shows in the dialog, the name kept. */
export function RoleNameDialog(props: {
  open: boolean;
  title: string;
  initialName: string;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}) {
  return <NameDialog {...props} label="角色名称" maxLength={ROLE_NAME_MAX} placeholder="如：招商专员" />;
}
