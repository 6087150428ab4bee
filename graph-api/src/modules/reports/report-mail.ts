import type { OutgoingMail } from '../../infra/mail';
import { formatMoney } from '../insights';
import type { Report } from './report';
import { equityChartPng } from './equity-chart-png';

/** The chart's Content-ID: the HTML part shows it as `cid:` (RFC 2392). */
export const EQUITY_CHART_CID = 'equity-curve@trading-journal';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const longDay = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const periodTitle = (report: Report): string =>
  report.period.kind === 'day' ? `Daily summary for ${longDay(report.period.from)}` : `Weekly report for ${longDay(report.period.from)} to ${longDay(report.period.to)}`;

/** The report's lines, in reading order: the text part is these, and the HTML part shows the same. */
export function reportLines(report: Report): Array<{ label: string; value: string }> {
  const { figures, comparison } = report;
  const lines = [
    { label: 'Net P&L', value: formatMoney(figures.netPnl) },
    { label: 'Trades', value: String(figures.trades) },
    { label: 'Win rate', value: `${(figures.winRate * 100).toFixed(1)}% (${figures.winners} of ${figures.trades} trades)` },
  ];
  if (figures.best) lines.push({ label: 'Best trade', value: `${figures.best.symbol} ${formatMoney(figures.best.netPnl)} (${figures.best.day})` });
  if (figures.worst) lines.push({ label: 'Worst trade', value: `${figures.worst.symbol} ${formatMoney(figures.worst.netPnl)} (${figures.worst.day})` });
  if (comparison)
    lines.push({ label: 'Previous four weeks', value: `net P&L from ${formatMoney(comparison.low)} to ${formatMoney(comparison.high)} (${comparison.previousWeeks.map((week) => formatMoney(week.netPnl)).join(', ')})` });
  lines.push({
    label: 'Rule breaches',
    value: report.breaches.length === 0 ? 'none' : report.breaches.map((breach) => `${breach.name} on ${breach.day} (${breach.unit === 'usd' ? formatMoney(breach.figure) : breach.figure} against ${breach.limit})`).join('; '),
  });
  if (report.topInsight) lines.push({ label: 'Top insight', value: `${report.topInsight.title}: ${report.topInsight.text}` });
  return lines;
}

/** The chart's words for those who do not see it: where the running net P&L went, and its extremes. */
export function equityChartAlt(report: Report): string {
  const points = [0, ...report.equityCurve];
  const end = points.at(-1) ?? 0;
  return `Equity curve: running net P&L from $0.00 to ${formatMoney(end)} over ${report.equityCurve.length} trades (lowest ${formatMoney(Math.min(...points))}, highest ${formatMoney(Math.max(...points))}).`;
}

export interface ReportLinks {
  /** The period's report page in the app (the week's), or the dashboard for a day. */
  page: string;
  history: string;
  /** One-click unsubscribe (RFC 8058): POST turns the switch off; GET shows a confirmation page. */
  unsubscribe: string;
  settings: string;
}

/** The e-mail: text and HTML (one column, readable on a phone), with the RFC 8058 one-click unsubscribe headers. */
export function reportMail(to: string, report: Report, links: ReportLinks): OutgoingMail {
  const title = periodTitle(report);
  const lines = reportLines(report);
  const journalText = report.journal.flatMap(({ day, plan, review }) => [`${day}`, `  Plan: ${plan || '-'}`, `  Review: ${review || '-'}`]);
  const text = [
    title,
    '',
    ...lines.map(({ label, value }) => `${label}: ${value}`),
    ...(journalText.length > 0 ? ['', 'Journal', ...journalText] : []),
    '',
    `${report.period.kind === 'week' ? 'View this report in the app' : 'Open the journal'}: ${links.page}`,
    `Your trades: ${links.history}`,
    '',
    `Stop these e-mails: ${links.unsubscribe}`,
    `Or change them in Settings: ${links.settings}`,
  ].join('\n');
  const rows = lines.map(({ label, value }) => `<tr><th align="left" style="padding:6px 8px 6px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`).join('');
  const journalRows = report.journal
    .map(({ day, plan, review }) => `<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(day)}</h3><p style="margin:0"><b>Plan:</b> ${escapeHtml(plan || '-')}</p><p style="margin:4px 0 0"><b>Review:</b> ${escapeHtml(review || '-')}</p>`)
    .join('');
  const chart =
    report.equityCurve.length > 0
      ? `<h2 style="font-size:18px">Equity curve</h2><img src="cid:${EQUITY_CHART_CID}" width="280" height="120" alt="${escapeHtml(equityChartAlt(report))}" style="display:block;width:100%;max-width:560px;height:auto;border:1px solid #ddd">`
      : '';
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,sans-serif;font-size:16px;line-height:1.4;color:#111">
<div style="max-width:600px;margin:0 auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>
${chart}
${journalRows ? `<h2 style="font-size:18px">Journal</h2>${journalRows}` : ''}
<p style="margin-top:24px"><a href="${escapeHtml(links.page)}">${report.period.kind === 'week' ? 'View this report in the app' : 'Open the journal'}</a> · <a href="${escapeHtml(links.history)}">Your trades</a></p>
<p style="font-size:13px;color:#555"><a href="${escapeHtml(links.unsubscribe)}">Stop these e-mails</a> or change them in <a href="${escapeHtml(links.settings)}">Settings</a>.</p>
</div></body></html>`;
  return {
    to,
    subject: `${title}: ${formatMoney(report.figures.netPnl)}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(chart ? { inlineImages: [{ cid: EQUITY_CHART_CID, filename: 'equity-curve.png', contentType: 'image/png' as const, content: equityChartPng(report.equityCurve) }] } : {}),
  };
}
