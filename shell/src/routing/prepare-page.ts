import { preloadHttpClient } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import { loadRemoteApp } from '../remotes/load-remote-app';
import type { RemoteRuntime } from '../remotes/remote-runtime';
import { guardDecision, pageContent, sessionPrincipal } from './guard';
import { Layout, ShellPageView, TermsAcceptancePage } from './page-chunks';
import { findRoute } from './routes';

/** How long the first render waits for the first page's code before painting what it has. */
export const FIRST_PAGE_WAIT_MS = 1000;

/**
 * Loads the code a page renders (the layout, the shell page or the owning remote's `./app`),
 * each once: before the first render, so it paints the page whole (no Suspense fallback, and none
 * of React's throttling of the content that replaces one, about 300 ms); and when a navigation is
 * likely (a pointer or focus on a link, a sign-in), so its files travel before the click. The same
 * choice as RouteGate's (guardDecision, pageContent). Failures are left for the page to show:
 * this only resolves. `to` is a path, with or without a query.
 */
export async function preparePage(
  to: string,
  shell: Pick<ShellApi, 'session'>,
  runtime: RemoteRuntime,
): Promise<void> {
  const pathname = to.replace(/[?#].*/, '');
  const entry = findRoute(pathname);
  const principal = sessionPrincipal(shell.session);
  if (!entry || guardDecision(pathname, entry, principal).action !== 'render') return;

  const needs: Promise<unknown>[] = [];
  if (entry.layout) {
    needs.push(Layout.preload());
    // A page in the layout calls the API as it renders: the client's code travels with its own.
    void preloadHttpClient();
  }
  const shows = pageContent(entry, principal, shell.session.getUser()?.termsAccepted);
  if (shows === 'terms') needs.push(TermsAcceptancePage.preload());
  else if (entry.owner === 'shell') needs.push(ShellPageView.preload());
  else needs.push(loadRemoteApp(entry.owner, runtime));
  await Promise.allSettled(needs);
}

/** preparePage, waited for at most `limitMs`. */
export function preparePageWithin(
  limitMs: number,
  ...args: Parameters<typeof preparePage>
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  return Promise.race([preparePage(...args), limit]).finally(() => clearTimeout(timer));
}
