/**
 * A synthetic DAS Trader Trades window export of about `targetBytes`: 200 symbols over four
 * accounts, each position built in one to three fills and closed in one to three, long and short.
 * The numbers come from a seeded generator: the same file every run, so figures compare. Lines are
 * joined a thousand at a time, so generating leaves little garbage for the measured parse to collect.
 */
export function generateDasCsv(targetBytes: number): Buffer {
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const header = 'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\r\n';
  const chunks: string[] = [header];
  let lines: string[] = [];
  let bytes = header.length;
  let second = 4 * 3600;
  while (bytes < targetBytes) {
    const symbol = `S${Math.floor(random() * 200)}`;
    const account = `TRIB${1000 + Math.floor(random() * 4)}`;
    const long = random() < 0.6;
    const price = 5 + Math.floor(random() * 20_000) / 100;
    const pieces = 1 + Math.floor(random() * 3);
    const lot = 100 * (1 + Math.floor(random() * 5));
    for (const [side, offset] of [[long ? 'B' : 'SS', 0], [long ? 'S' : 'B', 0.05 - random() * 0.1]] as const) {
      for (let piece = 0; piece < pieces && bytes < targetBytes; piece += 1) {
        second = (second + 1) % 86_400;
        const time = [Math.floor(second / 3600), Math.floor(second / 60) % 60, second % 60].map((part) => String(part).padStart(2, '0')).join(':');
        const line = `${time},${symbol},${side},${(price + offset).toFixed(2)},${lot},SMRT,,${account},Margin,AUTO,0.00,\r\n`;
        lines.push(line);
        bytes += line.length;
        if (lines.length === 1000) {
          chunks.push(lines.join(''));
          lines = [];
        }
      }
    }
  }
  chunks.push(lines.join(''));
  return Buffer.from(chunks.join(''));
}
