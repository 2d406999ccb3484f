import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type BarcodeBatch, type BarcodeRule, barcodeRuleApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Modal, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';
import { BatchCodes } from './GenerateDialog';

/** The generations of one rule (newest first); each opens its codes for copy, export or reprint. */
export function BatchesDrawer({ rule, onClose }: { rule: BarcodeRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<ActionType>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: ['barcode-batch', openId],
    queryFn: () => callApi(barcodeRuleApi.batchDetail, { query: { id: openId! } }),
    enabled: openId !== null,
  });
  const columns: ProColumns<BarcodeBatch>[] = [
    { title: t('barcodes.batches.at'), dataIndex: 'createdAt', renderText: dateTimeText, sorter: true, search: false },
    { title: t('barcodes.batches.count'), dataIndex: 'count', sorter: true, search: false, width: 90 },
    { title: t('barcodes.batches.first'), dataIndex: 'firstCode', copyable: true, search: false },
    { title: t('barcodes.batches.last'), dataIndex: 'lastCode', copyable: true, search: false },
    { title: t('barcodes.preview.productCode'), dataIndex: 'productCode' },
    { title: t('barcodes.preview.orderNumber'), dataIndex: 'orderNumber' },
    { title: t('barcodes.batches.codes'), dataIndex: 'code', hideInTable: true },
    { title: t('barcodes.batches.by'), dataIndex: 'createdByName', search: false },
    {
      title: t('crud.actions'),
      valueType: 'option',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)} data-testid="barcode-batch-open">
          {t('barcodes.batches.codes')}
        </Button>
      ),
    },
  ];
  return (
    <Drawer
      open={rule !== null}
      width={980}
      title={rule ? t('barcodes.batches.title', { rule: `${rule.code} ${rule.name}` }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {rule && (
        <ProTable<BarcodeBatch>
          rowKey="id"
          actionRef={ref}
          columns={columns}
          search={{ labelWidth: 'auto' }}
          options={{ density: true, reload: true, setting: false }}
          scroll={{ x: 'max-content' }}
          request={async (params, sort) => {
            const query = { ...toPageQuery(params, sort), ruleId: rule.id };
            return toTableResult(await callApi(barcodeRuleApi.batchPage, { query: query as never }));
          }}
        />
      )}
      <Modal open={openId !== null} width={720} footer={null} onCancel={() => setOpenId(null)} destroyOnHidden>
        {detail.data ? <BatchCodes batch={detail.data} /> : <Spin />}
      </Modal>
    </Drawer>
  );
}
