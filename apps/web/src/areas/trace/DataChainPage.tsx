import {
  ApartmentOutlined,
  BarcodeOutlined,
  ContainerOutlined,
  FileDoneOutlined,
  InboxOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { type ChainNode, Permissions, traceApi, type UnitStatus, type WorkOrderStatus } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';
import { UNIT_STATUS_COLORS } from './format';
import { type TraceTarget, useTraceLinks } from './links';
import { TraceSearchPage, useTraceCode } from './TraceSearchPage';

const P = Permissions.trace.dataChain;

const ICONS: Record<ChainNode['kind'], ReactNode> = {
  order: <FileDoneOutlined />,
  carrier: <ContainerOutlined />,
  box: <InboxOutlined />,
  unit: <BarcodeOutlined />,
  material: <TagOutlined />,
};

/** Where clicking a node goes: a unit to its product trace, a material to its lot, an order to its trace, a package to its own chain. */
function targetOf(node: ChainNode): { target: TraceTarget; value: string } {
  switch (node.kind) {
    case 'unit':
      return { target: 'serial', value: node.code };
    case 'material':
      return { target: 'lot', value: node.lot ?? node.code };
    case 'order':
      return { target: 'order', value: node.code };
    default:
      return { target: 'chain', value: node.code };
  }
}

/** The nodes opened at first: every node on the way to a node the code names, and that node (its children show). */
function openKeys(nodes: readonly ChainNode[]): string[] {
  const open: string[] = [];
  const walk = (node: ChainNode): boolean => {
    const below = node.children.map(walk).some(Boolean);
    if (below || node.matched) open.push(node.key);
    return below || node.matched;
  };
  for (const node of nodes) walk(node);
  return open;
}

/**
 * Data chain (spec 001 §2): any code — serial, box, carrier, material barcode or lot, order code —
 * shown as the tree it belongs to: order → carrier → boxes → units → materials and lots. A node
 * opens its own trace.
 */
export default function DataChainPage() {
  const { t } = useTranslation();
  const links = useTraceLinks();
  const code = useTraceCode('code');

  const query = useQuery({
    queryKey: ['trace', 'chain', code],
    queryFn: () => callApi(traceApi.chain, { query: { code } }),
    enabled: code !== '',
    retry: false,
  });
  const chain = query.data;

  const treeData = useMemo(() => {
    const toData = (node: ChainNode): DataNode => {
      const { target, value } = targetOf(node);
      const title = (
        <Space size={6} data-testid={`chain-node-${node.kind}-${node.code}`}>
          <Typography.Text type="secondary">{t(`trace.chain.nodes.${node.kind}`)}</Typography.Text>
          {links.can(target) ? (
            <Typography.Link strong={node.matched} onClick={() => links.open(target, value)}>
              {node.code}
            </Typography.Link>
          ) : (
            <Typography.Text strong={node.matched}>{node.code}</Typography.Text>
          )}
          {node.name && <Typography.Text>{node.name}</Typography.Text>}
          {node.lot && <Tag color="geekblue">{`${t('trace.lot')} ${node.lot}`}</Tag>}
          {node.kind === 'unit' && node.status && (
            <Tag color={UNIT_STATUS_COLORS[node.status as keyof typeof UNIT_STATUS_COLORS]}>
              {t(`trace.unitStatus.${node.status as UnitStatus}`)}
            </Tag>
          )}
          {node.kind === 'order' && node.status && (
            <Tag>{t(`trace.orderStatus.${node.status as WorkOrderStatus}`)}</Tag>
          )}
          {node.kind === 'material' && node.status === 'unbound' && <Tag color="orange">{t('trace.unbound')}</Tag>}
          {node.matched && <Tag color="gold">★</Tag>}
          {node.more > 0 && (
            <Typography.Text type="secondary">
              {t(node.kind === 'carrier' ? 'trace.chain.moreBoxes' : 'trace.chain.more', { count: node.more })}
            </Typography.Text>
          )}
        </Space>
      );
      return { key: node.key, title, icon: ICONS[node.kind], children: node.children.map(toData) };
    };
    return chain?.roots.map(toData) ?? [];
  }, [chain, links, t]);

  return (
    <TraceSearchPage
      title={t('trace.chain.title')}
      param="code"
      placeholder={t('trace.chain.placeholder')}
      testId="chain-code"
      loading={query.isFetching}
      exportButton={{
        route: traceApi.chainExport,
        permission: P.export,
        query: () => ({ code }),
        fallbackName: 'data-chain.xlsx',
        testId: 'chain-export',
        disabled: !chain || chain.roots.length === 0,
      }}
    >
      {!code && <Empty description={t('trace.emptyPrompt')} />}
      {query.error && <Alert type="error" showIcon message={(query.error as Error).message} />}
      {chain && chain.roots.length === 0 && (
        <Alert type="warning" showIcon message={t('trace.notFound', { code: chain.code })} />
      )}
      {chain && chain.roots.length > 0 && (
        <Card
          size="small"
          title={
            <Space size={12} wrap>
              <ApartmentOutlined />
              <span>
                {t('trace.chain.matched', {
                  kinds: chain.matches.map((kind) => t(`trace.chain.kinds.${kind}`)).join(', '),
                })}
              </span>
              <Tag>{t('trace.chain.unitCount', { count: chain.unitCount })}</Tag>
            </Space>
          }
          extra={<Typography.Text type="secondary">{t('trace.chain.openHint')}</Typography.Text>}
        >
          <Tree
            key={chain.code}
            showIcon
            showLine
            selectable={false}
            defaultExpandedKeys={openKeys(chain.roots)}
            treeData={treeData}
            data-testid="chain-tree"
          />
        </Card>
      )}
    </TraceSearchPage>
  );
}
