import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const PortalTargetContext = createContext<HTMLElement | null>(null);

/**
 * Where dialogs render their portal: document.body by default; an embed inside a Shadow DOM root
 * names an element of that root, so its dialogs stay inside it (and keep its styles).
 */
export function PortalTargetProvider({
  target,
  children,
}: {
  target: HTMLElement | null;
  children?: ReactNode;
}) {
  return <PortalTargetContext.Provider value={target}>{children}</PortalTargetContext.Provider>;
}

export function usePortalTarget(): HTMLElement {
  return useContext(PortalTargetContext) ?? document.body;
}
