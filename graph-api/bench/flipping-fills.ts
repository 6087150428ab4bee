/**
 * A DAS Trader Trades window export (with its ECN fee column) of `lines` fills of one symbol, each
 * but the first flipping the position (buy 1, then sell 2, buy 2…): `lines` trades, each but the
 * first opened by the rest of a flip: the case where matching each trade's group again per request
 * (as fills were read before trade_fills) cost time in the square of the file's length.
 */
export function flippingFillsCsv(lines: number): Buffer {
  const header = 'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,ECN Fee,P / L,';
  const rows = Array.from({ length: lines }, (_, index) => {
    const seconds = 9 * 3600 + 30 * 60 + index;
    const time = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
    const quantity = index === 0 ? 1 : 2;
    return `${time},FLIP,${index % 2 === 0 ? 'B' : 'SS'},${(10 + (index % 7) / 100).toFixed(2)},${quantity},SMRT,,BENCH1,Margin,AUTO,${(quantity / 100).toFixed(2)},0.00,`;
  });
  return Buffer.from([header, ...rows].join('\r\n') + '\r\n');
}
