import type { ReactNode } from 'react';

/** The width a component gets on a 390 px phone inside the app's 16 px page padding. */
export const PHONE_CONTENT_WIDTH = 358;

/** Shows a story as it lays out on a phone. */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return <div style={{ width: PHONE_CONTENT_WIDTH, display: 'grid', gap: 12, outline: '1px dashed #26324d' }}>{children}</div>;
}

/** A story's play function that gives keyboard focus to its first focusable control, to show the focus ring. */
export async function focusFirstControl({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.querySelector<HTMLElement>('button, input, select, textarea, a[href], [tabindex="0"]')?.focus();
}

/**
 * A play function that gives keyboard focus to the first element matching `selector`, looked up in
 * the whole document: a dialog renders outside the story's canvas, in a portal.
 */
export function focusMatching(selector: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    canvasElement.ownerDocument.querySelector<HTMLElement>(selector)?.focus();
  };
}
