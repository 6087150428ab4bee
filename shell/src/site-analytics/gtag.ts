/** One gtag command as Google's tag reads it: ('js', date), ('config', id, params), ('event', name, params), ('set', params). */
export type GtagCommand = [string, ...unknown[]];

export interface GtagWindow extends Window {
  dataLayer?: unknown[];
  gtag?: (...command: GtagCommand) => void;
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * window.dataLayer and window.gtag as Google's snippet defines them. gtag.js reads each queued
 * entry as an Arguments object (an array is another kind of message to it), so gtag pushes
 * `arguments` itself, as the snippet does.
 */
export function installGtag(window: GtagWindow): (...command: GtagCommand) => void {
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  if (!window.gtag) {
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object, see above
      dataLayer.push(arguments);
    };
  }
  return window.gtag;
}

/** Adds gtag.js for the measurement id (async, once); `onLoad`/`onError` tell whether it arrived. */
export function loadGtagScript(document: Document, measurementId: string, { onLoad, onError }: { onLoad(): void; onError(): void }): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  script.addEventListener('load', onLoad);
  script.addEventListener('error', onError);
  document.head.appendChild(script);
}

/** Google's documented opt-out: with this window property true, gtag.js sends nothing for the id. */
export const disableProperty = (measurementId: string) => `ga-disable-${measurementId}`;
