// The public entry of modules/coaching: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { PsychologyAssessment } from './assessment/psychology-assessment.entity';
import { CoachingResolver } from './coaching.resolver';
import { coachingRoutes } from './coaching.routes';
import { Playbook } from './playbook/playbook.entity';
import { wireCoaching } from './wiring';

export const coachingModule = {
  name: 'coaching',
  entities: [PsychologyAssessment, Playbook],
  resolvers: [CoachingResolver],
  mount: ({ services: { assessments, playbooks, callers } }) => ({
    resolvers: [new CoachingResolver(assessments, playbooks)],
    routes: [coachingRoutes({ assessments, playbooks, callers })],
  }),
  services: serviceWiring(wireCoaching, { settings: true, insights: true }),
} satisfies ApiModule;

// What other modules may use.
export { AssessmentService } from './assessment/assessment.service';
export { playbooksSection, psychologyAssessmentsSection } from './coaching.section';
export { PlaybookService } from './playbook/playbook.service';
