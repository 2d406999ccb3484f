import { useTranslation } from 'react-i18next';
import type { TableAction } from '../access/TableActions';

interface DeleteOptions {
  permission: string;
  /** Shown in the confirmation question. */
  name: string;
  run: () => Promise<unknown>;
  visible?: boolean;
  /** A question of the page's own, when deleting has more to say than "Delete <name>?". */
  confirm?: string;
}

/**
 * The edit and delete row actions of the list pages, worded from the shared crud texts.
 * `changed` receives the "Deleted" message once the delete call succeeds.
 */
export function useRowActions(changed: (text: string) => unknown) {
  const { t } = useTranslation();
  return {
    edit: (permission: string, onClick: () => void, visible?: boolean): TableAction => ({
      key: 'edit',
      label: t('crud.edit'),
      permission,
      visible,
      onClick,
    }),
    remove: ({ permission, name, run, visible, confirm }: DeleteOptions): TableAction => ({
      key: 'delete',
      label: t('crud.delete'),
      permission,
      visible,
      danger: true,
      confirm: confirm ?? t('crud.deleteConfirm', { name }),
      onClick: async () => {
        try {
          await run();
        } catch {
          // The request client has shown the refusal (e.g. still in use); the dialog just closes.
          return;
        }
        await changed(t('crud.deleted'));
      },
    }),
  };
}
