import { gql } from '@apollo/client';

/** A trade's candles at one timeframe (GET /api/trade-chart): the API picks the window around the trade. */
export const TRADE_CHART_QUERY = gql`
  query TradeChart($input: TradeChartInput!) {
    tradeChart(input: $input) {
      symbol
      timeframe
      candles {
        time
        open
        high
        low
        close
        volume
      }
      chartedSymbol
      isUnderlying
      label
      providers
      sources {
        source
        label
      }
      message
      notice
    }
  }
`;
