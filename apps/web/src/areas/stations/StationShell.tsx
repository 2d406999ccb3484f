import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { type OrderProgress, type PermissionCode, type StationKind, scanApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Tag, Tooltip, theme } from 'antd';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { RefSelect } from '../../app/crud/RefSelect';
import { useHubEvent } from '../../app/hub';
import { callApi } from '../../app/request';
import { AdvanceBanner } from './AdvanceBanner';
import { playTone } from './feedback';
import { NetPill } from './NetPill';
import { OrderProgressCard } from './OrderProgressCard';
import { verdictKey } from './scan-history';
import { chosenOrder, headerOrder, isScannable, pickProcess, selectionKeys, takesScans } from './selection';
import { type ShownResult, StationShellContext, type StationShellValue } from './shell-context';
import styles from './station.module.css';
import { type StationScanEvent, stationQueue, submitScan, useScanEvents } from './station-runtime';
import { useAutoAdvance } from './use-auto-advance';
import { useRemembered } from './use-remembered';
import { focusScanBox } from './use-scan-focus';

export interface StationShellProps {
  kind: StationKind;
  /** The screen's scan permission (Permissions.trace.<kind>.scan). */
  scanPermission: PermissionCode;
  /** The screen sends a process with each scan. */
  needsProcess?: boolean;
  /** The screen sends a work order with each scan. */
  needsOrder?: boolean;
  children: ReactNode;
}

/** Refetches at most this often when the hub or the scans say counts changed. */
const REFRESH_THROTTLE_MS = 1_500;

function useThrottled(run: () => void, ms: number): () => void {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const state = useRef<{ last: number; timer: number | null }>({ last: 0, timer: null });
  useEffect(
    () => () => {
      if (state.current.timer !== null) window.clearTimeout(state.current.timer);
    },
    [],
  );
  return useCallback(() => {
    const s = state.current;
    if (s.timer !== null) return;
    const wait = Math.max(0, s.last + ms - Date.now());
    s.timer = window.setTimeout(() => {
      s.timer = null;
      s.last = Date.now();
      latest.current();
    }, wait);
  }, [ms]);
}

/**
 * The frame of every station screen: the workstation (remembered in this browser), its process
 * and the work order the operator chose, with live counts, the connection state, a full-screen
 * toggle; below it the screen itself. It owns the result panel's state, the sounds, and the
 * keyboard focus of the scan box. The order changes only when the operator chooses another, or,
 * with the enterprise's auto-advance on, when it finishes (announced until dismissed); a scan
 * counts on its unit's own order, and the header shows the order the last scan counted on.
 */
export function StationShell({ kind, scanPermission, needsProcess, needsOrder, children }: StationShellProps) {
  const { t } = useTranslation();
  const can = useAccess();
  const { token } = theme.useToken();
  const [stationId, setStationId] = useRemembered(selectionKeys.station(kind));
  const [rememberedProcess, setProcess] = useRemembered(stationId ? selectionKeys.process(kind, stationId) : null);
  const [rememberedOrder, setOrder] = useRemembered(selectionKeys.order(kind));
  /** The order the last scan answered here counted on (its unit's order), and that scan's code. */
  const [countedOn, setCountedOn] = useState<{ order: OrderProgress; code: string } | null>(null);
  const scanInput = useRef<HTMLInputElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const [result, setResult] = useState<ShownResult>({ tone: 'idle', verdict: '', seq: 0 });
  /** Scans followed for the result panel: their code and the order the header showed when made. */
  const tracked = useRef(new Map<string, { label: string; shownOrderId: string | null }>());
  /** Scans already announced as kept offline (announce once). */
  const shownQueued = useRef(new Set<string>());

  const contextQuery = useQuery({
    queryKey: ['station-context', kind, stationId],
    // Quiet: the bar shows OFFLINE and the screen its own alert; no toast on every refetch.
    queryFn: ({ signal }) =>
      callApi(scanApi.context, {
        query: { stationId: stationId ?? '', kind, ...(rememberedOrder ? { orderId: rememberedOrder } : {}) },
        signal,
        quiet: true,
      }),
    enabled: stationId !== null,
    staleTime: 5_000,
    retry: 1,
  });
  const context = contextQuery.data ?? null;
  const processId = context ? pickProcess(context.processes, rememberedProcess) : null;
  const order = context ? chosenOrder(context, rememberedOrder) : null;
  const listedOrders = useMemo(
    () => (context ? [...context.orders, ...(context.chosenOrder ? [context.chosenOrder] : [])] : []),
    [context],
  );
  const choose = useCallback(
    (next: string | null) => {
      setOrder(next);
      setCountedOn(null);
    },
    [setOrder],
  );
  const { advance, dismiss: dismissAdvance } = useAutoAdvance(context, order, choose);
  const shownOrder = headerOrder(order, countedOn?.order ?? null, listedOrders);
  const shownOrderRef = useRef(shownOrder);
  useLayoutEffect(() => {
    shownOrderRef.current = shownOrder;
  });
  const ready =
    stationId !== null &&
    context !== null &&
    (!needsProcess || processId !== null) &&
    (!needsOrder || (order !== null && takesScans(order)));
  const canScan = can(scanPermission);

  const { refetch } = contextQuery;
  const refresh = useThrottled(() => void refetch(), REFRESH_THROTTLE_MS);
  useHubEvent('RefreshTable', () => {
    if (stationId) refresh();
  });

  const focusScan = useCallback(() => {
    window.setTimeout(() => focusScanBox(scanInput.current, true), 0);
  }, []);

  const show = useCallback((next: Omit<ShownResult, 'seq'>, sound = true) => {
    setResult((previous) => ({ ...next, seq: previous.seq + 1 }));
    if (sound && (next.tone === 'pass' || next.tone === 'fail' || next.tone === 'queued')) playTone(next.tone);
  }, []);

  const scan = useCallback<StationShellValue['scan']>(
    ({ label, body, op }) => {
      if (!stationId) return '';
      const id = submitScan({ kind, stationId, label, body, ...(op ? { op } : {}) });
      tracked.current.set(id, { label, shownOrderId: shownOrderRef.current?.id ?? null });
      if (tracked.current.size > 200) {
        const oldest = tracked.current.keys().next().value;
        if (oldest) tracked.current.delete(oldest);
      }
      const { holdup } = stationQueue().getState();
      if (holdup) {
        // Known to be cut off: say at once that the scan is kept, not "sending".
        const verdict = holdup === 'network' ? t('stations.net.offline') : t('stations.net.serverDown');
        shownQueued.current.add(id);
        show({ tone: 'queued', verdict, code: label, message: t('stations.scan.queued') });
      } else {
        setResult((previous) => ({
          tone: 'pending',
          verdict: t('stations.scan.pending'),
          code: label,
          seq: previous.seq + 1,
        }));
      }
      return id;
    },
    [kind, stationId, t, show],
  );

  useScanEvents((event: StationScanEvent) => {
    const { scan: item } = event;
    if (item.kind !== kind || item.stationId !== stationId) return;
    const live = tracked.current.get(item.clientScanId);
    // A backlog sent after the network came back updates the panel without a beep per scan.
    const wasQueued = shownQueued.current.has(item.clientScanId);
    if (event.type !== 'retrying') shownQueued.current.delete(item.clientScanId);
    if (event.type === 'accepted') {
      refresh();
      if (!live) return;
      tracked.current.delete(item.clientScanId);
      const { outcome } = event;
      const failed = outcome.action === 'fail' || outcome.action === 'scrap';
      const verdict = t(`stations.${verdictKey(outcome.action)}`);
      const message = outcome.replayed ? `${outcome.message} (${t('stations.scan.replayed')})` : outcome.message;
      const counted = outcome.order;
      const elsewhere =
        counted && live.shownOrderId && counted.id !== live.shownOrderId
          ? ` · ${t('stations.order.countedOnOther', { code: counted.code })}`
          : '';
      if (counted) setCountedOn({ order: counted, code: item.label });
      show(
        { tone: failed ? 'fail' : 'pass', verdict, code: item.label, message: `${message}${elsewhere}` },
        !wasQueued,
      );
    } else if (event.type === 'refused') {
      tracked.current.delete(item.clientScanId);
      const { message, details } = event.failure;
      show({
        tone: 'fail',
        verdict: t('stations.scan.refused'),
        code: item.label,
        message,
        ...(details ? { details } : {}),
      });
    } else if (live && event.scan.attempts === 1 && !shownQueued.current.has(item.clientScanId)) {
      const verdict = event.failure.kind === 'network' ? t('stations.net.offline') : t('stations.net.serverDown');
      shownQueued.current.add(item.clientScanId);
      show({ tone: 'queued', verdict, code: item.label, message: t('stations.scan.queued') });
    }
  });

  // Full screen: the station fills the window (CSS), and the browser goes full screen when it may.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFull = () => {
    if (full) {
      setFull(false);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } else {
      setFull(true);
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    }
    focusScan();
  };

  const value = useMemo<StationShellValue>(
    () => ({
      kind,
      stationId,
      context,
      processId,
      order,
      ready,
      canScan,
      scan,
      show,
      result,
      refresh: () => void refetch(),
      focusScan,
      registerScanInput: (input) => {
        scanInput.current = input;
      },
    }),
    [kind, stationId, context, processId, order, ready, canScan, scan, show, result, refetch, focusScan],
  );

  const orderOptions = listedOrders.map((candidate) => ({
    value: candidate.id,
    label: (
      <span>
        <strong>{candidate.code}</strong> · {candidate.productCode} {candidate.productName}{' '}
        {!isScannable(candidate) && <Tag color="orange">{t(`stations.orderStatus.${candidate.status}`)}</Tag>}
      </span>
    ),
    title: `${candidate.code} ${candidate.productCode} ${candidate.productName}`,
  }));

  const notice = !stationId ? (
    <Alert type="info" showIcon message={t('stations.shell.pickStationFirst')} />
  ) : contextQuery.isError && !context ? (
    <Alert type="error" showIcon message={t('stations.shell.contextFailed')} description={contextQuery.error.message} />
  ) : !canScan ? (
    <Alert type="warning" showIcon message={t('stations.shell.noScanPermission')} />
  ) : context && needsProcess && context.processes.length === 0 ? (
    <Alert type="warning" showIcon message={t('stations.shell.noProcesses')} />
  ) : context && needsOrder && order?.status === 'completed' ? (
    <Alert type="warning" showIcon message={t('stations.shell.orderCompleted', { code: order.code })} />
  ) : context && needsOrder && order && !isScannable(order) ? (
    <Alert
      type="warning"
      showIcon
      message={t('stations.shell.orderNotScannable', {
        code: order.code,
        status: t(`stations.orderStatus.${order.status}`),
      })}
    />
  ) : context && needsOrder && context.orders.length === 0 ? (
    <Alert type="warning" showIcon message={t('stations.shell.noOrders', { line: context.line.name })} />
  ) : context && needsOrder && !order ? (
    <Alert type="info" showIcon message={t('stations.shell.chooseOrderFirst')} />
  ) : null;

  return (
    <StationShellContext.Provider value={value}>
      <div
        ref={root}
        className={`${styles.root} ${full ? styles.fullscreen : ''}`}
        style={{ ['--station-bg' as string]: token.colorBgLayout }}
        data-testid={`station-${kind}`}
      >
        <Card size="small" styles={{ body: { padding: 12 } }}>
          <div className={styles.bar}>
            <div className={styles.pick}>
              <span className={styles.pickLabel}>
                {t('stations.shell.station')}
                {context ? ` · ${t('stations.shell.line', { line: `${context.line.code} ${context.line.name}` })}` : ''}
              </span>
              <RefSelect
                kind="station"
                size="large"
                allowClear={false}
                value={stationId}
                placeholder={t('stations.shell.chooseStation')}
                onChange={(next) => {
                  setStationId(typeof next === 'string' ? next : null);
                  setCountedOn(null);
                  focusScan();
                }}
                data-testid="station-select"
              />
            </div>
            {needsProcess && (
              <div className={styles.pick}>
                <span className={styles.pickLabel}>{t('stations.shell.process')}</span>
                <Select
                  size="large"
                  value={processId}
                  placeholder={t('stations.shell.chooseProcess')}
                  disabled={!context}
                  options={(context?.processes ?? []).map((process) => ({
                    value: process.id,
                    label: `${process.code} ${process.name}`,
                  }))}
                  onChange={(next: string) => {
                    setProcess(next);
                    focusScan();
                  }}
                  data-testid="station-process"
                />
              </div>
            )}
            <div className={`${styles.pick} ${styles.pickWide}`}>
              <span className={styles.pickLabel}>{t('stations.shell.order')}</span>
              <Select
                size="large"
                value={order?.id ?? null}
                allowClear={!needsOrder}
                placeholder={t('stations.shell.chooseOrder')}
                disabled={!context}
                options={orderOptions}
                optionFilterProp="title"
                showSearch
                onChange={(next: string | undefined) => {
                  choose(next ?? null);
                  dismissAdvance();
                  focusScan();
                }}
                data-testid="station-order"
              />
            </div>
            <div className={styles.barEnd}>
              <NetPill />
              <Tooltip title={full ? t('stations.shell.exitFullscreen') : t('stations.shell.fullscreen')}>
                <Button
                  size="large"
                  icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={toggleFull}
                  aria-label={full ? t('stations.shell.exitFullscreen') : t('stations.shell.fullscreen')}
                  data-testid="station-fullscreen"
                />
              </Tooltip>
            </div>
          </div>
        </Card>
        <OrderProgressCard
          order={shownOrder}
          today={context?.today ?? null}
          countedOn={countedOn && shownOrder?.id !== order?.id ? { code: countedOn.code, chosen: order } : null}
        />
        {advance && <AdvanceBanner advance={advance} line={context?.line.name ?? ''} onClose={dismissAdvance} />}
        {notice && <Space direction="vertical">{notice}</Space>}
        {children}
      </div>
    </StationShellContext.Provider>
  );
}
