import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedUpBrowser, type Browser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { Candle } from './candle.entity';

/** One-minute bars written as short as the format allows, to fill a file just under 10 MB. */
function oneMinuteFile(count: number): Buffer {
  const start = Date.parse('2020-01-02T00:00:00Z') / 1000;
  const lines = ['time,open,high,low,close'];
  for (let index = 0; index < count; index += 1) lines.push(`${start + index * 60},10,11,9,10`);
  return Buffer.from(lines.join('\n'));
}

describeEachDatabase('a candle file near the 10 MB limit', (database) => {
  let testApp: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    browser = (await signedUpBrowser(testApp, 'bigfile')).browser;
  });
  afterAll(() => testApp.close());

  it('stores every bar of it in seconds, and a second file replaces what the first held in its span', async () => {
    const file = oneMinuteFile(330_000);
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    const response = await browser.post('/api/candles/upload').attach('file', file, 'big.csv').field('symbol', 'ZZBIG').field('timeframe', '1m').expect(200);
    expect(response.body.data).toMatchObject({ candlesImported: 330_000, from: '2020-01-02T00:00:00.000Z' });
    const again = Buffer.from('time,open,high,low,close\n2020-01-02T00:01:00Z,20,21,19,20\n');
    await browser.post('/api/candles/upload').attach('file', again, 'fix.csv').field('symbol', 'ZZBIG').field('timeframe', '1m').expect(200);
    const em = testApp.orm.em.fork();
    expect(await em.count(Candle, { symbol: 'ZZBIG' })).toBe(330_000);
    expect((await em.findOneOrFail(Candle, { symbol: 'ZZBIG', time: new Date('2020-01-02T00:01:00Z') })).open).toBe('20');
  });
});
