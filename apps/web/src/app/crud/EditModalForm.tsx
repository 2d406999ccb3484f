import { ModalForm, type ModalFormProps } from '@ant-design/pro-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Which record the add/edit form is open for: a row, a new one, or none (closed). */
export interface Editing<T> {
  /** The row being edited; null when adding or closed. */
  row: T | null;
  open: boolean;
  startAdd: () => void;
  startEdit: (row: T) => void;
  close: () => void;
}

export function useEditing<T>(): Editing<T> {
  const [state, setState] = useState<T | 'new' | null>(null);
  return {
    row: state === 'new' ? null : state,
    open: state !== null,
    startAdd: () => setState('new'),
    startEdit: setState,
    close: () => setState(null),
  };
}

export interface EditModalFormProps<V extends Record<string, unknown>, T extends { id: string }>
  extends Omit<ModalFormProps<V>, 'open' | 'title' | 'onFinish' | 'modalProps'> {
  editing: Editing<T>;
  addTitle: string;
  editTitle: string;
  /** Sends the add (row null) or edit call; a rejection keeps the form open. */
  save: (values: V, row: T | null) => Promise<unknown>;
  /** After a successful save; the default message is "Saved". */
  onSaved: (text: string) => unknown;
}

/**
 * The add/edit dialog of a list page: a fresh form per record (keyed by id), destroyed when
 * hidden, closed and followed by onSaved once the save call succeeds.
 */
export function EditModalForm<V extends Record<string, unknown>, T extends { id: string }>({
  editing,
  addTitle,
  editTitle,
  save,
  onSaved,
  ...formProps
}: EditModalFormProps<V, T>) {
  const { t } = useTranslation();
  const { row } = editing;
  return (
    <ModalForm<V>
      key={row?.id ?? 'new'}
      grid
      rowProps={{ gutter: 16 }}
      width={560}
      {...formProps}
      title={row ? editTitle : addTitle}
      open={editing.open}
      modalProps={{ destroyOnHidden: true, onCancel: editing.close }}
      onFinish={async (values) => {
        await save(values, row);
        editing.close();
        await onSaved(t('crud.saved'));
        return true;
      }}
    />
  );
}
