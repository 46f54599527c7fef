import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface PageRoutesProps<K extends string> {
  /** The remote's pages by key: their absolute paths (the `pages` of its src/pages.ts). */
  pages: Record<K, string>;
  /** The screen of each page key. */
  screens: Record<K, ComponentType>;
}

/**
 * A remote's routes, built from the pages it declares, so each path is written once (issue 33).
 * A key `screen.name` shows the screen `screen` at a path of its own (a page a build adds to the
 * remote's declarations, such as the e2e journey's). Paths are relative: the same as absolute
 * under the shell's root, and they follow a base path elsewhere. Paths of other areas render
 * nothing: the shell renders them.
 */
export function PageRoutes<K extends string>({ pages, screens }: PageRoutesProps<K>) {
  const screenOf = screens as Record<string, ComponentType | undefined>;
  return (
    <Routes>
      {Object.entries<string>(pages).map(([key, path]) => {
        const Screen = screenOf[key] ?? screenOf[key.split('.')[0] ?? ''];
        return Screen ? (
          <Route key={key} path={path.replace(/^\//, '')} element={<Screen />} />
        ) : null;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}
