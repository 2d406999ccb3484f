import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BeingBuiltPage } from '../../areas/shell/BeingBuiltPage';
import { IframePage } from '../../areas/shell/IframePage';
import { PageLoading } from '../components/PageLoading';
import { settings } from '../settings';
import { findEntry, type MenuEntry } from './menu';
import { lazyPage } from './menu-pages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useShell } from './shell-context';

/**
 * Every console path no static route claims (the layout's `*` child): a page of the user's menu
 * tree, or home (spec 000 §2: /welcome is the page for unknown paths).
 */
export function MenuRoute() {
  const { pathname } = useLocation();
  const { index } = useShell();
  const entry = findEntry(index, pathname);
  if (!entry) {
    return (
      <Suspense fallback={<PageLoading />}>
        <UnknownPath pathname={pathname} />
      </Suspense>
    );
  }
  return <MenuEntryPage entry={entry} />;
}

const UnknownPath = lazy(() => import('./UnknownPath'));

function MenuEntryPage({ entry }: { entry: MenuEntry }) {
  switch (entry.kind) {
    case 'directory':
      return entry.redirect ? (
        <Navigate to={entry.redirect} replace />
      ) : (
        <BeingBuiltPage title={entry.title} path={entry.path} />
      );
    case 'iframe':
      return <IframePage title={entry.title} link={entry.link} />;
    case 'outer':
      return <Navigate to={settings.homePath} replace />;
    case 'page': {
      const Page = entry.component ? lazyPage(entry.component) : null;
      if (!Page) return <BeingBuiltPage title={entry.title} path={entry.path} component={entry.component} />;
      return (
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      );
    }
  }
}
