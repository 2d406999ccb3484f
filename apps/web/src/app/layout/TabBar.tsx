import {
  CloseOutlined,
  ColumnWidthOutlined,
  DownOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ConsoleLayout.module.css';
import { availableActions, type Tab, type TabAction, type TabsState } from './tabs';

interface TabBarProps {
  state: TabsState;
  activeKey: string;
  titleOf: (tab: Tab) => string;
  onSelect: (tab: Tab) => void;
  onAction: (action: TabAction, key: string) => void;
}

const ACTION_ICONS: Record<TabAction, React.ReactNode> = {
  refresh: <ReloadOutlined />,
  close: <CloseOutlined />,
  closeOthers: <ColumnWidthOutlined />,
  closeRight: <VerticalLeftOutlined />,
  closeLeft: <VerticalRightOutlined />,
};

const ACTIONS: readonly TabAction[] = ['refresh', 'close', 'closeOthers', 'closeRight', 'closeLeft'];

/** The multi-tab bar (spec 000 §2): one tab per open page, each with its actions. */
export function TabBar({ state, activeKey, titleOf, onSelect, onAction }: TabBarProps) {
  const { t } = useTranslation();

  const menuFor = (key: string): MenuProps => {
    const available = availableActions(state, key);
    return {
      items: ACTIONS.map((action) => ({
        key: action,
        icon: ACTION_ICONS[action],
        disabled: !available[action],
        label: <span data-testid={`tab-action-${action}`}>{t(`shell.tabs.${action}`)}</span>,
      })),
      onClick: ({ key: action, domEvent }) => {
        domEvent.stopPropagation();
        onAction(action as TabAction, key);
      },
    };
  };

  return (
    <div className={styles.tabBar} data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => {
          const tab = state.tabs.find((candidate) => candidate.key === key);
          if (tab) onSelect(tab);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') onAction('close', key);
        }}
        items={state.tabs.map((tab) => ({
          key: tab.key,
          closable: state.tabs.length > 1,
          closeIcon: <CloseOutlined data-testid={`tab-close-${tab.key}`} />,
          label: (
            <Dropdown trigger={['contextMenu']} menu={menuFor(tab.key)}>
              <span data-testid="tab" data-tab-key={tab.key} data-active={tab.key === activeKey}>
                {titleOf(tab)}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown trigger={['click']} placement="bottomRight" menu={menuFor(activeKey)}>
              <Button
                type="text"
                size="small"
                icon={<DownOutlined />}
                aria-label={t('shell.tabs.actions')}
                title={t('shell.tabs.actions')}
                data-testid="tab-actions"
              />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
