import { Permissions, scanApi } from '@takt/contracts';
import { App, Card } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { callApi } from '../../app/request';
import { confirmSeal } from './confirm-seal';
import { PackageCard } from './PackageCard';
import { PackageLabelDialog } from './PackageLabelDialog';
import { ResultPanel } from './ResultPanel';
import { ScanBox } from './ScanBox';
import { StationColumns } from './StationColumns';
import { StationShell } from './StationShell';
import { useStationShell } from './shell-context';
import { useScanEvents } from './station-runtime';
import { useCurrentPackage } from './use-current-package';
import { useScanGuard } from './use-scan-guard';

const P = Permissions.trace.pack;

/** Packing: scan the carrier (pallet, cart), then the sealed boxes that go onto it; seal it when done. */
export default function PackStationPage() {
  return (
    <StationShell kind="pack" scanPermission={P.scan}>
      <PackScreen />
    </StationShell>
  );
}

function PackScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shell = useStationShell();
  const guard = useScanGuard();
  const can = useAccess();
  const carrier = useCurrentPackage('pack');
  const carrierRef = useRef(carrier.code);
  carrierRef.current = carrier.code;
  const [printing, setPrinting] = useState(false);
  const mine = useRef(new Set<string>());
  const sealed = carrier.detail?.package.status === 'sealed';

  useScanEvents((event) => {
    if (!mine.current.has(event.scan.clientScanId) || event.type === 'retrying') return;
    mine.current.delete(event.scan.clientScanId);
    carrier.refetch();
  });

  const onScan = (code: string) => {
    if (!guard(code)) return;
    if (!carrierRef.current || sealed) {
      carrier.setCode(code);
      carrierRef.current = code;
      shell.show({ tone: 'info', verdict: t('stations.pack.carrier'), code }, false);
      return;
    }
    const id = shell.scan({
      label: code,
      body: {
        carrierCode: carrierRef.current,
        capacity: carrier.detail?.package.capacity ?? carrier.capacity,
        boxCode: code,
      },
    });
    mine.current.add(id);
  };

  const seal = () => {
    const code = carrier.code;
    const state = carrier.detail?.package;
    if (!code || !state || !shell.stationId) return;
    const stationId = shell.stationId;
    confirmSeal({
      modal,
      t,
      shell,
      code,
      title: t('stations.pack.sealConfirm', { carrier: code, quantity: state.quantity }),
      okText: t('stations.pack.seal'),
      doneMessage: t('stations.pack.sealed_done', { carrier: code }),
      seal: () => callApi(scanApi.sealCarrier, { body: { stationId, carrierCode: code }, quiet: true }),
      refetch: carrier.refetch,
    });
  };

  return (
    <>
      <StationColumns
        main={
          <>
            <Card size="small">
              <ScanBox
                prompt={
                  carrier.code && !sealed
                    ? t('stations.pack.promptBox', { carrier: carrier.code })
                    : t('stations.pack.promptCarrier')
                }
                onScan={onScan}
                disabled={!shell.canScan}
              />
            </Card>
            <ResultPanel />
            <PackageCard
              pkg={carrier}
              title={t('stations.pack.carrier')}
              capacityLabel={t('stations.pack.capacity')}
              newText={t('stations.pack.carrierUnknown')}
              emptyText={t('stations.pack.empty')}
              sealLabel={t('stations.pack.seal')}
              nextLabel={t('stations.pack.newCarrier')}
              onSeal={can(P.scan) ? seal : null}
              onPrint={can(P.print) && carrier.detail ? () => setPrinting(true) : null}
              printLabel={t('stations.encasement.print')}
            />
          </>
        }
      />
      {carrier.code && (
        <PackageLabelDialog
          open={printing}
          title={t('stations.encasement.printTitle', { box: carrier.code })}
          record={{ serial: carrier.code, quantity: String(carrier.detail?.package.quantity ?? 0) }}
          onClose={() => {
            setPrinting(false);
            shell.focusScan();
          }}
        />
      )}
    </>
  );
}
