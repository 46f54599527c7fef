import { Spinner, useShell } from '@dpohub/shared-ui';
import { Suspense, useLayoutEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useClientFunctions } from '../home/use-client-functions';
import { RemoteArea } from '../remotes/RemoteArea';
import { guardDecision, pageContent, sessionPrincipal } from './guard';
import { GuardRedirect } from './GuardRedirect';
import { Layout, ShellPageView, TermsAcceptancePage } from './page-chunks';
import { findRoute } from './routes';

/**
 * The shell's one route element (mounted at '*'): finds the route table entry, applies the
 * guard, sets the default title and renders the shell page or the owning remote's area.
 * Remotes render their own <Routes> as descendants matched from the root.
 *
 * One Suspense boundary here, and one in the layout's content, both mounted once and kept from
 * page to page, and none between them and a page: a navigation (a transition) that reaches code
 * not loaded yet keeps the current page on screen until the next one can show whole. A boundary
 * mounted with the new page would show its fallback at once, and React then holds the content
 * back for 300 ms after it (docs/decisions.md "Navigation with no idle wait").
 */
export function RouteGate() {
  const location = useLocation();
  const shell = useShell();
  const entry = findRoute(location.pathname);
  // The session is read when the location changes, not on every session change: after 'Sair'
  // or a 401 the page stays until the delayed redirect of spec 1 sections 2.6 and 8.
  const principal = useMemo(
    () => sessionPrincipal(shell.session),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key, shell.session],
  );
  // Security M1: a page of a function the client has not contracted is closed like a missing
  // policy, by the same domain rule the API applies.
  const contractClient =
    entry?.access.contract && principal && !principal.admin ? (principal.client ?? null) : null;
  const contract = useClientFunctions(contractClient);
  const judged =
    principal && contractClient !== null && !contract.loading && !contract.failed
      ? { ...principal, contracted: contract.functions }
      : principal;
  const decision = guardDecision(
    location.pathname,
    entry,
    judged,
    location.search,
    shell.session.getUser()?.twoFactorSetupRequired === true,
  );

  // Layout effect: runs before the remotes' own effects, so a remote's setTitle wins.
  useLayoutEffect(() => {
    if (decision.action === 'render' && entry) shell.setTitle(entry.title);
  }, [decision.action, entry, shell]);

  // Waiting for the client's functions: the spinner takes the page's place inside the layout,
  // whose boundaries stay mounted.
  const waiting = contractClient !== null && contract.loading;
  if (!entry || (!waiting && decision.action === 'redirect')) {
    return (
      <GuardRedirect
        to={decision.action === 'redirect' ? decision.to : '/login'}
        warnNoAccess={decision.action === 'redirect' && decision.warnNoAccess}
      />
    );
  }

  const shows = pageContent(entry, principal, shell.session.getUser()?.termsAccepted);
  const content = waiting ? (
    <Spinner />
  ) : shows === 'terms' ? (
    <TermsAcceptancePage />
  ) : entry.owner === 'shell' ? (
    <ShellPageView page={entry.page ?? 'home'} />
  ) : (
    <RemoteArea key={entry.owner} remote={entry.owner} />
  );
  return (
    <Suspense fallback={<Spinner />}>
      {entry.layout ? <Layout>{content}</Layout> : content}
    </Suspense>
  );
}
