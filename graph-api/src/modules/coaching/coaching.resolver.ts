import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { LIKERT_ITEMS } from './assessment/assessment-items';
import { submissionBodyOf } from './assessment/assessment-input';
import { AssessmentService } from './assessment/assessment.service';
import { AssessmentItemView, PlaybookView, PsychologyAssessmentInput, PsychologyAssessmentView } from './coaching.types';
import { playbookIdOf } from './playbook/playbook-id';
import { PlaybookService } from './playbook/playbook.service';

@Resolver()
export class CoachingResolver {
  constructor(
    private readonly assessments: AssessmentService,
    private readonly playbooks: PlaybookService,
  ) {}

  @Authorized()
  @Query(() => [AssessmentItemView], { description: 'The 15 Big Five items of step 1, q1 to q15.' })
  assessmentItems(): AssessmentItemView[] {
    return LIKERT_ITEMS.map(AssessmentItemView.of);
  }

  @Authorized()
  @Query(() => PsychologyAssessmentView, { nullable: true, description: "The caller's latest assessment; null before the first." })
  async psychologyAssessment(@Ctx() context: GraphQLContext): Promise<PsychologyAssessmentView | null> {
    const latest = await this.assessments.latest(context.em, callerOf(context).userId);
    return latest ? PsychologyAssessmentView.of(latest) : null;
  }

  @Authorized()
  @Query(() => [PsychologyAssessmentView], { description: "Every assessment the caller completed, newest first (a retake keeps the earlier ones)." })
  async psychologyAssessmentHistory(@Ctx() context: GraphQLContext): Promise<PsychologyAssessmentView[]> {
    return (await this.assessments.history(context.em, callerOf(context).userId)).map(PsychologyAssessmentView.of);
  }

  @Authorized()
  @Mutation(() => PsychologyAssessmentView, { description: 'Scores and stores a completed assessment; bad answers are refused and nothing is stored.' })
  async submitPsychologyAssessment(@Arg('input', () => PsychologyAssessmentInput) input: PsychologyAssessmentInput, @Ctx() context: GraphQLContext): Promise<PsychologyAssessmentView> {
    return PsychologyAssessmentView.of(await this.assessments.submit(context.em, callerOf(context).userId, submissionBodyOf(input)));
  }

  @Authorized()
  @Query(() => PlaybookView, { nullable: true, description: 'A version of the Play Book by id, or the Active one without; null when there is none yet.' })
  async playbook(@Arg('id', () => ID, { nullable: true }) id: string | null | undefined, @Ctx() context: GraphQLContext): Promise<PlaybookView | null> {
    const { userId } = callerOf(context);
    // An argument left out arrives as undefined, not null: both ask for the Active one.
    const found = id === null || id === undefined ? await this.playbooks.active(context.em, userId) : await this.playbooks.byId(context.em, userId, playbookIdOf(id));
    return found ? PlaybookView.of(found) : null;
  }

  @Authorized()
  @Query(() => [PlaybookView], { description: 'Every version, newest (Active) first.' })
  async playbookVersions(@Ctx() context: GraphQLContext): Promise<PlaybookView[]> {
    return (await this.playbooks.versions(context.em, callerOf(context).userId)).map(PlaybookView.of);
  }

  @Authorized()
  @Mutation(() => PlaybookView, { description: 'Generates a new version from the latest assessment, the settings and the trades; it becomes Active.' })
  async generatePlaybook(@Ctx() context: GraphQLContext): Promise<PlaybookView> {
    return PlaybookView.of(await this.playbooks.generate(context.em, callerOf(context).userId));
  }
}
