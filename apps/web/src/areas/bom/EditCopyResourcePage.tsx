import type { RouteDef } from '@takt/contracts';
import { type ComponentType, useState } from 'react';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import type { ResourcePageDef, ResourcePageHandle } from '../../app/resource/resource-def';

type Call = (route: RouteDef, input: unknown) => Promise<unknown>;

/** What a copy dialog gets: the record copied, closing, and the list's reload once copied. */
export interface CopyModalProps<R> {
  row: R;
  onClose: () => void;
  onCopied: () => void;
}

/**
 * The BOM and scan-configuration lists: the kit's page whose first row actions are edit, the
 * form opening on the record's detail (with its lines), and copy, in the page's own dialog.
 */
export function EditCopyResourcePage<R extends { id: string; code: string; name: string }>({
  resource,
  detail,
  permissions,
  CopyModal,
}: {
  resource: ResourcePageDef<R>;
  detail: RouteDef;
  permissions: { edit: string; copy: string };
  CopyModal: ComponentType<CopyModalProps<R>>;
}) {
  const [copying, setCopying] = useState<{ row: R; page: ResourcePageHandle<R> } | null>(null);
  return (
    <ResourcePage
      resource={resource}
      leadingActions={(row, page) => [
        {
          key: 'edit',
          label: page.t('crud.edit'),
          permission: permissions.edit,
          onClick: () =>
            void (callApi as unknown as Call)(detail, { query: { id: row.id } }).then(
              (record) => page.edit(record as R),
              () => {
                // The request client has shown why.
              },
            ),
        },
        {
          key: 'copy',
          label: page.t('bom.copy'),
          permission: permissions.copy,
          onClick: () => setCopying({ row, page }),
        },
      ]}
    >
      {copying && (
        <CopyModal
          row={copying.row}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            copying.page.reload();
          }}
        />
      )}
    </ResourcePage>
  );
}
