import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import type { Placement } from '@floating-ui/react-dom';

/**
 * Position of a menu or popover anchored to a button. `fixed` takes it out of the table's
 * scroll container (a row menu on the last row is never clipped by the table); `flip` opens it
 * above the button when there is no room below; `shift` keeps it inside the viewport on a phone.
 */
export function useAnchoredPopup(open: boolean, placement: Placement = 'bottom-end') {
  const { refs, floatingStyles } = useFloating<HTMLElement>({
    open,
    placement,
    strategy: 'fixed',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return { setAnchor: refs.setReference, setPopup: refs.setFloating, popupStyle: floatingStyles };
}
