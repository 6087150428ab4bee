import type { UserDataSection } from '../../infra/users';
import { recordOf } from './assessment/assessment.service';
import { PsychologyAssessment } from './assessment/psychology-assessment.entity';
import { Playbook } from './playbook/playbook.entity';

/** Every assessment with its raw answers. Registered before the Play Books, which point at them. */
export const psychologyAssessmentsSection: UserDataSection = {
  name: 'psychologyAssessments',
  async export(em, userId) {
    return (await em.find(PsychologyAssessment, { user: userId }, { orderBy: { id: 'asc' } })).map(recordOf);
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(PsychologyAssessment, { user: userId });
  },
};

/** Every Play Book version. Registered after the assessments: deleted before them. */
export const playbooksSection: UserDataSection = {
  name: 'playbooks',
  async export(em, userId) {
    const rows = await em.find(Playbook, { user: userId }, { orderBy: { version: 'asc' } });
    return rows.map(({ id, version, assessment, createdAt, confidenceScore, content }) => ({ id, version, assessmentId: assessment.id, createdAt, confidenceScore, content: JSON.parse(content) as unknown }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Playbook, { user: userId });
  },
};
