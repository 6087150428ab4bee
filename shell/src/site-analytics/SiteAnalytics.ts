import type { AnalyticsEvent, ShellAnalytics } from '@tj/design-system';
import type { AnalyticsConfig } from './config';
import { DEBUG_BURST } from './debugBurst';
import { ensureDocumentTitle } from './documentTitle';
import { disableProperty, type GtagCommand, type GtagWindow, installGtag, loadGtagScript } from './gtag';

/** Known once the session is: an anonymous visitor or a user whose Usage Analytics is on grants it. */
export type Consent = 'pending' | 'granted' | 'denied';
/** What became of one event: sent to gtag, held until the session is known, or dropped and why. */
export type Delivery = 'sent' | 'held' | 'not-configured' | 'no-consent';
export type TagState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

/** One page view or event: its gtag name and parameters, and what became of it. */
export interface Tracked {
  name: string;
  params: Record<string, string | number>;
  delivery: Delivery;
}

export interface AnalyticsStatus {
  measurementId: string | null;
  debug: boolean;
  consent: Consent;
  tag: TagState;
}

/** The part of the session analytics reads: null is nobody signed in. */
export type SessionConsent = { usageAnalytics?: boolean } | null;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SiteAnalyticsOptions {
  config: AnalyticsConfig;
  window: GtagWindow;
  console?: Pick<Console, 'warn'>;
  timers?: Timers;
}

/** Events waiting for the session beyond this many are dropped oldest first: the queue stays bounded. */
export const MAX_HELD_COMMANDS = 100;

export const NOT_CONFIGURED_WARNING = 'Google Analytics is off: the server has no GA_MEASUREMENT_ID, so no page views or events are sent.';
export const TAG_FAILED_WARNING = 'Google Analytics is unavailable: gtag.js could not be loaded (blocked or offline), so no events reach Google.';

/**
 * The site's Google Analytics 4, through gtag.js. Nothing is loaded or sent until the session is
 * known; then only with consent (DECISIONS §2: Usage Analytics), which may be withdrawn and given
 * again. Without a measurement id it sends nothing and says so once, as a console warning.
 */
export class SiteAnalytics implements ShellAnalytics {
  private consent: Consent = 'pending';
  private tag: TagState = 'not-loaded';
  private held: GtagCommand[] = [];
  private gtag: ((...command: GtagCommand) => void) | null = null;
  private burstTimers: unknown[] = [];
  private readonly listeners = new Set<() => void>();
  private statusSnapshot: AnalyticsStatus;
  private readonly window: GtagWindow;
  private readonly timers: Timers;

  constructor(private readonly options: SiteAnalyticsOptions) {
    this.window = options.window;
    this.timers = options.timers ?? { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as number) };
    this.statusSnapshot = this.currentStatus();
    ensureDocumentTitle(this.window.document);
    if (!options.config.measurementId) (options.console ?? console).warn(NOT_CONFIGURED_WARNING);
  }

  /** The same object until something changes (for useSyncExternalStore). */
  status(): AnalyticsStatus {
    return this.statusSnapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The consent of the session just resolved: each call replaces the previous one. */
  followSession(session: SessionConsent): void {
    const consent: Consent = session?.usageAnalytics === false ? 'denied' : 'granted';
    if (consent === this.consent) return;
    this.consent = consent;
    const { measurementId } = this.options.config;
    if (measurementId && consent === 'granted') {
      if (this.gtag) this.optOut(measurementId, false);
      else this.start(measurementId);
      const held = this.held;
      this.held = [];
      for (const command of held) this.gtag?.(...command);
    } else if (measurementId) {
      // Withdrawn: what waits is dropped, the burst stops, and gtag.js itself is told to send nothing more.
      this.held = [];
      this.stopBurst();
      if (this.gtag) this.optOut(measurementId, true);
    }
    this.changed();
  }

  event({ action, category, label, value }: AnalyticsEvent): Tracked {
    const params = { event_category: category, event_label: label, ...(value === undefined ? {} : { value }) };
    return { name: action, params, delivery: this.send(['event', action, params]) };
  }

  /**
   * A page view of the page now shown. The address goes without its query and fragment: a
   * password-reset link carries its token there. It is also `set` for the events that follow,
   * which gtag.js would otherwise stamp with the full address.
   */
  pageView(): Tracked {
    const { origin, pathname } = this.window.location;
    const pageLocation = `${origin}${pathname}`;
    const params = { page_path: pathname, page_location: pageLocation, page_title: ensureDocumentTitle(this.window.document) };
    this.send(['set', { page_location: pageLocation }]);
    return { name: 'page_view', params, delivery: this.send(['event', 'page_view', params]) };
  }

  private send(command: GtagCommand): Delivery {
    if (!this.options.config.measurementId) return 'not-configured';
    if (this.consent === 'denied') return 'no-consent';
    if (this.consent === 'pending') {
      this.held.push(command);
      if (this.held.length > MAX_HELD_COMMANDS) this.held.shift();
      return 'held';
    }
    this.gtag?.(...command);
    return 'sent';
  }

  private start(measurementId: string): void {
    const { debug } = this.options.config;
    this.gtag = installGtag(this.window);
    this.gtag('js', new Date());
    // Page views are sent by the site, once per route: none from config.
    this.gtag('config', measurementId, debug ? { send_page_view: false, debug_mode: true } : { send_page_view: false });
    this.tag = 'loading';
    loadGtagScript(this.window.document, measurementId, {
      onLoad: () => this.tagIs('loaded'),
      onError: () => {
        (this.options.console ?? console).warn(TAG_FAILED_WARNING);
        this.tagIs('failed');
      },
    });
    if (debug) this.burstTimers = DEBUG_BURST.map(({ at, event }) => this.timers.setTimeout(() => this.event(event), at));
  }

  private optOut(measurementId: string, disabled: boolean): void {
    (this.window as unknown as Record<string, unknown>)[disableProperty(measurementId)] = disabled;
  }

  private stopBurst(): void {
    for (const timer of this.burstTimers) this.timers.clearTimeout(timer);
    this.burstTimers = [];
  }

  private tagIs(state: TagState): void {
    this.tag = state;
    this.changed();
  }

  private currentStatus(): AnalyticsStatus {
    const { measurementId, debug } = this.options.config;
    return { measurementId, debug, consent: this.consent, tag: this.tag };
  }

  private changed(): void {
    this.statusSnapshot = this.currentStatus();
    for (const listener of this.listeners) listener();
  }
}
