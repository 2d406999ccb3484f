import { Input, Space } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton, type ExportButtonProps } from '../../app/crud/ExportButton';
import { TracePage } from './TracePage';

/** The code a trace page searches, as the URL names it (`?<param>=`), trimmed; '' when none. */
export function useTraceCode(param: string): string {
  const [params] = useSearchParams();
  return params.get(param)?.trim() ?? '';
}

/**
 * A trace page that looks up one code kept in the URL: the title with its export button, the
 * search box (with the page's own filters beside it), then what the search found.
 */
export function TraceSearchPage({
  title,
  param,
  placeholder,
  testId,
  loading,
  searchStyle = { maxWidth: 560 },
  filters,
  exportButton,
  children,
}: {
  title: ReactNode;
  /** The URL parameter holding the code. */
  param: string;
  placeholder: string;
  testId: string;
  loading?: boolean;
  searchStyle?: CSSProperties;
  filters?: ReactNode;
  exportButton: ExportButtonProps;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const code = useTraceCode(param);
  const [typed, setTyped] = useState(code);
  useEffect(() => setTyped(code), [code]);

  const search = (
    <Input.Search
      allowClear
      enterButton={t('trace.search')}
      size="large"
      autoFocus
      value={typed}
      placeholder={placeholder}
      data-testid={testId}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(value) => setParams(value.trim() ? { [param]: value.trim() } : {})}
      loading={loading}
      style={searchStyle}
    />
  );
  return (
    <TracePage title={title} extra={[<ExportButton key="export" {...exportButton} />]}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {filters ? (
          <Space wrap size={12}>
            {search}
            {filters}
          </Space>
        ) : (
          search
        )}
        {children}
      </Space>
    </TracePage>
  );
}
