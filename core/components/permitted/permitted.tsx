import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { usePermission } from '../../hooks/use-permission';

/** Renders its children only for members holding `code` (spec §6 button permissions). */
export const Permitted = observer(function Permitted({
  code,
  children,
  fallback = null,
}: {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(code) ? children : fallback;
});
