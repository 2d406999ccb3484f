import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { antdLocaleFor } from './i18n';
import { queryClient } from './query-client';
import { router } from './router';

/** Spec 000 §3: theme colour defaults to #1890FF (user preferences come with the shell issue). */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#1890ff', borderRadius: 6 },
};

export function App() {
  const { i18n } = useTranslation();
  const locale = antdLocaleFor(i18n.language);

  // antd's static notification/message (used by the request client) render outside this tree:
  // give them the same theme and locale.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children: ReactNode) => (
        <ConfigProvider theme={theme} locale={locale}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [locale]);

  return (
    <ConfigProvider theme={theme} locale={locale}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
