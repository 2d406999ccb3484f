import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { type ClientPreferences, usePreferences } from '../areas/preferences/store';
import { antdLocaleFor } from './i18n';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * antd's theme from the user's preferences (spec 000 §3: theme colour, default #1890FF; light or
 * dark page theme). The preferences are cached locally, so even the login page wears them.
 */
export function themeFor(preferences: Pick<ClientPreferences, 'themeColor' | 'theme'>): ThemeConfig {
  return {
    token: { colorPrimary: preferences.themeColor, borderRadius: 6 },
    ...(preferences.theme === 'dark' ? { algorithm: antdTheme.darkAlgorithm } : {}),
  };
}

export function App() {
  const { i18n } = useTranslation();
  const locale = antdLocaleFor(i18n.language);
  const { themeColor, theme: pageTheme } = usePreferences();
  const theme = useMemo(() => themeFor({ themeColor, theme: pageTheme }), [themeColor, pageTheme]);

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
  }, [locale, theme]);

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
