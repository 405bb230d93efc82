import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  MessageOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Resource icon names (RouteRecord.meta.icon) and the antd icons that draw them. */
const icons: Record<string, ComponentType> = {
  setting: SettingOutlined,
  audit: AuditOutlined,
  appstore: AppstoreOutlined,
  bell: BellOutlined,
  'file-text': FileTextOutlined,
  bank: BankOutlined,
  user: UserOutlined,
  team: TeamOutlined,
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  message: MessageOutlined,
  calendar: CalendarOutlined,
  car: CarOutlined,
  shop: ShopOutlined,
  tool: ToolOutlined,
  safety: SafetyOutlined,
  solution: SolutionOutlined,
  container: ContainerOutlined,
  'account-book': AccountBookOutlined,
};

/** The icon for a name; unknown names (or none, when `fallback` is set) get a folder. */
export function RouteIcon({ name, fallback = true }: { name?: string | undefined; fallback?: boolean }) {
  const Icon = (name && icons[name]) || (fallback ? FolderOutlined : undefined);
  return Icon ? <Icon /> : null;
}

export function hasRouteIcon(name: string | undefined): boolean {
  return name !== undefined && name in icons;
}
