import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a message into view each time `shownFor` changes to something (a refusal below the
 * fold of a 1400x900 screen went unseen). Screen readers hear it through its role="alert".
 */
export function useRevealWhenShown(element: RefObject<HTMLElement | null>, shownFor: unknown) {
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (shownFor) element.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [element, shownFor]);
}
