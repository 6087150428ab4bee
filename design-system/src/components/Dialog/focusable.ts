const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `container` that Tab can reach, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Keeps Tab and Shift+Tab cycling inside `container`. Focus that is outside it (on the page body,
 * after the focused button was disabled or removed) comes back in on the next Tab.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const focusable = focusableElements(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  const outsideCycle = !focusable.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outsideCycle)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outsideCycle)) {
    event.preventDefault();
    first.focus();
  }
}
