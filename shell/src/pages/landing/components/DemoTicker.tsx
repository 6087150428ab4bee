import { useState, type CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, formatPnl, pnlTone, toneColor, toNumber } from '@tj/design-system';
import { useDemoTicker } from '../hooks/useDemoTicker';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { TickerEntry } from '../utils/parseDemoTicker';

/** Its height is held before the entries arrive, so nothing below moves when they do. */
const STRIP_HEIGHT = '48px';
const SECONDS_PER_ENTRY = 3;

// Two identical lists side by side: moving by half the track shows the second where the first was.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Strip = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${STRIP_HEIGHT};
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: left;

  .ticker-caption { flex: none; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .ticker-toggle { flex: none; }
  .ticker-toggle[data-empty='true'] { visibility: hidden; }
`;

const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} var(--ticker-duration) linear infinite;
  ${Strip}:hover &,
  &[data-paused='true'] { animation-play-state: paused; }
  /* The app shortens every animation under reduced motion; this one starts paused instead, and a
     visitor who presses play gets it at its own pace. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: var(--ticker-duration) !important;
    animation-iteration-count: infinite !important;
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxl};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xxl} 0 0;
  list-style: none;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};

  .ticker-symbol { font-weight: 600; }
  .ticker-trades { color: ${({ theme }) => theme.color.textMuted}; }
`;

/** ▲ above 0, ▼ below: the sign and the arrow say what the colour says (SPEC §9: green at 0 or above). */
function arrowOf(pnl: string): string {
  const value = toNumber(pnl) ?? 0;
  if (value > 0) return '▲ ';
  return value < 0 ? '▼ ' : '';
}

function TickerItems({ entries }: { entries: TickerEntry[] }) {
  return entries.map(({ symbol, pnl, trades }) => (
    <li key={symbol}>
      <span className="ticker-symbol">{symbol}</span>{' '}
      <span style={{ color: toneColor[pnlTone(pnl)] }}>
        <span aria-hidden="true">{arrowOf(pnl)}</span>
        {formatPnl(pnl)}
      </span>{' '}
      <span className="ticker-trades">
        {trades} {trades === 1 ? 'trade' : 'trades'}
      </span>
    </li>
  ));
}

/**
 * The hero's scrolling strip: each symbol of the demo journal with its net realized P&L. Screen
 * readers read the list once (the copy that closes the loop is hidden from them). It can be paused
 * (WCAG 2.2.2), and starts paused for a visitor who asked for reduced motion.
 */
export function DemoTicker() {
  const entries = useDemoTicker();
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const empty = entries.length === 0;

  return (
    <Strip>
      <span className="ticker-caption" id="demo-ticker-caption">
        Demo journal
      </span>
      <Viewport>
        {!empty && (
          <Track data-paused={paused} style={{ '--ticker-duration': `${entries.length * SECONDS_PER_ENTRY}s` } as CSSProperties}>
            <List aria-labelledby="demo-ticker-caption demo-ticker-list-label">
              <TickerItems entries={entries} />
            </List>
            <List aria-hidden="true">
              <TickerItems entries={entries} />
            </List>
          </Track>
        )}
        <span id="demo-ticker-list-label" hidden>
          net realized P&amp;L by symbol
        </span>
      </Viewport>
      <Button
        variant="ghost"
        size="sm"
        className="ticker-toggle"
        data-empty={empty}
        aria-label="Pause ticker"
        aria-pressed={paused}
        onClick={() => setPausedByVisitor(!paused)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </Button>
    </Strip>
  );
}
