import { lazy, Suspense } from 'react';
import { Spinner } from '@dpohub/shared-ui';
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

export function ShellPageView({ page }: { page: ShellPage }) {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'functions':
      return (
        <Suspense fallback={<Spinner />}>
          <FunctionsPage />
        </Suspense>
      );
    case 'terms':
      return (
        <Suspense fallback={<Spinner />}>
          <TermsPage />
        </Suspense>
      );
    case 'components':
      return (
        <Suspense fallback={<Spinner />}>
          <ComponentsPage />
        </Suspense>
      );
  }
}
