import { DICT_TYPE_CODE_PATTERN, type DictionaryType, dictionaryTypeApi, Permissions } from '@takt/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dictionaryBody, dictionaryFields, dictionaryForm, dictionaryLimits, isDefault } from './dictionary-page';

/** Opens a type's values (the values page below this one). */
function useOpenValues() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (row: DictionaryType) =>
    void navigate(`${pathname.replace(/\/$/, '')}/value?typeId=${row.id}&typeCode=${encodeURIComponent(row.code)}`);
}

/** The name in the request's language, opening the values; a default one's tag. */
function TypeName({ row }: { row: DictionaryType }) {
  const { t } = useTranslation();
  const openValues = useOpenValues();
  return (
    <Space size={6}>
      <Typography.Link onClick={() => openValues(row)} data-testid={`dict-type-${row.code}`}>
        {row.label}
      </Typography.Link>
      {row.isDefault && <Tag color="blue">{t('crud.builtIn')}</Tag>}
    </Space>
  );
}

/** Dictionary types (spec 000 §3: name, code, sort, state); "Values" opens the type's values. */
const dictionaryTypes = defineResourcePage<DictionaryType>({
  api: dictionaryTypeApi,
  permissions: Permissions.sys.dictType,
  testId: 'dict-type',
  settingsKey: 'dict-types',
  texts: { title: 'dictionaries.type.title', add: 'dictionaries.type.add', edit: 'dictionaries.type.editTitle' },
  coded: {
    ...dictionaryLimits,
    codePattern: DICT_TYPE_CODE_PATTERN,
    codeFormat: (t, field) => `${field}: ${t('dictionaries.type.codeFormat')}`,
    codeHelp: 'dictionaries.type.codeHelp',
    codeLocked: isDefault,
    renderName: (row) => <TypeName row={row} />,
  },
  ...dictionaryForm,
  fields: dictionaryFields<DictionaryType>({
    route: dictionaryTypeApi.changeStatus,
    permission: Permissions.sys.dictType.changeStatus,
    testId: 'dict-type-status',
  }),
  body: dictionaryBody,
});

export default function DictTypeListPage() {
  const openValues = useOpenValues();
  return (
    <ResourcePage
      resource={{
        ...dictionaryTypes,
        rowActions: (row, page) => [
          {
            key: 'values',
            label: page.t('dictionaries.type.values'),
            permission: Permissions.sys.dictValue.page,
            onClick: () => openValues(row),
          },
        ],
      }}
    />
  );
}
