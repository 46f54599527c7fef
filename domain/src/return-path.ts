/**
 * The page a signed-out visitor asked for, carried through the sign-in pages (issue 29, demands
 * M1): a link in an e-mail opens the request once the reader has signed in, also after recovering
 * a password or choosing the first one.
 */

/** The query parameter of /login, /forgetPassword, /verificationCode and /newPassword. */
export const RETURN_QUERY = 'retorno';

/** Longer addresses are not one of the portal's pages. */
const MAX_RETURN_LENGTH = 1000;

/** The sign-in pages themselves: returning to one of them would go round in circles. */
const SIGN_IN_PAGES = new Set([
  '/',
  '/login',
  '/forgetPassword',
  '/verificationCode',
  '/newPassword',
]);

/**
 * The path (with its query and fragment) to open after signing in, or null when `value` is not a
 * page of this portal: only an absolute path of the same origin is followed, never another site
 * ('https://…', '//host', '/\\host'), never a script, never a sign-in page.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_LENGTH) return null;
  // One leading '/' and no second: '//host' is another site, anything else a scheme or relative.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/', and drop tabs and line breaks before reading the address.
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  const pathname = value.split(/[?#]/)[0]!;
  if (SIGN_IN_PAGES.has(pathname)) return null;
  return value;
}

/** /login for a visitor who asked for `path`, which it opens after signing in. */
export function loginPathFor(path: string | null | undefined): string {
  const target = safeReturnPath(path);
  return target ? `/login?${RETURN_QUERY}=${encodeURIComponent(target)}` : '/login';
}
