import { useTranslation } from 'react-i18next';
import type { TableAction } from '../access/TableActions';

interface DeleteOptions {
  permission: string;
  /** Shown in the confirmation question. */
  name: string;
  run: () => Promise<unknown>;
  visible?: boolean;
}

/**
 * The edit and delete row actions of the list pages, worded from the shared crud texts.
 * `changed` receives the "Deleted" message once the delete call succeeds.
 */
export function useRowActions(changed: (text: string) => unknown) {
  const { t } = useTranslation();
  return {
    edit: (permission: string, onClick: () => void): TableAction => ({
      key: 'edit',
      label: t('crud.edit'),
      permission,
      onClick,
    }),
    remove: ({ permission, name, run, visible }: DeleteOptions): TableAction => ({
      key: 'delete',
      label: t('crud.delete'),
      permission,
      visible,
      danger: true,
      confirm: t('crud.deleteConfirm', { name }),
      onClick: async () => {
        await run();
        await changed(t('crud.deleted'));
      },
    }),
  };
}
