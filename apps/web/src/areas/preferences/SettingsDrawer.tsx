import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreferencesForm } from './PreferencesForm';

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The page-style drawer opened from the header's gear (same form as the clientTheme page). */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('preferences.drawerTitle')}
      placement="right"
      width={340}
      open={open}
      onClose={onClose}
      destroyOnHidden={false}
      data-testid="settings-drawer"
      closeIcon={<CloseOutlined data-testid="settings-drawer-close" />}
    >
      <PreferencesForm compact />
    </Drawer>
  );
}
