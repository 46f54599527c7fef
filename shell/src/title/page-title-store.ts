import { createStore, useStore } from 'zustand';

interface PageTitleState {
  title: string;
  setTitle(title: string): void;
}

/** The top-bar title, set by the route table and refined by remotes through shell.setTitle. */
export const pageTitleStore = createStore<PageTitleState>((set) => ({
  title: '',
  setTitle: (title) => set({ title }),
}));

export function usePageTitle(): string {
  return useStore(pageTitleStore, (state) => state.title);
}
