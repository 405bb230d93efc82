import { useService } from '../di/services-context';
import { PermissionStore } from '../stores/permission-store';

/**
 * Whether the signed-in member holds a permission code (a button permission or a page such as
 * STAFF_ADD). Call it inside an `observer` component so the view follows grant changes; the server
 * enforces the same code on each call, so hiding is never the only guard.
 */
export function usePermission(code: string): boolean {
  return useService(PermissionStore).holds(code);
}
