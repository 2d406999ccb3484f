import { AppstoreOutlined } from '@ant-design/icons';
import { MENU_ICONS } from './menu-icons';

/**
 * A menu's icon by its @ant-design/icons name (spec 000 §3 menu record "icon"). The icons the
 * product's catalog uses come with the layout; any other name shows a neutral icon (loading the
 * whole icon set, ~170 KB gzip, for one menu would not be worth it).
 */
export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
