import { useEffect, useRef, type RefObject } from 'react';
import { focusableElements, trapTab } from './focusable';

/** Open dialogs, innermost last: only the innermost one answers Escape and Tab. */
const openDialogs: HTMLElement[] = [];

/**
 * The keyboard contract of a modal dialog, kept even when focus falls out of it:
 * - on open, focus moves to its first control (else the panel itself);
 * - Escape closes it and Tab cycles inside it, wherever focus is (listened on the document, so a
 *   focused button that was disabled or removed, leaving focus on the page body, breaks nothing);
 * - focus that falls to the body while it is open (Create Key disables itself) goes to the panel;
 * - on close, focus returns to whatever had it when the dialog opened (its opener).
 */
export function useModalFocus(open: boolean, panel: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(element);
    (focusableElements(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== element) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab') {
        trapTab(event, element);
      }
    };
    const keepFocusInside = () => {
      const active = document.activeElement;
      if (openDialogs[openDialogs.length - 1] === element && (!active || active === document.body)) element.focus();
    };
    // Capture phase: a page's own Escape handler (the mobile menu) must not act behind the dialog.
    document.addEventListener('keydown', onKeyDown, true);
    const observer = new MutationObserver(keepFocusInside);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      observer.disconnect();
      openDialogs.splice(openDialogs.indexOf(element), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panel]);
}
