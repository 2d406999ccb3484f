import { ArrowRightOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import {
  Permissions,
  ROUTING_CODE_MAX,
  ROUTING_CODE_PATTERN,
  ROUTING_NAME_MAX,
  type Routing,
  routingApi,
} from '@takt/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';

const P = Permissions.basics.routing;

/** "P010 → P020 → P100(R)" as chips, repair steps in orange. */
function FlowChips({ flow }: { flow: string }) {
  const codes = flow ? flow.split(' → ') : [];
  return (
    <Space size={2} wrap style={{ maxWidth: 520 }}>
      {codes.map((code, index) => {
        const repair = code.endsWith('(R)');
        return (
          <Space key={code} size={2}>
            {index > 0 && <ArrowRightOutlined style={{ fontSize: 10, color: '#999' }} />}
            <Tag color={repair ? 'orange' : 'blue'} style={{ marginInlineEnd: 0 }}>
              {repair ? code.slice(0, -3) : code}
            </Tag>
          </Space>
        );
      })}
    </Space>
  );
}

interface CopyValues extends Record<string, unknown> {
  code: string;
  name: string;
}

/** Routings (craft routes): the list; each opens in the visual editor (the detail sub-page). */
export default function RoutingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const table = useAdminTable();
  const copying = useEditing<Routing>();
  const actions = useRowActions(table.changed);
  const detailPath = `${pathname.replace(/\/$/, '')}/detail`;
  const open = (id?: string) => void navigate(id ? `${detailPath}?id=${id}` : detailPath);

  const columns: ProColumns<Routing>[] = [
    {
      title: t('crud.code'),
      dataIndex: 'code',
      sorter: true,
      fixed: 'left',
      render: (_, row) => (
        <Typography.Link data-testid={`routing-open-${row.code}`} onClick={() => open(row.id)}>
          {row.code}
        </Typography.Link>
      ),
    },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    {
      title: t('processes.routing.process'),
      dataIndex: 'processId',
      hideInTable: true,
      renderFormItem: () => <RefSelect kind="process" />,
    },
    {
      title: t('processes.routing.flow'),
      dataIndex: 'flow',
      search: false,
      render: (_, row) => <FlowChips flow={row.flow} />,
    },
    {
      title: t('processes.routing.version'),
      dataIndex: 'currentVersionNo',
      search: false,
      width: 80,
      render: (_, row) => <Tag>v{row.currentVersionNo}</Tag>,
    },
    { title: t('processes.routing.steps'), dataIndex: 'stepCount', search: false, width: 80 },
    {
      title: t('processes.routing.description'),
      dataIndex: 'description',
      search: false,
      ellipsis: true,
      responsive: ['xl'],
    },
    {
      title: t('processes.routing.updatedAt'),
      dataIndex: 'updatedAt',
      renderText: dateTimeText,
      sorter: true,
      search: false,
      responsive: ['lg'],
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 180,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'design', label: t('processes.routing.design'), permission: P.get, onClick: () => open(row.id) },
            {
              key: 'copy',
              label: t('processes.routing.copy'),
              permission: P.copy,
              onClick: () => copying.startEdit(row),
            },
            actions.remove({
              permission: P.delete,
              name: `${row.code} ${row.name}`,
              run: () => callApi(routingApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={routingApi.page}
        tableRef={table.ref}
        settingsKey="routings"
        headerTitle={t('processes.routing.title')}
        columns={columns}
        add={{ permission: P.add, label: t('processes.routing.add'), testId: 'routing-add', onClick: () => open() }}
      />
      <EditModalForm<CopyValues, Routing>
        editing={copying}
        addTitle=""
        editTitle={t('processes.routing.copyTitle', { code: copying.row?.code ?? '' })}
        initialValues={
          copying.row ? { code: `${copying.row.code}-COPY`.slice(0, ROUTING_CODE_MAX), name: copying.row.name } : {}
        }
        save={(values, row) =>
          callApi(routingApi.copy, { body: { id: row!.id, code: values.code.trim(), name: values.name.trim() } })
        }
        onSaved={() => table.changed(t('processes.routing.copied'))}
      >
        <NameCodeFields
          testIdPrefix="routing-copy"
          nameMax={ROUTING_NAME_MAX}
          codeMax={ROUTING_CODE_MAX}
          codePattern={ROUTING_CODE_PATTERN}
        />
      </EditModalForm>
    </>
  );
}
