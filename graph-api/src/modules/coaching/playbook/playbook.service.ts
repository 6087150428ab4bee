import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Clock } from '../../../clock';
import type { HeavyWorkPool } from '../../../workers/heavy-work-pool';
import type { InsightsRecompute } from '../../insights';
import { ianaZoneOf, type SettingsService } from '../../settings';
import { User } from '../../../infra/users';
import { type AssessmentService, otherAnswersOf, traitScoresOf } from '../assessment/assessment.service';
import { assessmentRequired, playbookNotFound } from '../coaching.errors';
import type { PlaybookContent } from './playbook-content';
import { Playbook } from './playbook.entity';

/** A stored Play Book version; the newest is Active. */
export interface PlaybookRecord extends PlaybookContent {
  id: number;
  version: number;
  createdAt: Date;
  active: boolean;
  assessmentId: number;
}

const NEWEST_FIRST = { orderBy: { version: 'desc' } } as const;

export class PlaybookService {
  constructor(
    private readonly assessments: AssessmentService,
    private readonly settings: SettingsService,
    private readonly insights: InsightsRecompute,
    private readonly clock: Clock,
    // The trades are read and the Play Book worked out on a worker thread (10 000 trades take the
    // generation longer than the API's thread may be held: docs/security.md, "Requests that cannot hold the server").
    private readonly workers: HeavyWorkPool,
  ) {}

  /** The Active (newest) Play Book, or null before the first. */
  async active(em: EntityManager, userId: number): Promise<PlaybookRecord | null> {
    const row = await em.findOne(Playbook, { user: userId }, NEWEST_FIRST);
    return row ? playbookRecordOf(row, true) : null;
  }

  /** One version of the user's; another user's id is not found. */
  async byId(em: EntityManager, userId: number, id: number): Promise<PlaybookRecord> {
    const row = await em.findOne(Playbook, { id, user: userId });
    if (!row) throw playbookNotFound();
    const newest = await em.findOne(Playbook, { user: userId }, NEWEST_FIRST);
    return playbookRecordOf(row, newest?.id === row.id);
  }

  /** Every version, newest (Active) first. */
  async versions(em: EntityManager, userId: number): Promise<PlaybookRecord[]> {
    return (await em.find(Playbook, { user: userId }, NEWEST_FIRST)).map((row, index) => playbookRecordOf(row, index === 0));
  }

  /**
   * Builds a new version from the latest assessment, the settings, the trades and the insights
   * engine's findings (computed first when missing or stale, as GET /api/insights does); it becomes Active.
   */
  async generate(em: EntityManager, userId: number): Promise<PlaybookRecord> {
    const assessment = await this.assessments.latestRow(em, userId);
    if (!assessment) throw assessmentRequired();
    const settings = await this.settings.get(em, userId);
    const input = {
      traits: traitScoresOf(assessment),
      answers: otherAnswersOf(assessment),
      riskPerTrade: settings.riskPerTrade,
      timeZone: ianaZoneOf(settings.timezone),
      insights: await this.insights.current(em, userId),
    };
    const content = await this.workers.run({ kind: 'playbook_content', userId, input });
    // Two generations at once may pick the same version number: the later one takes the next.
    for (let attempt = 0; ; attempt += 1) {
      const newest = await em.findOne(Playbook, { user: userId }, NEWEST_FIRST);
      const row = em.create(Playbook, {
        user: em.getReference(User, userId),
        version: (newest?.version ?? 0) + 1,
        assessment,
        createdAt: this.clock.now(),
        confidenceScore: content.confidenceScore,
        content: JSON.stringify(content),
      });
      try {
        await em.flush();
        return playbookRecordOf(row, true);
      } catch (error) {
        em.clear();
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 2) throw error;
      }
    }
  }
}

function playbookRecordOf(row: Playbook, active: boolean): PlaybookRecord {
  return { id: row.id, version: row.version, createdAt: row.createdAt, active, assessmentId: row.assessment.id, ...(JSON.parse(row.content) as PlaybookContent) };
}
