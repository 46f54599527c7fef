import { lazy, Suspense } from 'react';
import { Spinner } from '@dpohub/shared-ui';
import { FunctionsPage } from '../home/FunctionsPage';
import { HomePage } from '../home/HomePage';
import { TermsPage } from '../terms/TermsPage';
import type { ShellPage } from './routes';

// The widget showcase is only for /components: kept out of the main chunk.
const ComponentsPage = lazy(() =>
  import('../components-demo/ComponentsPage').then((m) => ({ default: m.ComponentsPage })),
);

export function ShellPageView({ page }: { page: ShellPage }) {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'functions':
      return <FunctionsPage />;
    case 'terms':
      return <TermsPage />;
    case 'components':
      return (
        <Suspense fallback={<Spinner />}>
          <ComponentsPage />
        </Suspense>
      );
  }
}
