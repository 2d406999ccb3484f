import { PageContainer } from '@ant-design/pro-components';
import { ANDON_TEXT_MAX, type AndonItem, andonCallApi, Permissions } from '@takt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Grid, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { useServerNow } from '../../app/floor/server-now';
import { callApi } from '../../app/request';
import { StationCascader } from '../factory/pickers';
import { CallList } from './floor/CallList';
import { ItemButtons, itemsByType } from './floor/ItemButtons';
import { isTypingTarget, itemIndexForKey } from './floor/item-keys';
import { type PhotoFile, PhotoPicker, photoIdsOf } from './floor/PhotoPicker';
import { useCallableItems } from './floor/useCallableItems';
import { useCallStation } from './floor/useCallStation';
import { openCallsKey, useOpenCalls } from './floor/useOpenCalls';

/** Keys inside dialogs and pop-ups are theirs. */
const inOverlay = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('.ant-modal, .ant-popover, .ant-select-dropdown');

/**
 * The andon call screen of a workstation (spec 001 §2 "call", issue 19): large buttons per
 * enabled alarm item, grouped and coloured by type, chosen by touch or by number keys 1-9 and
 * called with Enter or the button, with an optional note and photos; under them the
 * workstation's open calls with running timers, cancel, accept, arrive by scan and resolve.
 */
export default function CallPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const queryClient = useQueryClient();
  const phone = !Grid.useBreakpoint().md;
  const [stationId, chooseStation] = useCallStation();
  const items = useCallableItems();
  const open = useOpenCalls({ stationId: stationId ?? undefined, enabled: !!stationId });
  const now = useServerNow(open.data?.clockOffset ?? 0);
  const [selected, setSelected] = useState<AndonItem | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<PhotoFile[]>([]);
  const [calling, setCalling] = useState(false);

  const ordered = useMemo(() => itemsByType(items.data ?? []), [items.data]);
  const flat = useMemo(() => ordered.flatMap((group) => group.items), [ordered]);
  const calls = stationId ? (open.data?.calls ?? []) : [];
  const openItemIds = useMemo(() => new Set(calls.map((call) => call.itemId)), [calls]);
  const uploading = photos.some((photo) => photo.status === 'uploading');
  const canCall = can(Permissions.andon.call.trigger) && !!stationId;

  const raise = async (item: AndonItem | null) => {
    if (!item || !stationId || calling || uploading || !canCall) return;
    setCalling(true);
    try {
      const call = await callApi(andonCallApi.trigger, {
        body: { itemId: item.id, stationId, note: note.trim() || undefined, photoIds: photoIdsOf(photos) },
      });
      void message.success(t('andonFloor.call.called', { item: call.itemName, code: call.code }));
      setSelected(null);
      setNote('');
      setPhotos([]);
      void queryClient.invalidateQueries({ queryKey: openCallsKey });
    } catch {
      // The request client has shown the server's refusal.
    } finally {
      setCalling(false);
    }
  };

  // The latest handler for the window's keys (it reads the current choice, note and photos).
  const onKey = useRef<(event: KeyboardEvent) => void>(() => {});
  onKey.current = (event) => {
    if (event.defaultPrevented || inOverlay(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      setSelected(null);
      return;
    }
    if (isTypingTarget(event.target)) return;
    const index = itemIndexForKey(event.key, flat.length);
    if (index !== null) {
      event.preventDefault();
      setSelected(flat[index] ?? null);
      return;
    }
    if (event.key === 'Enter' && selected) {
      const onOtherButton =
        event.target instanceof Element &&
        !!event.target.closest('button, a, [role=button]') &&
        !event.target.closest('[data-testid^="andon-item-"], [data-testid="andon-confirm"]');
      if (onOtherButton) return;
      event.preventDefault();
      void raise(selected);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const picker = (
    <StationCascader
      value={stationId}
      allowClear={false}
      placeholder={t('andonFloor.call.station')}
      style={{ width: phone ? 240 : 380 }}
      onChange={(id) => {
        chooseStation(id);
        setSelected(null);
      }}
      data-testid="andon-call-station"
    />
  );

  return (
    <PageContainer title={t('andonFloor.call.title')} extra={picker}>
      {!stationId ? (
        <Alert type="info" showIcon message={t('andonFloor.call.pickStation')} />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: phone ? '1fr' : 'minmax(0, 3fr) minmax(340px, 2fr)',
            alignItems: 'start',
          }}
        >
          <Card
            title={t('andonFloor.call.items')}
            extra={!phone && <Typography.Text type="secondary">{t('andonFloor.call.keysHint')}</Typography.Text>}
          >
            {items.error && <Alert type="error" showIcon message={(items.error as Error).message} />}
            {items.isLoading && <Spin />}
            {items.data && flat.length === 0 && <Empty description={t('andonFloor.call.noItems')} />}
            {flat.length > 0 && (
              <ItemButtons
                groups={ordered}
                selectedId={selected?.id ?? null}
                onSelect={setSelected}
                openItemIds={openItemIds}
                phone={phone}
              />
            )}
          </Card>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title={selected ? t('andonFloor.call.chosen', { item: selected.name }) : t('andonFloor.call.choose')}>
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                <Input
                  size="large"
                  value={note}
                  maxLength={ANDON_TEXT_MAX}
                  showCount
                  placeholder={t('andonFloor.call.notePlaceholder')}
                  aria-label={t('andonFloor.call.note')}
                  onChange={(event) => setNote(event.target.value)}
                  onPressEnter={() => void raise(selected)}
                  data-testid="andon-note"
                />
                {can(Permissions.sys.file.upload) && <PhotoPicker files={photos} onChange={setPhotos} />}
                <Button
                  type="primary"
                  danger
                  size="large"
                  block
                  style={{ height: 64, fontSize: 22, fontWeight: 700 }}
                  disabled={!selected || !canCall || uploading}
                  loading={calling}
                  onClick={() => void raise(selected)}
                  data-testid="andon-confirm"
                >
                  {selected ? t('andonFloor.call.confirm', { item: selected.name }) : t('andonFloor.call.choose')}
                </Button>
                {!can(Permissions.andon.call.trigger) && (
                  <Alert type="warning" showIcon message={t('andonFloor.call.noTriggerPermission')} />
                )}
              </Space>
            </Card>
            <Card title={t('andonFloor.call.open')}>
              {open.error && <Alert type="error" showIcon message={(open.error as Error).message} />}
              {open.data && calls.length === 0 && <Empty description={t('andonFloor.call.noOpen')} />}
              <CallList calls={calls} now={now} channel="console" showStation={false} testId="andon-station-calls" />
            </Card>
          </Space>
        </div>
      )}
    </PageContainer>
  );
}
