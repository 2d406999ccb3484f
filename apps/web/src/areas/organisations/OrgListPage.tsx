import { ModalForm, type ProColumns, ProFormDigit, ProFormSelect, ProFormTreeSelect } from '@ant-design/pro-components';
import {
  ORG_CODE_MAX,
  ORG_CODE_PATTERN,
  ORG_NAME_MAX,
  ORG_SORT_MAX,
  ORG_TYPES,
  type Organisation,
  type OrgType,
  organisationApi,
  orgTypeFits,
  Permissions,
} from '@takt/contracts';
import { Button, Card, Col, Empty, Input, Row, Spin, Tag, Tree } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { ExportButton } from '../../app/crud/ExportButton';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import {
  allIds,
  filterTree,
  findOrg,
  subtreeIds,
  toTreeData,
  useInvalidateOrgTree,
  useOrgTree,
  useOrgTypeName,
} from './org-shared';

const P = Permissions.sys.org;
const TYPE_COLOURS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'cyan', 4: 'green', 5: 'gold' };

interface OrgFormValues {
  pid: string;
  name: string;
  code: string;
  type: OrgType;
  sort: number;
}

type Editing = { mode: 'add'; pid: string } | { mode: 'edit'; row: Organisation } | null;

/**
 * Organisations (spec 000 §3): the tree of the caller's data scope on the left, the list of the
 * chosen subtree on the right; add (top level or child), edit, delete.
 */
export default function OrgListPage() {
  const { t } = useTranslation();
  const typeName = useOrgTypeName();
  const table = useAdminTable();
  const tree = useOrgTree();
  const invalidateTree = useInvalidateOrgTree();
  const [selected, setSelected] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  /** The filters of the list as last requested: the export takes the same. */
  const lastFilters = useRef<Record<string, unknown>>({});

  const nodes = tree.data ?? [];
  const shown = useMemo(() => filterTree(nodes, search), [nodes, search]);
  const expandedKeys = search.trim() ? allIds(shown) : (expanded ?? nodes.map((node) => node.id));

  const changed = async (text: string) => {
    table.changed(text);
    await invalidateTree();
  };
  const actions = useRowActions(changed);

  const createdAt = useCreatedAtColumn<Organisation>();
  const columns: ProColumns<Organisation>[] = [
    { title: t('crud.name'), dataIndex: 'name', sorter: true, ellipsis: true },
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('organisations.org.type'),
      dataIndex: 'type',
      sorter: true,
      width: 120,
      valueType: 'select',
      valueEnum: Object.fromEntries(ORG_TYPES.map((type) => [type, { text: typeName(type) }])),
      render: (_, row) => <Tag color={TYPE_COLOURS[row.type]}>{typeName(row.type)}</Tag>,
    },
    {
      title: t('organisations.org.parent'),
      dataIndex: 'parentName',
      search: false,
      render: (_, row) => row.parentName ?? '—',
      responsive: ['md'],
    },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 80 },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'add-child',
              label: t('organisations.org.addChild'),
              permission: P.add,
              visible: row.type !== 5,
              onClick: () => setEditing({ mode: 'add', pid: row.id }),
            },
            actions.edit(P.edit, () => setEditing({ mode: 'edit', row })),
            actions.remove({
              permission: P.delete,
              name: row.name,
              run: async () => {
                await callApi(organisationApi.delete, { body: { id: row.id } });
                if (selected === row.id) setSelected(undefined);
              },
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <Row gutter={[16, 16]} wrap>
      <Col xs={24} md={8} lg={7} xl={6}>
        <Card
          size="small"
          title={t('organisations.org.tree')}
          styles={{ body: { padding: 12, overflowX: 'auto' } }}
          extra={
            <Button
              type="link"
              size="small"
              onClick={() => setExpanded(expanded && expanded.length > 0 ? [] : allIds(nodes))}
            >
              {expanded && expanded.length > 0 ? t('organisations.org.collapseAll') : t('organisations.org.expandAll')}
            </Button>
          }
        >
          <Input.Search
            allowClear
            size="small"
            placeholder={t('organisations.org.search')}
            onChange={(event) => setSearch(event.target.value)}
            style={{ marginBottom: 8 }}
            data-testid="org-tree-search"
          />
          <Button
            type={selected ? 'text' : 'link'}
            size="small"
            block
            style={{ justifyContent: 'flex-start', marginBottom: 4 }}
            onClick={() => setSelected(undefined)}
          >
            {t('organisations.org.all')}
          </Button>
          {tree.isLoading ? (
            <Spin />
          ) : nodes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organisations.org.empty')} />
          ) : (
            <Tree
              blockNode
              showLine
              data-testid="org-tree"
              treeData={toTreeData(shown, (node) => (
                <span data-testid={`org-node-${node.code}`} style={{ whiteSpace: 'nowrap' }}>
                  {node.name}
                  <Tag
                    bordered={false}
                    color={TYPE_COLOURS[node.type]}
                    style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '18px' }}
                  >
                    {typeName(node.type)}
                  </Tag>
                </span>
              ))}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys.map(String))}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : undefined)}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={16} lg={17} xl={18}>
        <AdminTable
          pageRoute={organisationApi.page}
          tableRef={table.ref}
          settingsKey="organisations"
          headerTitle={
            selected ? (findOrg(nodes, selected)?.name ?? t('organisations.org.title')) : t('organisations.org.title')
          }
          columns={columns}
          params={{ pid: selected }}
          toQuery={(query) => {
            const { pageNo: _pageNo, pageSize: _pageSize, sortField: _field, sortOrder: _order, ...filters } = query;
            lastFilters.current = filters;
            return query;
          }}
          toolButtons={[
            <ExportButton
              key="export"
              route={organisationApi.export}
              permission={P.export}
              query={() => lastFilters.current}
              fallbackName="organisations.xlsx"
              testId="org-export"
            />,
          ]}
          add={{
            permission: P.add,
            label: t('organisations.org.add'),
            testId: 'org-add',
            onClick: () => setEditing({ mode: 'add', pid: selected ?? '0' }),
          }}
        />
      </Col>
      <OrgForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await changed(t('crud.saved'));
        }}
      />
    </Row>
  );
}

function OrgForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const typeName = useOrgTypeName();
  const tree = useOrgTree();
  const nodes = tree.data ?? [];
  const current = editing?.mode === 'edit' ? editing.row : null;
  // An organisation cannot move under itself or its own sub-organisations.
  const excluded = current ? subtreeIds(nodes, current.id) : new Set<string>();
  const withDisabled = (data: ReturnType<typeof toTreeData>): ReturnType<typeof toTreeData> =>
    data.map((node) => ({
      ...node,
      disabled: excluded.has(node.value),
      children: withDisabled(node.children as never),
    }));
  const parentOptions = [
    {
      key: '0',
      value: '0',
      label: t('organisations.org.topLevel'),
      title: t('organisations.org.topLevel'),
      children: [],
    },
    ...withDisabled(toTreeData(nodes)),
  ];
  const parentTypeOf = (pid: string | undefined): OrgType | null =>
    !pid || pid === '0' ? null : ((findOrg(nodes, pid)?.type as OrgType | undefined) ?? null);
  const rules = useFieldRules();
  const typeLabel = t('organisations.org.type');

  const initial: Partial<OrgFormValues> = current
    ? { pid: current.pid, name: current.name, code: current.code, type: current.type as OrgType, sort: current.sort }
    : { pid: editing?.mode === 'add' ? editing.pid : '0', sort: 0 };
  if (!current) {
    const fitting = ORG_TYPES.find((type) => orgTypeFits(type, parentTypeOf(initial.pid)));
    if (fitting) initial.type = fitting;
  }

  return (
    <ModalForm<OrgFormValues>
      key={current?.id ?? `add-${editing?.mode === 'add' ? editing.pid : ''}`}
      title={current ? t('organisations.org.editTitle') : t('organisations.org.add')}
      open={editing !== null}
      grid
      rowProps={{ gutter: 16 }}
      width={600}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={initial}
      onFinish={async (values) => {
        const body = {
          pid: values.pid ?? '0',
          name: values.name.trim(),
          code: values.code.trim(),
          type: values.type,
          sort: values.sort ?? 0,
        };
        if (current) await callApi(organisationApi.edit, { body: { id: current.id, ...body } });
        else await callApi(organisationApi.add, { body });
        await onSaved();
        return true;
      }}
    >
      <ProFormTreeSelect
        name="pid"
        label={t('organisations.org.parent')}
        colProps={{ span: 24 }}
        rules={[rules.requiredChoice(t('organisations.org.parent'))]}
        fieldProps={
          {
            treeData: parentOptions,
            treeDefaultExpandAll: true,
            showSearch: true,
            treeNodeFilterProp: 'label',
            popupMatchSelectWidth: true,
            'data-testid': 'org-parent',
          } as object
        }
      />
      <NameCodeFields testIdPrefix="org" nameMax={ORG_NAME_MAX} codeMax={ORG_CODE_MAX} codePattern={ORG_CODE_PATTERN} />
      <ProFormSelect
        name="type"
        label={typeLabel}
        tooltip={t('organisations.org.typeHelp')}
        colProps={{ xs: 24, sm: 12 }}
        dependencies={['pid']}
        options={ORG_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
        fieldProps={{ 'data-testid': 'org-type' } as object}
        rules={[
          rules.requiredChoice(typeLabel),
          ({ getFieldValue }) => ({
            validator: (_, type: OrgType | undefined) =>
              type === undefined || orgTypeFits(type, parentTypeOf(getFieldValue('pid')))
                ? Promise.resolve()
                : Promise.reject(new Error(t('organisations.org.typeMisfit'))),
          }),
        ]}
      />
      <ProFormDigit
        name="sort"
        label={t('crud.sort')}
        min={0}
        max={ORG_SORT_MAX}
        fieldProps={{ precision: 0 }}
        colProps={{ xs: 24, sm: 12 }}
      />
    </ModalForm>
  );
}
