import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitTableActions } from './table-actions';
import { useAccess } from './use-access';

export interface TableAction {
  /** Stable: the button's data-testid is `table-action-<key>`. */
  key: string;
  label: ReactNode;
  onClick?: () => void;
  /** Shown only when the user passes this permission check (spec 000 §6). */
  permission?: string;
  /** false hides the action for this row. */
  visible?: boolean;
  danger?: boolean;
  disabled?: boolean;
  /** Asks this question before running the action (delete, reset password, force offline…). */
  confirm?: ReactNode;
}

interface TableActionsProps {
  actions: readonly TableAction[];
}

/**
 * The action cell of a table row: permitted, visible actions; with more than two, the first two
 * inline and the rest under "More" (spec 000 §6). On one line: the column grows to its labels
 * (AdminTable's auto layout) rather than stacking them.
 */
export function TableActions({ actions }: TableActionsProps) {
  const { t } = useTranslation();
  const can = useAccess();
  const { modal } = App.useApp();
  const { inline, more } = splitTableActions(actions, (action) => !action.permission || can(action.permission));

  const run = (action: TableAction) => {
    if (!action.confirm) {
      action.onClick?.();
      return;
    }
    modal.confirm({
      title: action.confirm,
      okButtonProps: { danger: action.danger ?? false },
      onOk: () => action.onClick?.(),
    });
  };

  return (
    <Space size={4} style={{ whiteSpace: 'nowrap' }}>
      {inline.map((action) => {
        const button = (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger ?? false}
            disabled={action.disabled ?? false}
            data-testid={`table-action-${action.key}`}
            style={{ paddingInline: 4 }}
            onClick={action.confirm ? undefined : action.onClick}
          >
            {action.label}
          </Button>
        );
        return action.confirm && !action.disabled ? (
          <Popconfirm key={action.key} title={action.confirm} onConfirm={() => action.onClick?.()}>
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action.key,
              label: <span data-testid={`table-action-${action.key}`}>{action.label}</span>,
              danger: action.danger ?? false,
              disabled: action.disabled ?? false,
            })),
            onClick: ({ key }) => {
              const action = more.find((item) => item.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button type="link" size="small" data-testid="table-actions-more" style={{ paddingInline: 4 }}>
            {t('shell.table.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
