import { createContext, useContext } from 'react';

/** True while a navigation waits for the next page's code or data (ShellRouter's transition). */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
