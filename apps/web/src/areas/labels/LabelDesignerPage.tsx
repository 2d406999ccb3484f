import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import {
  LABEL_ELEMENTS_MAX,
  LABEL_FIELDS,
  LABEL_PAPER_MAX_MM,
  LABEL_PAPER_MIN_MM,
  LABEL_SAMPLE_RECORD,
  type LabelDesign,
  type LabelElement,
  type LabelRecord,
  labelDate,
  layoutItem,
  Permissions,
  printTemplateApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  InputNumber,
  Segmented,
  Space,
  Spin,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../app/access/use-access';
import { fetchFile } from '../../app/download';
import { callApi } from '../../app/request';
import {
  elementsOffPaper,
  moveElement,
  newElement,
  PALETTE,
  type PaletteItem,
  type Paper,
  removeElement,
  replaceElement,
  resizeElement,
} from './designer-model';
import { ElementProperties } from './ElementProperties';
import { itemBoxStyle, LabelItemContent } from './LabelView';

const ZOOMS = [4, 6, 8, 10] as const;

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: LabelElement;
}

/** Field names instead of sample values (the "field names" view of the canvas). */
const FIELD_NAMES: LabelRecord = Object.fromEntries(LABEL_FIELDS.map((field) => [field, `{${field}}`]));

/**
 * The label designer (`?id=` of a print template): a canvas at scale where elements are dragged
 * and resized, a palette, a property panel, the paper size, and a live preview with sample data
 * (bar codes rendered with bwip-js like the printed PDF). Saves paper and elements in one call.
 */
export default function LabelDesignerPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const backPath = pathname.replace(/\/designer\/?$/, '');

  const template = useQuery({
    queryKey: ['print-template', id],
    queryFn: () => callApi(printTemplateApi.detail, { query: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

  const [design, setDesign] = useState<LabelDesign>({ elements: [] });
  const [paper, setPaper] = useState<Paper>({ widthMm: 60, heightMm: 40 });
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number>(8);
  const [sample, setSample] = useState(true);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const drag = useRef<Drag | null>(null);

  useEffect(() => {
    if (!template.data) return;
    setDesign(template.data.design);
    setPaper({ widthMm: template.data.paperWidth, heightMm: template.data.paperHeight });
    setDirty(false);
  }, [template.data]);

  const change = useCallback((next: LabelDesign) => {
    setDesign(next);
    setDirty(true);
  }, []);
  const current = design.elements.find((element) => element.id === selected) ?? null;
  const offPaper = useMemo(() => elementsOffPaper(design, paper), [design, paper]);
  const today = useMemo(() => labelDate(new Date()), []);
  const record = sample ? LABEL_SAMPLE_RECORD : FIELD_NAMES;

  const add = (item: PaletteItem) => {
    if (design.elements.length >= LABEL_ELEMENTS_MAX) return;
    const element = newElement(item, design, paper);
    change({ elements: [...design.elements, element] });
    setSelected(element.id);
  };

  const onPointerDown = (event: ReactPointerEvent, element: LabelElement, mode: Drag['mode']) => {
    event.stopPropagation();
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    setSelected(element.id);
    drag.current = { id: element.id, mode, startX: event.clientX, startY: event.clientY, start: element };
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const active = drag.current;
    if (!active) return;
    const dx = (event.clientX - active.startX) / zoom;
    const dy = (event.clientY - active.startY) / zoom;
    const next =
      active.mode === 'move' ? moveElement(active.start, dx, dy, paper) : resizeElement(active.start, dx, dy, paper);
    change(replaceElement(design, next));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  // Arrow keys nudge the selected element by 0.5 mm (Shift: 5 mm); Delete removes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!current || (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) || target?.isContentEditable) return;
      const step = event.shiftKey ? 5 : 0.5;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        change(replaceElement(design, moveElement(current, move[0], move[1], paper)));
      } else if (event.key === 'Delete') {
        change(removeElement(design, current.id));
        setSelected(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, design, paper, change]);

  const save = async () => {
    if (!id) return;
    setSaving(true);
    try {
      await callApi(printTemplateApi.design, {
        body: { id, paperWidth: paper.widthMm, paperHeight: paper.heightMm, design },
      });
      setDirty(false);
      message.success(t('crud.saved'));
    } finally {
      setSaving(false);
    }
  };

  const previewPdf = async () => {
    if (!id) return;
    if (dirty) await save();
    const { blob } = await fetchFile(printTemplateApi.printPdf, {
      body: { id, records: [LABEL_SAMPLE_RECORD] },
      language: i18n.language,
      fallbackName: 'preview.pdf',
    });
    window.open(URL.createObjectURL(blob), '_blank');
  };

  if (!id)
    return (
      <Alert
        type="info"
        showIcon
        message={t('labels.designer.noTemplate')}
        action={<Button onClick={() => void navigate(backPath)}>{t('labels.designer.back')}</Button>}
      />
    );
  if (template.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!template.data) return <Empty />;

  const canvasWidth = paper.widthMm * zoom;
  const canvasHeight = paper.heightMm * zoom;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backPath)}>
              {t('labels.designer.back')}
            </Button>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {template.data.name} <Typography.Text type="secondary">{template.data.code}</Typography.Text>
            </Typography.Title>
            {dirty && <Typography.Text type="warning">{t('labels.designer.unsaved')}</Typography.Text>}
          </Space>
          <Space wrap>
            <span>{t('labels.designer.paper')}</span>
            <InputNumber
              min={LABEL_PAPER_MIN_MM}
              max={LABEL_PAPER_MAX_MM}
              precision={1}
              addonAfter="mm"
              style={{ width: 120 }}
              value={paper.widthMm}
              onChange={(value) => {
                if (value) {
                  setPaper((p) => ({ ...p, widthMm: value }));
                  setDirty(true);
                }
              }}
              data-testid="designer-paper-width"
            />
            ×
            <InputNumber
              min={LABEL_PAPER_MIN_MM}
              max={LABEL_PAPER_MAX_MM}
              precision={1}
              addonAfter="mm"
              style={{ width: 120 }}
              value={paper.heightMm}
              onChange={(value) => {
                if (value) {
                  setPaper((p) => ({ ...p, heightMm: value }));
                  setDirty(true);
                }
              }}
              data-testid="designer-paper-height"
            />
            <Segmented
              value={zoom}
              options={ZOOMS.map((z) => ({ value: z, label: `${z * 12.5}%` }))}
              onChange={(value) => setZoom(value as number)}
            />
            <Tooltip title={t('labels.designer.sampleHelp')}>
              <Switch
                checked={sample}
                onChange={setSample}
                checkedChildren={t('labels.designer.sample')}
                unCheckedChildren={t('labels.designer.fieldNames')}
              />
            </Tooltip>
            {can(Permissions.basics.printTemplate.print) && (
              <Button onClick={() => void previewPdf()} data-testid="designer-preview-pdf">
                {t('labels.designer.previewPdf')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              disabled={offPaper.length > 0}
              onClick={() => void save()}
              data-testid="designer-save"
            >
              {t('labels.designer.save')}
            </Button>
          </Space>
        </Space>
      </Card>
      {offPaper.length > 0 && (
        <Alert type="warning" showIcon message={t('labels.designer.offPaper', { ids: offPaper.join(', ') })} />
      )}
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Card size="small" title={t('labels.designer.palette')} style={{ width: 150 }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {PALETTE.map((item) => (
              <Button key={item} block onClick={() => add(item)} data-testid={`palette-${item}`}>
                {t(`labels.palette.${item}`)}
              </Button>
            ))}
          </Space>
        </Card>
        <Card
          size="small"
          title={t('labels.designer.canvas', { width: paper.widthMm, height: paper.heightMm })}
          style={{ flex: 1, minWidth: 320 }}
          styles={{ body: { overflow: 'auto', background: '#f0f2f5', padding: 24 } }}
        >
          <div
            data-testid="designer-canvas"
            onPointerDown={() => setSelected(null)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            style={{
              position: 'relative',
              width: canvasWidth,
              height: canvasHeight,
              margin: '0 auto',
              background: '#fff',
              boxShadow: '0 1px 6px rgba(0,0,0,0.25)',
              backgroundImage:
                'linear-gradient(to right, rgba(0,0,0,0.05) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.05) 1px, transparent 1px)',
              backgroundSize: `${zoom * 5}px ${zoom * 5}px`,
              touchAction: 'none',
              userSelect: 'none',
            }}
          >
            {design.elements.map((element) => {
              const item = layoutItem(element, record, today);
              const isSelected = element.id === selected;
              return (
                <div
                  key={element.id}
                  data-testid={`designer-element-${element.id}`}
                  onPointerDown={(event) => onPointerDown(event, element, 'move')}
                  style={{
                    ...itemBoxStyle(element, zoom),
                    cursor: 'move',
                    outline: isSelected ? '1px solid #1677ff' : '1px dashed rgba(22,119,255,0.35)',
                    outlineOffset: 1,
                    minHeight: 2,
                  }}
                >
                  {item ? (
                    <LabelItemContent item={item} scale={zoom} />
                  ) : (
                    <div style={{ width: '100%', height: '100%', background: 'rgba(0,0,0,0.06)' }} />
                  )}
                  {isSelected && (
                    <div
                      data-testid="designer-resize"
                      onPointerDown={(event) => onPointerDown(event, element, 'resize')}
                      style={{
                        position: 'absolute',
                        right: -5,
                        bottom: -5,
                        width: 10,
                        height: 10,
                        background: '#1677ff',
                        cursor: 'nwse-resize',
                        borderRadius: 2,
                      }}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, textAlign: 'center' }}>
            {t('labels.designer.hint')}
          </Typography.Paragraph>
        </Card>
        <Card size="small" title={t('labels.designer.properties')} style={{ width: 280 }}>
          {current ? (
            <ElementProperties
              element={current}
              onChange={(element) => change(replaceElement(design, element))}
              onRemove={() => {
                change(removeElement(design, current.id));
                setSelected(null);
              }}
            />
          ) : (
            <Typography.Text type="secondary">{t('labels.designer.selectHint')}</Typography.Text>
          )}
        </Card>
      </div>
    </Space>
  );
}
