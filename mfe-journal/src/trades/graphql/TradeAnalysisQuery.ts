import { gql } from '@apollo/client';

/** The built-in engine's analysis of one trade (GET /api/trade-analysis), every figure with its basis. */
export const TRADE_ANALYSIS_QUERY = gql`
  query TradeAnalysis($tradeId: ID!) {
    tradeAnalysis(tradeId: $tradeId) {
      tradeId
      suggestedEntry
      suggestedExit
      riskAnalysis
      improvementTips
      confidenceScore
      confidenceReasons
      hindsightNote
      excursions {
        timeframe
        barsInside
        insideOneBar
        mae {
          price
          perUnit
          dollars
          r
          time
        }
        mfe {
          price
          perUnit
          dollars
          r
          time
        }
        realisedPerUnit
        capturedPercent
        minutesToMfe
        stopReached {
          price
          time
        }
        exitTiming
        givenBackPerUnit
        afterExit {
          price
          time
          beyondMfePerUnit
        }
        hindsight {
          entry {
            price
            time
          }
          exit {
            price
            time
          }
        }
      }
      comparison {
        notional
        pastTrades
        medianNotional
        sizeRatio
        maePercent
        tradesWithCandles
        medianMaePercent
        maeRatio
      }
      candles {
        timeframe
        count
        chartedSymbol
        isUnderlying
        providers
        notice
      }
      narrativeSource
    }
  }
`;
