import { QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../data/query-client';

// The cache tells screens of new data in a macrotask (setTimeout 0) in the browser; under test,
// in a microtask, so an answer shows within the act() that delivered it, fake timers or not.
notifyManager.setScheduler(queueMicrotask);

/**
 * The shell's part for a screen under test: a data cache of its own, made with the tree, so no
 * test sees the rows another test cached.
 */
export function TestQueryProvider({ children }: { children?: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
