import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { Report } from './report';
import { periodTitle, reportLines } from './report-mail';

@ObjectType('ReportLine', { description: 'One figure of a report, as its e-mail words it.' })
export class ReportLineView {
  @Field()
  label!: string;

  @Field()
  value!: string;
}

@ObjectType('ReportJournalDay', { description: "A day's plan next to its review." })
export class ReportJournalDayView {
  @Field()
  day!: string;

  @Field()
  plan!: string;

  @Field()
  review!: string;
}

@ObjectType('ReportEquityDay', { description: 'A local day of the report with closed trades: the running net P&L at its end.' })
export class ReportEquityDayView {
  @Field()
  day!: string;

  @Field(() => Float)
  cumulativePnl!: number;

  @Field(() => Float)
  dayPnl!: number;

  @Field(() => Int)
  trades!: number;
}

@ObjectType('Report', { description: 'A week (or day) report: the same figures as its e-mail and the dashboard.' })
export class ReportView {
  @Field()
  title!: string;

  @Field({ description: 'First local day (YYYY-MM-DD).' })
  from!: string;

  @Field({ description: 'Last local day, included.' })
  to!: string;

  @Field({ description: 'Net P&L, decimal text.' })
  netPnl!: string;

  @Field(() => Int)
  trades!: number;

  @Field(() => Int)
  winners!: number;

  @Field(() => [ReportLineView])
  lines!: ReportLineView[];

  @Field(() => [ReportJournalDayView])
  journal!: ReportJournalDayView[];

  @Field(() => [Float], { description: 'Running net P&L after each trade of the period.' })
  equityCurve!: number[];

  @Field(() => [ReportEquityDayView], { description: 'The same running net P&L, one point per local day with closed trades.' })
  equityDays!: ReportEquityDayView[];

  static of(report: Report): ReportView {
    return Object.assign(new ReportView(), {
      title: periodTitle(report),
      from: report.period.from,
      to: report.period.to,
      netPnl: report.figures.netPnl,
      trades: report.figures.trades,
      winners: report.figures.winners,
      lines: reportLines(report).map((line) => Object.assign(new ReportLineView(), line)),
      journal: report.journal.map((day) => Object.assign(new ReportJournalDayView(), day)),
      equityCurve: report.equityCurve,
      equityDays: report.equityDays.map((day) => Object.assign(new ReportEquityDayView(), day)),
    });
  }
}
