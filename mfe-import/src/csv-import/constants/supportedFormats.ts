/**
 * How the Supported Formats panel groups the catalogue. Every platform listed has an importer on
 * the server; Alpaca's API import also reads its crypto fills (pairs such as BTC/USD).
 */
export const TRADING_PLATFORM_IDS: readonly string[] = ['das_trader', 'thinkorswim'];
export const CRYPTO_EXCHANGE_IDS: readonly string[] = ['alpaca'];
