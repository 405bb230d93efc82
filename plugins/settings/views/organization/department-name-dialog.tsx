import { NameDialog } from '@core/crud';

/** The server's limit on a department's name. */
export const DEPARTMENT_NAME_MAX = 30;

const NO_ANGLE_BRACKETS = [{ pattern: /^[^<>]*$/, message: '部门名称不能包含尖括号 < >' }];

/**
 * Names a new sub-department (新增子部门) or renames one (重命名); a refusal (a sibling of the same
 * name, say) shows in the dialog, the name kept.
 */
export function DepartmentNameDialog(props: {
  open: boolean;
  title: string;
  /** A line above the field saying where the change happens (上级部门：…). */
  context?: string;
  initialName: string;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}) {
  return (
    <NameDialog
      {...props}
      label="部门名称"
      maxLength={DEPARTMENT_NAME_MAX}
      placeholder="如：招商部"
      rules={NO_ANGLE_BRACKETS}
    />
  );
}
