import type { WiringInfra } from '../../wiring-infra';
import type { InsightsRecompute } from '../insights';
import type { SettingsService } from '../settings';
import { AssessmentService } from './assessment/assessment.service';
import { playbooksSection, psychologyAssessmentsSection } from './coaching.section';
import { PlaybookService } from './playbook/playbook.service';

export function wireCoaching({ clock, heavyWork, userData }: WiringInfra, { settings, insights }: { settings: SettingsService; insights: InsightsRecompute }) {
  // Play Books point at assessments: registered after them, deleted before.
  userData.register(psychologyAssessmentsSection, playbooksSection);
  const assessments = new AssessmentService(clock);
  return { assessments, playbooks: new PlaybookService(assessments, settings, insights, clock, heavyWork) };
}
