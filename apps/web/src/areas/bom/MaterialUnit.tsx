import { materialApi, Permissions } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '../../app/access/use-access';
import { callApi } from '../../app/request';

/**
 * The unit of a material, as the materials area shows it (a BOM line's unit is the material's).
 * Shown to users who may read materials; others see nothing.
 */
export function MaterialUnit({ materialId }: { materialId: string | null | undefined }) {
  const can = useAccess();
  const allowed = can(Permissions.basics.material.get);
  const detail = useQuery({
    queryKey: ['bom-material-unit', materialId],
    queryFn: () => callApi(materialApi.detail, { query: { id: materialId! } }),
    enabled: allowed && !!materialId,
    staleTime: 60_000,
    retry: false,
  });
  return <span data-testid="bom-line-unit">{detail.data ? detail.data.unitCode : ''}</span>;
}
