import {
  ArrowLeftOutlined,
  DeleteOutlined,
  HolderOutlined,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
  RollbackOutlined,
  SaveOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type Language,
  Permissions,
  type Process,
  processApi,
  ROUTING_CODE_MAX,
  ROUTING_CODE_PATTERN,
  ROUTING_DESCRIPTION_MAX,
  ROUTING_NAME_MAX,
  type RoutingDetail,
  type RoutingIssue,
  routingApi,
} from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../app/access/use-access';
import { useFieldRules } from '../../app/crud/field-rules';
import { callApi, isApiError } from '../../app/request';
import { formatTime } from '../../app/time';
import { PROCESS_TYPE_ACCENT, processTypeColor, processTypeLabel } from './process-types';
import {
  type EditorStep,
  editorIssues,
  FLOW,
  fromSteps,
  insertProcess,
  moveStep,
  ngPath,
  ngSource,
  nodeX,
  removeStep,
  repairSwitchBlock,
  returnPath,
  sameInput,
  setRepair,
  setReturnTo,
  toInput,
} from './routing-editor';

const P = Permissions.basics.routing;
const PALETTE_PREFIX = 'palette:';

interface HeaderValues {
  code: string;
  name: string;
  description?: string | null;
}

/** The step numbers an issue is about (to outline those nodes in red). */
function issueSteps(issue: RoutingIssue): number[] {
  return 'step' in issue ? [issue.step] : [];
}

/** The routing editor: palette of processes, the flow of steps (drag to add and reorder), repair branch with its return arrow, versions. */
export default function RoutingDetailPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { message } = App.useApp();
  const can = useAccess();
  const rules = useFieldRules();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const versionParam = params.get('version');
  const versionNo = versionParam ? Number(versionParam) : undefined;
  const backPath = pathname.replace(/\/detail\/?$/, '');

  const processList = useQuery({ queryKey: ['processes', 'list'], queryFn: () => callApi(processApi.list) });
  const detail = useQuery({
    queryKey: ['routing', id, versionNo ?? 'current'],
    queryFn: () => callApi(routingApi.detail, { query: { id: id!, versionNo } }),
    enabled: Boolean(id),
  });
  const processes = useMemo(
    () => new Map((processList.data ?? []).map((process) => [process.id, process])),
    [processList.data],
  );

  const [form] = Form.useForm<HeaderValues>();
  const [steps, setSteps] = useState<EditorStep[]>([]);
  const [baseline, setBaseline] = useState<EditorStep[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<Process | null>(null);
  const [keyword, setKeyword] = useState('');

  const loaded: RoutingDetail | undefined = detail.data;
  useEffect(() => {
    if (!loaded) return;
    const initial = fromSteps(loaded.steps);
    setSteps(initial);
    setBaseline(initial);
    setSelected(null);
    setServerError(null);
    form.setFieldsValue({ code: loaded.code, name: loaded.name, description: loaded.description });
  }, [loaded, form]);

  const isNew = !id;
  const oldVersion = Boolean(loaded && loaded.versionNo !== loaded.currentVersionNo);
  const editable = !oldVersion && can(isNew ? P.add : P.edit);
  const issues = useMemo(() => editorIssues(steps, processes), [steps, processes]);
  const badSteps = new Set(issues.flatMap(issueSteps));
  const changed = !sameInput(steps, baseline);
  const selectedIndex = steps.findIndex((step) => step.key === selected);
  const selectedStep = selectedIndex >= 0 ? steps[selectedIndex] : undefined;
  const inRouting = new Set(steps.map((step) => step.processId));

  const issueText = (issue: RoutingIssue) => {
    const processAt = (stepNo: number) => {
      const process = processes.get(steps[stepNo - 1]?.processId ?? '');
      return process ? `${process.code} ${process.name}` : '';
    };
    return t(`processes.rule.${issue.rule}`, { ...issue, process: 'step' in issue ? processAt(issue.step) : '' });
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const append = (process: Process, index?: number) => {
    if (!editable || inRouting.has(process.id)) return;
    const next = insertProcess(steps, process, index);
    setSteps(next);
    setSelected(next[index ?? next.length - 1]?.key ?? null);
  };

  const onDragStart = (event: DragStartEvent) => {
    const activeId = String(event.active.id);
    if (activeId.startsWith(PALETTE_PREFIX)) setDragging(processes.get(activeId.slice(PALETTE_PREFIX.length)) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || !editable) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    const overIndex = steps.findIndex((step) => step.key === overId);
    if (activeId.startsWith(PALETTE_PREFIX)) {
      const process = processes.get(activeId.slice(PALETTE_PREFIX.length));
      // Dropped on a step: before it, or after it when the drop is right of its middle.
      const dropped = active.rect.current.translated;
      const after = dropped ? dropped.left + dropped.width / 2 > over.rect.left + over.rect.width / 2 : false;
      if (process) append(process, overIndex >= 0 ? overIndex + (after ? 1 : 0) : undefined);
      return;
    }
    const from = steps.findIndex((step) => step.key === activeId);
    if (from >= 0 && overIndex >= 0 && from !== overIndex) setSteps(moveStep(steps, from, overIndex));
  };

  const move = (key: string, delta: number) => {
    const from = steps.findIndex((step) => step.key === key);
    if (from >= 0) setSteps(moveStep(steps, from, from + delta));
  };
  const remove = (key: string) => {
    const index = steps.findIndex((step) => step.key === key);
    const next = removeStep(steps, key);
    setSteps(next);
    setSelected(next[Math.min(index, next.length - 1)]?.key ?? null);
  };
  const onNodeKey = (event: KeyboardEvent, key: string) => {
    const index = steps.findIndex((step) => step.key === key);
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const delta = event.key === 'ArrowLeft' ? -1 : 1;
      event.preventDefault();
      if (event.altKey && editable) move(key, delta);
      else {
        const target = steps[index + delta];
        if (target) {
          setSelected(target.key);
          document.querySelector<HTMLElement>(`[data-step-key="${target.key}"]`)?.focus();
        }
      }
      return true;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && editable) {
      event.preventDefault();
      remove(key);
      return true;
    }
    return false;
  };

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      code: values.code.trim(),
      name: values.name.trim(),
      description: values.description?.trim() || null,
      steps: toInput(steps),
    };
    setSaving(true);
    try {
      const saved = id
        ? await callApi(routingApi.edit, { body: { id, ...body }, quiet: true })
        : await callApi(routingApi.add, { body, quiet: true });
      setServerError(null);
      if (loaded && saved.currentVersionNo > loaded.currentVersionNo)
        message.warning(t('processes.editor.savedNewVersion', { version: saved.currentVersionNo }));
      else message.success(t('processes.editor.saved'));
      queryClient.setQueryData(['routing', saved.id, 'current'], saved);
      if (!id || versionParam) setParams({ id: saved.id }, { replace: true });
      else {
        const next = fromSteps(saved.steps);
        setSteps(next);
        setBaseline(next);
      }
    } catch (error) {
      if (isApiError(error)) setServerError(error.message);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  if (id && detail.isLoading) return <Spin style={{ display: 'block', margin: 80 }} />;

  const filtered = (processList.data ?? []).filter((process) => {
    const word = keyword.trim().toLowerCase();
    return !word || process.code.toLowerCase().includes(word) || process.name.toLowerCase().includes(word);
  });
  const repairs = steps.map((step, index) => ({ step, index })).filter(({ step }) => step.repair);
  const width = Math.max(nodeX(steps.length) + FLOW.padX, 640);
  const height = FLOW.padTop + FLOW.nodeHeight + FLOW.returnDepth + repairs.length * 18 + 24;
  const midY = FLOW.padTop + FLOW.nodeHeight / 2;
  const stepLabel = (index: number) => {
    const process = processes.get(steps[index]?.processId ?? '');
    return `${t('processes.editor.step', { no: index + 1 })} · ${process?.code ?? ''} ${process?.name ?? ''}`;
  };

  return (
    <Flex vertical gap={12} data-testid="routing-editor">
      <Card size="small" styles={{ body: { padding: '10px 16px' } }}>
        <Flex align="center" gap={12} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backPath)} data-testid="routing-back">
            {t('processes.editor.back')}
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {isNew ? t('processes.editor.newTitle') : t('processes.editor.title', { code: loaded?.code ?? '' })}
          </Typography.Title>
          {loaded && <Tag color="blue">v{loaded.versionNo}</Tag>}
          {changed && editable && <Tag color="gold">{t('processes.editor.unsaved')}</Tag>}
          <div style={{ flex: 1 }} />
          {loaded && (
            <Space>
              <Typography.Text type="secondary">{t('processes.editor.versions')}</Typography.Text>
              <Select
                style={{ minWidth: 240 }}
                data-testid="routing-version"
                value={loaded.versionNo}
                onChange={(value: number) =>
                  setParams(
                    value === loaded.currentVersionNo ? { id: loaded.id } : { id: loaded.id, version: String(value) },
                  )
                }
                options={[...loaded.versions].reverse().map((version) => ({
                  value: version.versionNo,
                  label: `${t('processes.editor.versionOption', {
                    version: version.versionNo,
                    steps: version.stepCount,
                    date: formatTime(version.createdAt, 'date'),
                  })}${version.versionNo === loaded.currentVersionNo ? ` (${t('processes.editor.current')})` : ''}`,
                }))}
              />
            </Space>
          )}
          {editable && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              onClick={() => void save()}
              data-testid="routing-save"
            >
              {t('processes.editor.save')}
            </Button>
          )}
        </Flex>
      </Card>

      {oldVersion && loaded && (
        <Alert
          type="info"
          showIcon
          message={t('processes.editor.readOnly', { version: loaded.versionNo, current: loaded.currentVersionNo })}
          action={
            <Button size="small" onClick={() => setParams({ id: loaded.id })}>
              {t('processes.editor.toCurrent')}
            </Button>
          }
        />
      )}
      {serverError && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setServerError(null)}
          message={t('processes.editor.serverRefused')}
          description={<span data-testid="routing-server-error">{serverError}</span>}
        />
      )}

      <Card size="small" title={t('processes.editor.basics')}>
        <Form form={form} layout="inline" disabled={!editable} style={{ rowGap: 8 }}>
          <Form.Item
            name="code"
            label={t('crud.code')}
            rules={[
              rules.required(t('crud.code')),
              rules.tooLong(t('crud.code'), ROUTING_CODE_MAX),
              rules.pattern(t('crud.code'), ROUTING_CODE_PATTERN, t('crud.codeFormat', { field: t('crud.code') })),
            ]}
          >
            <Input data-testid="routing-code" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('crud.name')}
            rules={[rules.required(t('crud.name')), rules.tooLong(t('crud.name'), ROUTING_NAME_MAX)]}
          >
            <Input data-testid="routing-name" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('processes.routing.description')}
            rules={[rules.tooLong(t('processes.routing.description'), ROUTING_DESCRIPTION_MAX)]}
            style={{ flex: 1, minWidth: 260 }}
          >
            <Input data-testid="routing-description" />
          </Form.Item>
        </Form>
      </Card>

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <Flex gap={12} align="stretch" wrap={false} style={{ minWidth: 0 }}>
          <Card
            size="small"
            title={t('processes.editor.palette')}
            style={{ width: 260, flex: 'none' }}
            styles={{ body: { padding: 8 } }}
          >
            <Input
              allowClear
              size="small"
              prefix={<SearchOutlined />}
              placeholder={t('processes.editor.search')}
              data-testid="palette-search"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              style={{ marginBottom: 8 }}
            />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
              {t('processes.editor.paletteHelp')}
            </Typography.Paragraph>
            <div style={{ maxHeight: 460, overflowY: 'auto' }} data-testid="routing-palette">
              {filtered.length === 0 && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('processes.editor.noProcesses')} />
              )}
              {filtered.map((process) => (
                <PaletteItem
                  key={process.id}
                  process={process}
                  language={language}
                  used={inRouting.has(process.id)}
                  disabled={!editable}
                  onAdd={() => append(process)}
                  usedLabel={t('processes.editor.inRouting')}
                  addLabel={t('processes.editor.addStep', { process: process.code })}
                />
              ))}
            </div>
          </Card>

          <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
            <Card
              size="small"
              title={t('processes.editor.canvas')}
              extra={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('processes.editor.canvasHelp')}
                </Typography.Text>
              }
              style={{ minWidth: 0 }}
              styles={{ body: { padding: 0 } }}
            >
              <Canvas empty={steps.length === 0} emptyText={t('processes.editor.emptyCanvas')}>
                <div style={{ position: 'relative', width, height }}>
                  <svg
                    width={width}
                    height={height}
                    style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
                    aria-hidden
                  >
                    <defs>
                      <marker
                        id="flow-arrow"
                        viewBox="0 0 10 10"
                        refX="9"
                        refY="5"
                        markerWidth="7"
                        markerHeight="7"
                        orient="auto-start-reverse"
                      >
                        <path d="M 0 0 L 10 5 L 0 10 z" fill="#8c8c8c" />
                      </marker>
                      <marker
                        id="flow-arrow-repair"
                        viewBox="0 0 10 10"
                        refX="9"
                        refY="5"
                        markerWidth="7"
                        markerHeight="7"
                        orient="auto-start-reverse"
                      >
                        <path d="M 0 0 L 10 5 L 0 10 z" fill="#fa8c16" />
                      </marker>
                    </defs>
                    {steps.slice(1).map((step, i) => {
                      const x1 = nodeX(i) + FLOW.nodeWidth + 2;
                      const x2 = nodeX(i + 1) - 4;
                      // Good units pass a repair step by: the line into it is the flow's, not NG.
                      return (
                        <line
                          key={step.key}
                          x1={x1}
                          y1={midY}
                          x2={x2}
                          y2={midY}
                          stroke="#8c8c8c"
                          strokeWidth={2}
                          strokeDasharray={step.repair || steps[i]?.repair ? '4 4' : undefined}
                          markerEnd="url(#flow-arrow)"
                        />
                      );
                    })}
                    {repairs.map(({ step, index }, lane) => {
                      const source = ngSource(steps, index, processes);
                      if (source < 0) return null;
                      const rise = FLOW.padTop - FLOW.ngRise - lane * FLOW.lane;
                      return (
                        <g key={`ng-${step.key}`} data-testid={`ng-arrow-${source + 1}-${index + 1}`}>
                          <path
                            d={ngPath(source, index, lane)}
                            fill="none"
                            stroke="#fa8c16"
                            strokeWidth={2}
                            strokeDasharray="5 4"
                            markerEnd="url(#flow-arrow-repair)"
                          />
                          <text
                            x={(nodeX(source) + nodeX(index) + FLOW.nodeWidth) / 2}
                            y={rise - 4}
                            textAnchor="middle"
                            fontSize={11}
                            fill="#d46b08"
                          >
                            {t('processes.editor.ng')}
                          </text>
                        </g>
                      );
                    })}
                    {repairs.map(({ step, index }, lane) => {
                      const target = steps.findIndex((other) => other.key === step.returnTo);
                      if (target < 0 || target >= index) return null;
                      const y = FLOW.padTop + FLOW.nodeHeight + FLOW.returnDepth + lane * 18;
                      return (
                        <g key={step.key} data-testid={`return-arrow-${index + 1}-${target + 1}`}>
                          <path
                            d={returnPath(index, target, lane)}
                            fill="none"
                            stroke="#fa8c16"
                            strokeWidth={2}
                            strokeDasharray="6 4"
                            markerEnd="url(#flow-arrow-repair)"
                          />
                          <text
                            x={(nodeX(index) + nodeX(target) + FLOW.nodeWidth) / 2}
                            y={y - 5}
                            textAnchor="middle"
                            fontSize={11}
                            fill="#d46b08"
                          >
                            {t('processes.editor.returnsTo', { no: target + 1 })}
                          </text>
                        </g>
                      );
                    })}
                  </svg>
                  <SortableContext items={steps.map((step) => step.key)} strategy={horizontalListSortingStrategy}>
                    <div
                      style={{
                        position: 'absolute',
                        left: FLOW.padX,
                        top: FLOW.padTop,
                        display: 'flex',
                        gap: FLOW.gap,
                      }}
                    >
                      {steps.map((step, index) => (
                        <StepNode
                          key={step.key}
                          step={step}
                          index={index}
                          process={processes.get(step.processId)}
                          language={language}
                          selected={step.key === selected}
                          invalid={badSteps.has(index + 1)}
                          disabled={!editable}
                          onSelect={() => setSelected(step.key)}
                          onKey={(event) => onNodeKey(event, step.key)}
                          label={t('processes.editor.step', { no: index + 1 })}
                          returnLabel={(() => {
                            const target = steps.findIndex((other) => other.key === step.returnTo);
                            return step.repair && target >= 0
                              ? t('processes.editor.returnsTo', { no: target + 1 })
                              : null;
                          })()}
                        />
                      ))}
                    </div>
                  </SortableContext>
                </div>
              </Canvas>
              <Flex gap={16} style={{ padding: '8px 16px', borderTop: '1px solid #f0f0f0', fontSize: 12 }} wrap>
                <Legend color="#1677ff" text={t('processes.editor.legendMain')} />
                <Legend color="#fa8c16" dashed text={t('processes.editor.legendRepair')} />
                <Legend color="#fa8c16" dashed line text={t('processes.editor.legendReturn')} />
              </Flex>
            </Card>

            <Card size="small" title={t('processes.editor.selected')} style={{ flex: 1 }}>
              {!selectedStep ? (
                <Typography.Text type="secondary">{t('processes.editor.selectHint')}</Typography.Text>
              ) : (
                <StepInspector
                  key={selectedStep.key}
                  step={selectedStep}
                  index={selectedIndex}
                  steps={steps}
                  process={processes.get(selectedStep.processId)}
                  language={language}
                  editable={editable}
                  stepLabel={stepLabel}
                  onRepair={(repair) => setSteps(setRepair(steps, selectedStep.key, repair, processes))}
                  onReturnTo={(target) => setSteps(setReturnTo(steps, selectedStep.key, target))}
                  onMove={(delta) => move(selectedStep.key, delta)}
                  onRemove={() => remove(selectedStep.key)}
                />
              )}
            </Card>
          </Flex>
        </Flex>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div style={{ ...nodeBox(PROCESS_TYPE_ACCENT[dragging.type], false), opacity: 0.9, cursor: 'grabbing' }}>
              <NodeBody process={dragging} language={language} label="+" />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>

      {issues.length > 0 && steps.length > 0 && editable && (
        <Alert
          type="warning"
          showIcon
          message={t('processes.editor.issues')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="routing-issues">
              {issues.map((issue) => (
                <li key={JSON.stringify(issue)}>{issueText(issue)}</li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}

function Canvas({ empty, emptyText, children }: { empty: boolean; emptyText: string; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  return (
    <div
      ref={setNodeRef}
      data-testid="routing-canvas"
      style={{
        overflowX: 'auto',
        minHeight: 230,
        background: isOver ? '#e6f4ff' : 'radial-gradient(circle, #d9d9d9 1px, transparent 1px) 0 0 / 16px 16px',
        transition: 'background-color 0.2s',
        position: 'relative',
      }}
    >
      {empty ? (
        <Flex align="center" justify="center" style={{ height: 230, color: '#8c8c8c' }}>
          <Space direction="vertical" align="center">
            <PlusOutlined style={{ fontSize: 28 }} />
            {emptyText}
          </Space>
        </Flex>
      ) : (
        children
      )}
    </div>
  );
}

function Legend({ color, text, dashed, line }: { color: string; text: string; dashed?: boolean; line?: boolean }) {
  return (
    <Space size={6}>
      {line ? (
        <svg width={28} height={10} aria-hidden>
          <line x1={0} y1={5} x2={28} y2={5} stroke={color} strokeWidth={2} strokeDasharray="5 3" />
        </svg>
      ) : (
        <span
          style={{
            display: 'inline-block',
            width: 14,
            height: 14,
            borderRadius: 3,
            border: `2px ${dashed ? 'dashed' : 'solid'} ${color}`,
          }}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text}
      </Typography.Text>
    </Space>
  );
}

function nodeBox(accent: string, repair: boolean): React.CSSProperties {
  return {
    width: FLOW.nodeWidth,
    height: FLOW.nodeHeight,
    boxSizing: 'border-box',
    borderRadius: 8,
    background: repair ? '#fff7e6' : '#fff',
    border: `1.5px ${repair ? 'dashed' : 'solid'} ${repair ? '#fa8c16' : '#d9d9d9'}`,
    borderTop: `4px solid ${accent}`,
    boxShadow: '0 1px 3px rgba(0,0,0,0.08)',
    padding: '6px 10px',
    userSelect: 'none',
    position: 'relative',
  };
}

function NodeBody({ process, language, label }: { process: Process | undefined; language: Language; label: string }) {
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
          {label}
        </Typography.Text>
        {process && (
          <Tag
            color={processTypeColor(process.type)}
            style={{ marginInlineEnd: 0, fontSize: 10, lineHeight: '16px', paddingInline: 4 }}
          >
            {processTypeLabel(process.type, language)}
          </Tag>
        )}
      </Flex>
      <Typography.Text strong style={{ display: 'block', fontSize: 14 }}>
        {process?.code ?? '?'}
      </Typography.Text>
      <Typography.Text ellipsis style={{ display: 'block', fontSize: 12, color: '#595959' }}>
        {process?.name ?? ''}
      </Typography.Text>
    </>
  );
}

interface StepNodeProps {
  step: EditorStep;
  index: number;
  process: Process | undefined;
  language: Language;
  selected: boolean;
  invalid: boolean;
  disabled: boolean;
  onSelect: () => void;
  onKey: (event: KeyboardEvent) => boolean;
  label: string;
  returnLabel: string | null;
}

function StepNode({
  step,
  index,
  process,
  language,
  selected,
  invalid,
  disabled,
  onSelect,
  onKey,
  label,
  returnLabel,
}: StepNodeProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: step.key,
    disabled,
  });
  const accent = PROCESS_TYPE_ACCENT[process?.type ?? 'normal'];
  const style: React.CSSProperties = {
    ...nodeBox(accent, step.repair),
    transform: CSS.Transform.toString(transform),
    transition,
    zIndex: isDragging ? 10 : 1,
    cursor: disabled ? 'pointer' : 'grab',
    outline: selected ? '2px solid #1677ff' : invalid ? '2px solid #ff4d4f' : 'none',
    outlineOffset: 2,
    boxShadow: isDragging
      ? '0 8px 20px rgba(0,0,0,0.18)'
      : selected
        ? '0 2px 10px rgba(22,119,255,0.25)'
        : '0 1px 3px rgba(0,0,0,0.08)',
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make the node role="button" with tabIndex 0
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role="button" comes from dnd-kit's attributes
    <div
      ref={setNodeRef}
      style={style}
      {...attributes}
      {...listeners}
      aria-pressed={selected}
      aria-label={`${label} ${process?.code ?? ''} ${process?.name ?? ''}`}
      data-testid={`routing-step-${index + 1}`}
      data-step-key={step.key}
      data-process-code={process?.code}
      onClick={onSelect}
      onFocus={onSelect}
      onKeyDown={(event) => {
        if (!onKey(event)) listeners?.onKeyDown?.(event);
      }}
    >
      <HolderOutlined style={{ position: 'absolute', right: 4, bottom: 6, color: '#bfbfbf', fontSize: 11 }} />
      <NodeBody process={process} language={language} label={label} />
      {returnLabel && (
        <Typography.Text
          ellipsis={{ tooltip: returnLabel }}
          style={{ display: 'block', maxWidth: FLOW.nodeWidth - 32, fontSize: 11, color: '#d46b08' }}
          data-testid={`routing-return-${index + 1}`}
        >
          <RollbackOutlined /> {returnLabel}
        </Typography.Text>
      )}
    </div>
  );
}

interface PaletteItemProps {
  process: Process;
  language: Language;
  used: boolean;
  disabled: boolean;
  onAdd: () => void;
  usedLabel: string;
  addLabel: string;
}

function PaletteItem({ process, language, used, disabled, onAdd, usedLabel, addLabel }: PaletteItemProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${process.id}`,
    disabled: used || disabled,
  });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make the item role="button" with tabIndex 0
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role="button" comes from dnd-kit's attributes
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={addLabel}
      data-testid={`palette-${process.code}`}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onAdd();
        } else listeners?.onKeyDown?.(event);
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 8px',
        marginBottom: 6,
        borderRadius: 6,
        border: '1px solid #f0f0f0',
        borderInlineStart: `4px solid ${PROCESS_TYPE_ACCENT[process.type]}`,
        background: used ? '#fafafa' : '#fff',
        opacity: isDragging ? 0.4 : used ? 0.55 : 1,
        cursor: used || disabled ? 'default' : 'grab',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 13 }}>
          {process.code}
        </Typography.Text>{' '}
        <Tag color={processTypeColor(process.type)} style={{ fontSize: 10, lineHeight: '16px', paddingInline: 4 }}>
          {processTypeLabel(process.type, language)}
        </Tag>
        <Typography.Text ellipsis style={{ display: 'block', fontSize: 12, color: '#595959' }}>
          {process.name}
        </Typography.Text>
      </div>
      {used ? (
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
          {usedLabel}
        </Typography.Text>
      ) : (
        !disabled && (
          <Tooltip title={addLabel}>
            <Button
              size="small"
              type="text"
              icon={<PlusOutlined />}
              aria-label={addLabel}
              data-testid={`palette-add-${process.code}`}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={onAdd}
            />
          </Tooltip>
        )
      )}
    </div>
  );
}

interface StepInspectorProps {
  step: EditorStep;
  index: number;
  steps: EditorStep[];
  process: Process | undefined;
  language: Language;
  editable: boolean;
  stepLabel: (index: number) => string;
  onRepair: (repair: boolean) => void;
  onReturnTo: (target: string | null) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

function StepInspector({
  step,
  index,
  steps,
  process,
  language,
  editable,
  stepLabel,
  onRepair,
  onReturnTo,
  onMove,
  onRemove,
}: StepInspectorProps) {
  const { t } = useTranslation();
  const yes = (value: boolean | undefined) =>
    value ? <Tag color="green">{t('processes.yes')}</Tag> : <Tag>{t('processes.no')}</Tag>;
  const targets = steps
    .map((other, otherIndex) => ({ other, otherIndex }))
    .filter(({ other, otherIndex }) => otherIndex < index && !other.repair);
  const blocked = repairSwitchBlock(step, process, editable);
  const blockedText =
    blocked === 'notRepairProcess'
      ? t('processes.editor.repairOnlyRepairProcess', {
          type: process ? processTypeLabel(process.type, language) : '',
          repair: processTypeLabel('repair', language),
        })
      : blocked === 'readOnly'
        ? t('processes.editor.repairReadOnly')
        : null;
  return (
    <Flex gap={32} wrap align="start" data-testid="routing-inspector">
      <div style={{ minWidth: 200 }}>
        <Typography.Text type="secondary">{t('processes.editor.step', { no: index + 1 })}</Typography.Text>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {process?.code} {process?.name}
        </Typography.Title>
        {process && <Tag color={processTypeColor(process.type)}>{processTypeLabel(process.type, language)}</Tag>}
      </div>
      <Flex vertical gap={4} style={{ fontSize: 12, minWidth: 180 }}>
        <Flex justify="space-between">
          {t('processes.process.counting')} {yes(process?.counting)}
        </Flex>
        <Flex justify="space-between">
          {t('processes.process.completion')} {yes(process?.completion)}
        </Flex>
        <Flex justify="space-between">
          {t('processes.process.mandatoryScan')} {yes(process?.mandatoryScan)}
        </Flex>
      </Flex>
      <Flex vertical gap={6} style={{ minWidth: 240 }}>
        <Flex justify="space-between" align="center">
          <Tooltip title={t('processes.editor.repairStepHelp')}>
            <span>{t('processes.editor.repairStep')}</span>
          </Tooltip>
          <Tooltip title={blocked ? blockedText : undefined}>
            <Switch checked={step.repair} disabled={blocked !== null} onChange={onRepair} data-testid="step-repair" />
          </Tooltip>
        </Flex>
        {blocked === 'notRepairProcess' && (
          <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 280 }} data-testid="step-repair-why">
            {blockedText}
          </Typography.Text>
        )}
        {step.repair && (
          <div>
            <Typography.Text>{t('processes.editor.returnTo')}</Typography.Text>
            <Select
              style={{ width: '100%' }}
              disabled={!editable}
              value={step.returnTo ?? undefined}
              placeholder={t('processes.editor.returnTo')}
              onChange={(value: string) => onReturnTo(value)}
              data-testid="step-return-to"
              options={targets.map(({ other, otherIndex }) => ({ value: other.key, label: stepLabel(otherIndex) }))}
            />
          </div>
        )}
      </Flex>
      {editable && (
        <Flex gap={6} wrap style={{ alignSelf: 'center' }}>
          <Button size="small" icon={<LeftOutlined />} disabled={index === 0} onClick={() => onMove(-1)}>
            {t('processes.editor.moveLeft')}
          </Button>
          <Button size="small" icon={<RightOutlined />} disabled={index === steps.length - 1} onClick={() => onMove(1)}>
            {t('processes.editor.moveRight')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove} data-testid="step-remove">
            {t('processes.editor.remove')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
