import { ArrowLeftOutlined } from '@ant-design/icons';
import { ProFormSelect } from '@ant-design/pro-components';
import {
  DICT_COLORS,
  DICT_VALUE_CODE_PATTERN,
  type DictionaryValue,
  dictionaryTypeApi,
  dictionaryValueApi,
  Permissions,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { invalidateDictionaries } from '../../app/dictionaries/use-dictionary';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dictionaryBody, dictionaryFields, dictionaryForm, dictionaryLimits, isDefault } from './dictionary-page';

const colorTag = (color: string | null) => (color && color !== 'default' ? color : undefined);

/** A type's values: the label as a tag in its colour, sort, state, remark. */
const dictionaryValues = defineResourcePage<DictionaryValue>({
  api: dictionaryValueApi,
  permissions: Permissions.sys.dictValue,
  testId: 'dict-value',
  settingsKey: 'dict-values',
  texts: {
    title: 'dictionaries.value.titleUnknown',
    add: 'dictionaries.value.add',
    edit: 'dictionaries.value.editTitle',
  },
  coded: {
    ...dictionaryLimits,
    codePattern: DICT_VALUE_CODE_PATTERN,
    codeFormat: (t, field) => t('crud.badFormat', { field }),
    codeHelp: 'dictionaries.value.codeHelp',
    codeLocked: isDefault,
    nameTitle: 'dictionaries.value.label',
    renderName: (row, t) => (
      <Space size={6}>
        <Tag color={colorTag(row.color)} data-testid={`dict-value-${row.code}`}>
          {row.label}
        </Tag>
        {row.isDefault && <Tag color="blue">{t('crud.builtIn')}</Tag>}
      </Space>
    ),
  },
  ...dictionaryForm,
  noCreatedAt: true,
  fields: dictionaryFields<DictionaryValue>(
    {
      route: dictionaryValueApi.changeStatus,
      permission: Permissions.sys.dictValue.changeStatus,
      testId: 'dict-value-status',
    },
    [{ name: 'color', label: 'dictionaries.value.color', input: { kind: 'custom', Field: ColorField }, column: false }],
  ),
});

/** The value's tag colour, each choice shown in it. */
function ColorField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <ProFormSelect
      name="color"
      label={label}
      options={DICT_COLORS.map((color) => ({ value: color, label: <Tag color={colorTag(color)}>{color}</Tag> }))}
      colProps={{ xs: 24, sm: 12 }}
      fieldProps={{ allowClear: true, placeholder: t('dictionaries.value.colorNone') }}
    />
  );
}

/** The values of one dictionary type (`?typeId=…`), reached from the dictionary list. */
export default function DictValueListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const typeId = useSearchParams()[0].get('typeId');
  // The type's name for the title: the drop-down lists enabled types, the tree every type.
  const types = useQuery({
    queryKey: ['dictionary-types-tree', i18n.language],
    queryFn: () => callApi(dictionaryTypeApi.tree),
    staleTime: 60_000,
  });
  const type = types.data?.find((node) => node.id === typeId);
  const back = () => void navigate(pathname.replace(/\/value\/?$/, ''));
  if (!typeId)
    return (
      <Alert
        type="info"
        showIcon
        message={t('dictionaries.value.noType')}
        action={<Button onClick={back}>{t('dictionaries.value.back')}</Button>}
      />
    );
  const title = (
    <Space>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('dictionaries.value.back')}
        title={t('dictionaries.value.back')}
        data-testid="dict-values-back"
        onClick={back}
      />
      {type
        ? t('dictionaries.value.title', { name: `${type.label} (${type.code})` })
        : t('dictionaries.value.titleUnknown')}
    </Space>
  );
  return (
    <ResourcePage
      key={typeId}
      resource={{
        ...dictionaryValues,
        headerTitle: title,
        query: { typeId },
        onChanged: () => Promise.all([invalidateDictionaries(), types.refetch()]),
        // A new value goes under this type.
        body: (body, values, row) => ({
          ...dictionaryBody(body, values),
          color: values.color ?? null,
          ...(row ? {} : { typeId }),
        }),
      }}
    />
  );
}
