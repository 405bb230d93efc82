import {
  AccountBookOutlined,
  AuditOutlined,
  CalendarOutlined,
  CarOutlined,
  FileTextOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import './template-icon.css';

/** Icons a template may name (审批配置 picks among them); any other name shows 审批's own. */
const ICONS: Record<string, ComponentType> = {
  calendar: CalendarOutlined,
  'account-book': AccountBookOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  'shopping-cart': ShoppingCartOutlined,
  'file-text': FileTextOutlined,
  car: CarOutlined,
  team: TeamOutlined,
};

/** The icons a template may name, with what each shows (审批配置's icon choice). */
export const TEMPLATE_ICONS: readonly { name: string; label: string }[] = [
  { name: 'calendar', label: '日历' },
  { name: 'account-book', label: '账本' },
  { name: 'safety-certificate', label: '印章' },
  { name: 'shopping-cart', label: '购物车' },
  { name: 'file-text', label: '文件' },
  { name: 'car', label: '车辆' },
  { name: 'team', label: '团队' },
];

/** A template's icon in its coloured square (decorative: the name beside it says what it is). */
export function TemplateIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? AuditOutlined;
  return (
    <span
      aria-hidden
      className="atrium-template-icon"
      style={{ width: size, height: size, fontSize: size / 2 }}
    >
      <Icon />
    </span>
  );
}
