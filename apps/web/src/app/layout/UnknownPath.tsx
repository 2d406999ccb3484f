import { Navigate } from 'react-router';
import { DetailForbiddenPage } from '../../areas/shell/ExceptionPage';
import { settings } from '../settings';
import { isDetailPagePath } from './detail-pages';

/**
 * A console path outside the user's menus: a product detail page they may not open gets the
 * details-permission message (spec 000 §6); anything else goes home (spec 000 §2). Loaded on
 * demand, since it reads the whole menu catalog.
 */
export default function UnknownPath({ pathname }: { pathname: string }) {
  return isDetailPagePath(pathname) ? <DetailForbiddenPage /> : <Navigate to={settings.homePath} replace />;
}
