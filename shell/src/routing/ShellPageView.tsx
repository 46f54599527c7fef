import { lazy } from 'react';
import { HomePage } from '../home/HomePage';
import type { ShellPage } from './routes';

// Home comes with the shell; the other shell pages load when visited (the terms page carries the
// whole terms of use and privacy notice).
const FunctionsPage = lazy(() =>
  import('../home/FunctionsPage').then((m) => ({ default: m.FunctionsPage })),
);
const TermsPage = lazy(() => import('../terms/TermsPage').then((m) => ({ default: m.TermsPage })));

// The widget showcase is only for /components: kept out of the main chunk.
const ComponentsPage = lazy(() =>
  import('../components-demo/ComponentsPage').then((m) => ({ default: m.ComponentsPage })),
);

/** A shell page. While its code loads, the page before it stays (RouteGate's boundaries). */
export function ShellPageView({ page }: { page: ShellPage }) {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'functions':
      return <FunctionsPage />;
    case 'terms':
      return <TermsPage />;
    case 'components':
      return <ComponentsPage />;
  }
}
