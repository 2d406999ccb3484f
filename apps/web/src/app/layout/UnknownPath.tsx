import { isLanguage } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DetailForbiddenPage, PageForbiddenPage } from '../../areas/shell/ExceptionPage';
import { settings } from '../settings';
import { catalogPageAt } from './detail-pages';

/**
 * A console path outside the user's menus. A page of the product they may not open (by address,
 * a link, a restored tab, the redirect after sign-in) is refused with the 403 page, a detail page
 * with spec 000 §6's details-permission message; only a path the product does not have goes home
 * (spec 000 §2). Loaded on demand, since it reads the whole menu catalog.
 */
export default function UnknownPath({ pathname }: { pathname: string }) {
  const { i18n } = useTranslation();
  const page = catalogPageAt(pathname);
  if (!page) return <Navigate to={settings.homePath} replace />;
  if (page.detail) return <DetailForbiddenPage />;
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  return <PageForbiddenPage page={page.title[language]} />;
}
