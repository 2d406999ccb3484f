import { ProFormSelect } from '@ant-design/pro-components';
import { Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { MenuIcon } from '../../app/layout/MenuIcon';
import { MENU_ICONS } from '../../app/layout/menu-icons';

/** A searchable picker over the icons the console ships, each shown beside its name. */
export function IconSelect({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const options = useMemo(
    () =>
      Object.keys(MENU_ICONS)
        .sort()
        .map((icon) => ({
          value: icon,
          label: (
            <Space size={6}>
              <MenuIcon name={icon} />
              {icon}
            </Space>
          ),
        })),
    [],
  );
  return (
    <ProFormSelect
      name={name}
      label={label}
      options={options}
      colProps={{ xs: 24, sm: 12 }}
      rules={required ? [rules.required(label)] : []}
      fieldProps={{
        showSearch: true,
        allowClear: true,
        placeholder: t('access.common.iconPlaceholder'),
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
    />
  );
}
