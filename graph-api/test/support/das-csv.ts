/** A DAS Trader Pro Trades window export (trailing comma on every line, CRLF), built from fills. */
export interface DasFill {
  time: string;
  symbol: string;
  side: 'B' | 'S' | 'SS';
  price: string;
  qty: number;
  account?: string;
}

export function dasTradesCsv(fills: readonly DasFill[]): string {
  const header = 'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,';
  const rows = fills.map(({ time, symbol, side, price, qty, account = 'TRIB1001' }) => `${time},${symbol},${side},${price},${qty},SMRT,,${account},Margin,AUTO,0.00,`);
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** n round trips over a few symbols: each buys 100 and sells 100 one cent higher a second later. */
export function manyDasRoundTrips(count: number, symbolOf: (index: number) => string = (index) => `SYM${index % 50}`): DasFill[] {
  const fills: DasFill[] = [];
  for (let index = 0; index < count; index += 1) {
    const seconds = 9 * 3600 + 30 * 60 + index * 2;
    fills.push({ time: clock(seconds), symbol: symbolOf(index), side: 'B', price: '10.00', qty: 100 });
    fills.push({ time: clock(seconds + 1), symbol: symbolOf(index), side: 'S', price: '10.01', qty: 100 });
  }
  return fills;
}

function clock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600) % 24;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
