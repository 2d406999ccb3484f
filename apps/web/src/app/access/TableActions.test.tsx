import { type AccountInfo, AdminType } from '@takt/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountInfoKey } from '../../areas/identity/hooks';
import { testAccount } from '../../test-support/account';
import { type TableAction, TableActions } from './TableActions';

const account = (permissions: string[], adminType: number = AdminType.USER): AccountInfo =>
  testAccount({
    adminType,
    permissions,
    allPermissions: ['sys:user:edit', 'sys:user:delete', 'sys:user:resetPassword', 'sys:user:forceOffline'],
  });

function render(actions: TableAction[], user: AccountInfo): string {
  const client = new QueryClient();
  client.setQueryData(accountInfoKey, user);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <App>
        <TableActions actions={actions} />
      </App>
    </QueryClientProvider>,
  );
}

const rowActions: TableAction[] = [
  { key: 'edit', label: 'Edit', permission: 'sys:user:edit' },
  { key: 'delete', label: 'Delete', permission: 'sys:user:delete', danger: true, confirm: 'Sure?' },
  { key: 'reset', label: 'Reset password', permission: 'sys:user:resetPassword' },
  { key: 'offline', label: 'Force logout', permission: 'sys:user:forceOffline' },
];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en-US', resources: {} });
});

describe('TableActions (spec 000 §6)', () => {
  it('shows the first two permitted safe actions and puts the rest, destructive ones included, under More', () => {
    const html = render(rowActions, account([], AdminType.SUPER_ADMIN));
    expect(html).toContain('data-testid="table-action-edit"');
    expect(html).toContain('data-testid="table-action-reset"');
    expect(html).not.toContain('data-testid="table-action-delete"');
    expect(html).not.toContain('data-testid="table-action-offline"');
    expect(html).toContain('data-testid="table-actions-more"');
  });

  it('shows every action inline, without More, when two or fewer are permitted', () => {
    const html = render(rowActions, account(['sys:user:edit', 'sys:user:forceOffline']));
    expect(html).toContain('data-testid="table-action-edit"');
    expect(html).toContain('data-testid="table-action-offline"');
    expect(html).not.toContain('data-testid="table-action-delete"');
    expect(html).not.toContain('table-actions-more');
  });

  it('leaves out hidden actions and allows codes outside allPermissions', () => {
    const html = render(
      [
        { key: 'enable', label: 'Enable', visible: false },
        { key: 'view', label: 'View', permission: 'sys:user:unlisted' },
      ],
      account([]),
    );
    expect(html).not.toContain('table-action-enable');
    expect(html).toContain('data-testid="table-action-view"');
  });
});
