// A client of its own for the stall tests: GET /api/health every `everyMs` from { url, everyMs }
// until told 'stop', then answers [{ ms, status }] (status, or why there was none). A process of
// its own, so a server holding its thread delays the answers, not the sending of the checks.
let timer = null;
const checks = [];

async function check(url) {
  const sent = performance.now();
  try {
    const response = await fetch(url);
    await response.text();
    return { ms: performance.now() - sent, status: response.status };
  } catch (error) {
    return { ms: performance.now() - sent, status: String(error) };
  }
}

process.on('message', async (message) => {
  if (message === 'stop') {
    clearInterval(timer);
    process.send(await Promise.all(checks));
    return;
  }
  timer = setInterval(() => checks.push(check(message.url)), message.everyMs);
  process.send('started');
});
