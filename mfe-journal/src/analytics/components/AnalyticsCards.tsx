import styled from 'styled-components';
import { Badge, formatMoney, formatPnl, formatWinRate, mediaQuery, pnlTone, toneColor } from '@tj/design-system';
import type { AnalyticsBreakdownsQuery, BreakdownDimension, NamedBucketFieldsFragment, TrendSideFieldsFragment } from '../../__generated__/graphql';
import { CARD_TITLES, TREND_WORDS } from '../constants/texts';
import { type BucketRef, formatDollars, formatMinutes, formatPnlInterval, tradesText } from '../utils/format';
import { BucketButton } from './BucketButton';
import { Figure, Figures, Section } from './Section';

type Answer = AnalyticsBreakdownsQuery['analyticsBreakdowns'];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media ${mediaQuery.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Pnl = ({ value }: { value: string | number }) => <span style={{ color: toneColor[pnlTone(value)] }}>{formatPnl(value)}</span>;

/** A best or worst bucket, opening its trades, or why none is named. */
function NamedBucket({ bucket, minimum, onOpen }: { bucket: NamedBucketFieldsFragment | null; minimum: number; onOpen: (bucket: BucketRef) => void }) {
  if (!bucket) return <>None with {minimum}+ trades</>;
  return (
    <>
      <BucketButton bucket={bucket} onOpen={onOpen} /> <Pnl value={bucket.expectancy} /> a trade, {tradesText(bucket.tradeCount)}
    </>
  );
}

/** One side of the trend: its mean P&L with the 95% range and its win rate. */
function TrendSide({ bucket }: { bucket: TrendSideFieldsFragment }) {
  if (bucket.tradeCount === 0) return <>No trades</>;
  return (
    <>
      <Pnl value={bucket.expectancy} /> a trade ({formatPnlInterval(bucket.meanPnlInterval)}), {formatWinRate(bucket.winRate)} won of {tradesText(bucket.tradeCount)}
    </>
  );
}

/** SPEC §2's risk, trend, timing and size cards, every figure computed from the trader's trades. */
export function AnalyticsCards({ answer, onOpen }: { answer: Answer; onOpen: (bucket: BucketRef, dimension: BreakdownDimension) => void }) {
  const { risk, trend, timing, size, minimumTrades } = answer;
  const open = (dimension: BreakdownDimension) => (bucket: BucketRef) => onOpen(bucket, dimension);
  return (
    <Grid>
      <Section title={CARD_TITLES.risk}>
        <Figures>
          <Figure term="Max drawdown">{formatMoney(risk.maxDrawdown)}</Figure>
          <Figure term="Largest losing streak">
            {tradesText(risk.largestLosingStreakCount)}, <Pnl value={risk.largestLosingStreakTotal} />
          </Figure>
          <Figure term="Average loss">
            <Pnl value={risk.avgLoss} />
          </Figure>
          <Figure term="Largest loss">
            <Pnl value={risk.largestLoss} />
          </Figure>
          <Figure term="Trades with a planned stop">{risk.tradesWithStop}</Figure>
          <Figure term="Mean R-multiple">{risk.meanR === null ? '—' : `${risk.meanR.toFixed(2)}R`}</Figure>
          <Figure term="Mean R, 95% range">{risk.meanRInterval ? `${risk.meanRInterval.low.toFixed(2)}R to ${risk.meanRInterval.high.toFixed(2)}R` : '—'}</Figure>
          <Figure term="Losses beyond the planned risk">{risk.lossesBeyondPlannedRisk}</Figure>
        </Figures>
        {risk.tradesWithStop === 0 && <Note>Add a planned stop to your trades in Trade History to see R-multiples.</Note>}
      </Section>
      <Section title={CARD_TITLES.trend}>
        <p>
          <Badge variant={trend.verdict === 'improving' ? 'success' : trend.verdict === 'declining' ? 'destructive' : 'outline'}>{TREND_WORDS[trend.verdict] ?? trend.verdict}</Badge>
        </p>
        <Figures>
          <Figure term="Newest 20 trades">
            <TrendSide bucket={trend.recent} />
          </Figure>
          <Figure term="Earlier trades">
            <TrendSide bucket={trend.earlier} />
          </Figure>
          <Figure term="Chance of a difference this large">{trend.pValue === null ? '—' : formatWinRate(trend.pValue)}</Figure>
        </Figures>
        <Note>
          {trend.verdict === 'not enough data'
            ? `A trend needs ${minimumTrades} trades on each side: the newest 20 and at least ${minimumTrades} before them.`
            : 'Improving or declining only when trades shuffled at random would show a difference this large less than 1 time in 20.'}
        </Note>
      </Section>
      <Section title={CARD_TITLES.timing}>
        <Figures>
          <Figure term="Best hour of entry">
            <NamedBucket bucket={timing.bestHour} minimum={minimumTrades} onOpen={open('HOUR')} />
          </Figure>
          <Figure term="Worst hour of entry">
            <NamedBucket bucket={timing.worstHour} minimum={minimumTrades} onOpen={open('HOUR')} />
          </Figure>
          <Figure term="Best weekday">
            <NamedBucket bucket={timing.bestWeekday} minimum={minimumTrades} onOpen={open('WEEKDAY')} />
          </Figure>
          <Figure term="Worst weekday">
            <NamedBucket bucket={timing.worstWeekday} minimum={minimumTrades} onOpen={open('WEEKDAY')} />
          </Figure>
          <Figure term="Winners held (median)">{formatMinutes(timing.medianWinnerHoldMinutes ?? null)}</Figure>
          <Figure term="Losers held (median)">{formatMinutes(timing.medianLoserHoldMinutes ?? null)}</Figure>
        </Figures>
        <Note>Times in {answer.timeZone}.</Note>
      </Section>
      <Section title={CARD_TITLES.size}>
        <Figures>
          <Figure term="Average position">{formatDollars(size.meanPositionSize)}</Figure>
          <Figure term="Average winning position">{formatDollars(size.meanWinnerSize ?? null)}</Figure>
          <Figure term="Average losing position">{formatDollars(size.meanLoserSize ?? null)}</Figure>
          <Figure term="Best size range">
            <NamedBucket bucket={size.bestRange} minimum={minimumTrades} onOpen={open('SIZE')} />
          </Figure>
          <Figure term="Worst size range">
            <NamedBucket bucket={size.worstRange} minimum={minimumTrades} onOpen={open('SIZE')} />
          </Figure>
        </Figures>
      </Section>
    </Grid>
  );
}
