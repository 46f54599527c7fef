import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import type { Placement } from '@floating-ui/react-dom';

/**
 * Position of a menu or popover anchored to a button, for a popup that is mounted only while
 * open. `fixed` takes it out of the table's scroll container (a row menu on the last row is
 * never clipped by the table); `flip` opens it above the button when there is no room below;
 * `shift` keeps it inside the viewport on a phone. floating-ui comes with the popup's chunk,
 * never with the screen that shows the button.
 */
export function useAnchoredPopup(anchor: HTMLElement | null, placement: Placement = 'bottom-end') {
  const { refs, floatingStyles } = useFloating<HTMLElement>({
    open: true,
    placement,
    strategy: 'fixed',
    elements: { reference: anchor },
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return { setPopup: refs.setFloating, popupStyle: floatingStyles };
}
