import type { UserDataSection } from '../../infra/users';
import type { CandleStore } from './store/candle-store';

/**
 * A trader's uploaded candles: the export lists what they uploaded (each file's symbol, timeframe
 * and span), not every bar, which their own file holds; Delete Account removes the bars and spans.
 * Provider candles are nobody's and stay.
 */
export const candleUploadsSection = (store: CandleStore): UserDataSection => ({
  name: 'candleUploads',
  export: (em, userId) => store.uploadsOf(em, userId),
  deleteAll: (em, userId) => store.forgetOwnedBy(em, userId),
});
