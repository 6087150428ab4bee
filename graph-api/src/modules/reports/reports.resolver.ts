import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { isLocalDay, weekOf } from './report-period';
import { ReportError } from './reports.errors';
import { ReportsService } from './reports.service';
import { ReportView } from './reports.types';

@Resolver()
export class ReportsResolver {
  constructor(private readonly reports: ReportsService) {}

  @Authorized()
  @Query(() => ReportView, { description: "The caller's weekly report of the Monday-to-Sunday week that holds `day` (YYYY-MM-DD, a local day)." })
  async weeklyReport(@Arg('day') day: string, @Ctx() context: GraphQLContext): Promise<ReportView> {
    if (!isLocalDay(day)) throw new ReportError('day must be a date as YYYY-MM-DD.');
    return ReportView.of(await this.reports.report(context.em, callerOf(context).userId, weekOf(day)));
  }
}
