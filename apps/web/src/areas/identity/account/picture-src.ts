import { FILE_TOKEN_QUERY, fileIdOfUrl } from '@takt/contracts';
import { getToken } from '../../../app/session';

/**
 * The address an `<img>` can load: a stored file (`/api/files/<id>`) needs the access token in
 * its query, since an image request carries no Authorization header. Other addresses as given.
 */
export function pictureSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (!fileIdOfUrl(url)) return url;
  const token = getToken();
  return token ? `${url}?${FILE_TOKEN_QUERY}=${encodeURIComponent(token)}` : url;
}
