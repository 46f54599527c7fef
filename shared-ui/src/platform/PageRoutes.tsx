import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageDeclaration } from '../contract/pages';

/** Each declared page's path, by page key (for a remote's own links). */
export function pagePaths<K extends string>(pages: Record<K, PageDeclaration>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<PageDeclaration>(pages).map(([key, page]) => [key, page.path]),
  ) as Record<K, string>;
}

export interface PageRoutesProps<K extends string> {
  /** The remote's declared pages (its `src/pages.ts`). */
  pages: Record<K, PageDeclaration>;
  /** The screen of each page key (a page may name another key's screen: `screen`). */
  screens: Record<K, ComponentType>;
}

/**
 * A remote's routes, built from the pages it declares, so each path is written once (issue 33).
 * Paths are relative: the same as absolute under the shell's root, and they follow a base path
 * elsewhere. Paths of other areas render nothing: the shell renders them.
 */
export function PageRoutes<K extends string>({ pages, screens }: PageRoutesProps<K>) {
  const screenOf = screens as Record<string, ComponentType | undefined>;
  return (
    <Routes>
      {Object.entries<PageDeclaration>(pages).map(([key, page]) => {
        const Screen = screenOf[page.screen ?? key];
        return Screen ? (
          <Route key={key} path={page.path.replace(/^\//, '')} element={<Screen />} />
        ) : null;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}
