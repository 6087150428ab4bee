import type { AnalyticsEvent } from '@tj/design-system';

/** SPEC §9: the start-up delay, then 6 heartbeats 10 s apart. */
export const STARTUP_DELAY_MS = 2000;
export const HEARTBEAT_COUNT = 6;
export const HEARTBEAT_EVERY_MS = 10_000;

export interface ScheduledEvent {
  /** Milliseconds after analytics started. */
  at: number;
  event: AnalyticsEvent;
}

const debugEvent = (action: string, label: string, value?: number): AnalyticsEvent => ({ action, category: 'debug', label, ...(value === undefined ? {} : { value }) });

// GA4 reserves first_visit, session_start and user_engagement (it collects them itself and drops
// them when a site sends them), so the synthetic ones carry a debug_ prefix.
const STAGGERED = ['debug_engagement', 'debug_scroll', 'debug_first_visit', 'debug_session_start'];

/**
 * The start-up burst of SPEC §7, sent only in analytics debug mode (DECISIONS §2): after 2 s the
 * verification and site-active events; then engagement, scroll, first visit and session start
 * spread evenly over the next 500 ms to 1 s; then a heartbeat every 10 s, 6 times.
 */
export const DEBUG_BURST: readonly ScheduledEvent[] = [
  { at: STARTUP_DELAY_MS, event: debugEvent('site_verification', 'start-up burst') },
  { at: STARTUP_DELAY_MS, event: debugEvent('site_active', 'start-up burst') },
  ...STAGGERED.map((action, index) => ({ at: STARTUP_DELAY_MS + Math.round(500 + (index * 500) / (STAGGERED.length - 1)), event: debugEvent(action, 'start-up burst') })),
  ...Array.from({ length: HEARTBEAT_COUNT }, (_, index) => ({
    at: STARTUP_DELAY_MS + (index + 1) * HEARTBEAT_EVERY_MS,
    event: debugEvent('debug_heartbeat', 'heartbeat', index + 1),
  })),
];
