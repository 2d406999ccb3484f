import {
  barcodeRuleApi,
  LABEL_FIELDS,
  layoutLabel,
  Permissions,
  PRINT_COPIES_MAX,
  PRINT_RECORDS_MAX,
  type PrintTemplate,
  printTemplateApi,
  productApi,
  referenceApi,
  workOrderApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Divider, Empty, Form, Input, InputNumber, Modal, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { RefSelect } from '../../app/crud/RefSelect';
import { downloadFile, fetchFile } from '../../app/download';
import { callApi, isApiError } from '../../app/request';
import { recordsFromLines } from './designer-model';
import { LabelView } from './LabelView';
import { type SharedFields, withProduct, withWorkOrder } from './print-source';

/** Fields every label of one print shares (the serial comes per line). */
const SHARED_FIELDS = LABEL_FIELDS.filter((field) => field !== 'serial' && field !== 'date');
const GENERATE_MAX = PRINT_RECORDS_MAX;

/** Opens a PDF in a hidden frame and starts the browser's print dialog for it. */
function printPdfBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.right = '0';
  frame.style.bottom = '0';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank');
    }
  };
  document.body.appendChild(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * Prints a template for a list of records: serials pasted one per line or generated from a
 * barcode rule, fields shared by every label, then PDF (download or browser print), ZPL, or a
 * direct send to the template's network printer.
 */
export function PrintLabelsModal({ template: listed, onClose }: { template: PrintTemplate; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  // The list's row may predate a design saved in the designer tab: print what is saved now.
  const current = useQuery({
    queryKey: ['print-template', listed.id],
    queryFn: () => callApi(printTemplateApi.detail, { query: { id: listed.id }, quiet: true }),
    enabled: can(Permissions.basics.printTemplate.get),
    staleTime: 0,
  });
  const template = current.data ?? listed;
  const [serials, setSerials] = useState('');
  const [shared, setShared] = useState<SharedFields>({});
  const [orderId, setOrderId] = useState<string | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const [copies, setCopies] = useState(1);
  const [ruleId, setRuleId] = useState<string | null>(null);
  const [count, setCount] = useState(10);
  const [busy, setBusy] = useState<string | null>(null);

  const records = useMemo(() => recordsFromLines(serials, shared), [serials, shared]);
  const preview = useMemo(
    () =>
      layoutLabel(
        { widthMm: template.paperWidth, heightMm: template.paperHeight },
        template.design,
        records[0] ?? shared,
      ),
    [template, records, shared],
  );
  const scale = Math.min(6, 360 / template.paperWidth, 260 / template.paperHeight);
  const tooMany = records.length * copies > PRINT_RECORDS_MAX;
  const body = { id: template.id, records, copies };
  const fallbackName = `${template.code}`;

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      // callApi has shown its own notice; file calls throw an ApiError carrying the server's text.
      if (isApiError(error) && key !== 'direct' && key !== 'generate' && key !== 'source') message.error(error.message);
    } finally {
      setBusy(null);
    }
  };

  const generate = () =>
    run('generate', async () => {
      if (!ruleId) return;
      const batch = await callApi(barcodeRuleApi.generate, {
        body: {
          ruleId,
          count,
          productCode: shared.productCode?.trim() || null,
          orderNumber: shared.orderNumber?.trim() || null,
        },
      });
      setSerials(batch.codes.join('\n'));
      message.success(t('labels.print.generated', { count: batch.codes.length }));
    });

  // A product's spec needs its detail (permission to read products); without it code and name
  // come from the picker's lookup and the spec stays as typed.
  const canReadProducts = can(Permissions.basics.product.get);
  const productOf = async (id: string) => {
    if (canReadProducts) return callApi(productApi.detail, { query: { id } });
    const [ref] = await callApi(referenceApi.options, { query: { kind: 'product', ids: [id] } });
    return ref ? { code: ref.code, name: ref.name } : null;
  };
  const pickOrder = (id: string | null) => {
    setOrderId(id);
    if (!id) return;
    void run('source', async () => {
      const order = await callApi(workOrderApi.detail, { query: { id } });
      const spec = canReadProducts
        ? (await callApi(productApi.detail, { query: { id: order.productId } })).spec
        : undefined;
      setProductId(order.productId);
      setShared((current) => withWorkOrder(current, order, spec));
      setCount(Math.min(order.planQuantity, GENERATE_MAX));
    });
  };
  const pickProduct = (id: string | null) => {
    setProductId(id);
    if (!id) return;
    void run('source', async () => {
      const product = await productOf(id);
      if (product) setShared((current) => withProduct(current, product));
    });
  };

  const ready = records.length > 0 && !tooMany;
  return (
    <Modal
      open
      width={880}
      title={t('labels.print.title', { name: template.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('labels.print.close')}</Button>
          <Button
            data-testid="print-zpl"
            disabled={!ready}
            loading={busy === 'zpl'}
            onClick={() =>
              run('zpl', () =>
                downloadFile(printTemplateApi.printZpl, {
                  body,
                  language: i18n.language,
                  fallbackName: `${fallbackName}.zpl`,
                }),
              )
            }
          >
            {t('labels.print.zpl')}
          </Button>
          <Button
            data-testid="print-direct"
            disabled={!ready}
            loading={busy === 'direct'}
            onClick={() =>
              run('direct', async () => {
                const job = await callApi(printTemplateApi.printDirect, { body });
                message.success(t('labels.print.sent', { count: job.labelCount }));
              })
            }
          >
            {t('labels.print.direct')}
          </Button>
          <Button
            data-testid="print-browser"
            disabled={!ready}
            loading={busy === 'browser'}
            onClick={() =>
              run('browser', async () => {
                const { blob } = await fetchFile(printTemplateApi.printPdf, {
                  body,
                  language: i18n.language,
                  fallbackName: `${fallbackName}.pdf`,
                });
                printPdfBlob(blob);
              })
            }
          >
            {t('labels.print.browser')}
          </Button>
          <Button
            type="primary"
            data-testid="print-pdf"
            disabled={!ready}
            loading={busy === 'pdf'}
            onClick={() =>
              run('pdf', () =>
                downloadFile(printTemplateApi.printPdf, {
                  body,
                  language: i18n.language,
                  fallbackName: `${fallbackName}.pdf`,
                }),
              )
            }
          >
            {t('labels.print.pdf')}
          </Button>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          {can(Permissions.basics.barcodeRule.generate) && (
            <>
              <Typography.Text strong>{t('labels.print.fromRule')}</Typography.Text>
              <Space.Compact style={{ width: '100%', marginTop: 8 }}>
                <RefSelect
                  kind="barcodeRule"
                  value={ruleId}
                  onChange={(value) => setRuleId((value as string | null) ?? null)}
                  placeholder={t('labels.print.rule')}
                  style={{ flex: 1 }}
                  allowClear
                  data-testid="print-rule"
                />
                <InputNumber
                  min={1}
                  max={GENERATE_MAX}
                  precision={0}
                  value={count}
                  onChange={(value) => setCount(value ?? 1)}
                  style={{ width: 90 }}
                  data-testid="print-count"
                />
                <Button
                  disabled={!ruleId}
                  loading={busy === 'generate'}
                  onClick={generate}
                  data-testid="print-generate"
                >
                  {t('labels.print.generate')}
                </Button>
              </Space.Compact>
              <Divider style={{ margin: '12px 0' }} />
            </>
          )}
          <Form layout="vertical">
            <Typography.Text strong>{t('labels.print.fillFrom')}</Typography.Text>
            <Row gutter={12} style={{ marginTop: 8 }}>
              {can(Permissions.work.workOrder.get) && (
                <Col span={12}>
                  <Form.Item label={t('labels.print.workOrder')} style={{ marginBottom: 8 }}>
                    <RefSelect
                      kind="workOrder"
                      value={orderId}
                      onChange={(value) => pickOrder((value as string | null) ?? null)}
                      placeholder={t('labels.print.workOrderHelp')}
                      data-testid="print-work-order"
                    />
                  </Form.Item>
                </Col>
              )}
              <Col span={12}>
                <Form.Item label={t('labels.print.product')} style={{ marginBottom: 8 }}>
                  <RefSelect
                    kind="product"
                    value={productId}
                    onChange={(value) => pickProduct((value as string | null) ?? null)}
                    placeholder={t('labels.print.productHelp')}
                    data-testid="print-product"
                  />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
              {t('labels.print.fillHelp')}
            </Typography.Paragraph>
            <Form.Item
              label={t('labels.print.serials', { count: records.length })}
              validateStatus={tooMany ? 'error' : undefined}
              help={tooMany ? t('labels.print.tooMany', { max: PRINT_RECORDS_MAX }) : undefined}
            >
              <Input.TextArea
                rows={6}
                value={serials}
                onChange={(event) => setSerials(event.target.value)}
                placeholder={t('labels.print.serialsHelp')}
                data-testid="print-serials"
              />
            </Form.Item>
            <Row gutter={12}>
              {SHARED_FIELDS.map((field) => (
                <Col span={12} key={field}>
                  <Form.Item label={t(`labels.field.${field}`)} style={{ marginBottom: 8 }}>
                    <Input
                      value={shared[field] ?? ''}
                      maxLength={200}
                      onChange={(event) => setShared((current) => ({ ...current, [field]: event.target.value }))}
                      data-testid={`print-field-${field}`}
                    />
                  </Form.Item>
                </Col>
              ))}
              <Col span={12}>
                <Form.Item label={t('labels.print.copies')} style={{ marginBottom: 8 }}>
                  <InputNumber
                    min={1}
                    max={PRINT_COPIES_MAX}
                    precision={0}
                    value={copies}
                    onChange={(value) => setCopies(value ?? 1)}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text strong>{t('labels.print.preview')}</Typography.Text>
          <div style={{ marginTop: 8, padding: 16, background: '#f5f5f5', display: 'flex', justifyContent: 'center' }}>
            {template.design.elements.length === 0 ? (
              <Empty description={t('labels.print.emptyDesign')} />
            ) : (
              <LabelView layout={preview} scale={scale} testId="print-preview" />
            )}
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('labels.print.summary', {
              labels: records.length * copies,
              width: template.paperWidth,
              height: template.paperHeight,
            })}
            {template.printerAddress ? ` · ${template.printerAddress}` : ''}
          </Typography.Paragraph>
        </Col>
      </Row>
    </Modal>
  );
}
