import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';

// Headings follow the page they are on (axe heading-order, page-has-heading-one; platform m27):
// the portal's public page starts the simulator at h1, the embed at h2 under the host's own h1,
// and the portal's internal form puts its sections at h2 under the top bar's h1.

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const LevelContext = createContext<HeadingLevel>(2);

/** The level of the flow's top heading below this point; nested headings go one deeper each. */
export function HeadingLevelProvider({
  level,
  children,
}: {
  level: HeadingLevel;
  children: ReactNode;
}) {
  return <LevelContext.Provider value={level}>{children}</LevelContext.Provider>;
}

export function useHeadingLevel(): HeadingLevel {
  return useContext(LevelContext);
}

/** The level `depth` steps below the flow's top heading (at most h6). */
export function deeper(level: HeadingLevel, depth: number): HeadingLevel {
  return Math.min(6, level + depth) as HeadingLevel;
}

/** A heading `depth` levels below the flow's top one. */
export function Heading({
  depth = 0,
  className,
  id,
  children,
}: {
  depth?: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const level = deeper(useHeadingLevel(), depth);
  return createElement(`h${level}`, { className, id }, children);
}
