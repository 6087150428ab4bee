import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { Keyboard } from './Keyboard';

/** One trader's answers to the whole assessment, as the page's choices are labelled. */
export interface AssessmentAnswers {
  /** q1 … q15, each 1-5. */
  likert: Record<string, number>;
  riskTolerance: 'Low' | 'Medium' | 'High';
  tradingExperience: 'Beginner' | 'Intermediate' | 'Advanced';
  preferredTimeframe: 'Scalping' | 'Day trading' | 'Swing trading' | 'Position trading';
  tradingGoals: string;
  emotionalControl: number;
  disciplineLevel: number;
  stressHandling: 'Poor' | 'Fair' | 'Good' | 'Excellent';
}

/** The Likert scale's labels, 1 to 5, as the IPIP items are answered. */
const LIKERT_LABELS = ['Very inaccurate', 'Moderately inaccurate', 'Neither', 'Moderately accurate', 'Very accurate'];
export const likertLabel = (answer: number) => `${answer} ${LIKERT_LABELS[answer - 1]}`;

/** SPEC §5: the items of each trait, and the reversed ones (counted as 6 − answer). */
const TRAIT_ITEMS = {
  Openness: [1, 6, 11],
  Conscientiousness: [3, 8, 13],
  Extraversion: [2, 7, 12],
  Agreeableness: [4, 9, 14],
  Neuroticism: [5, 10, 15],
} as const;
const REVERSED = new Set([2, 4, 8, 14, 15]);
export type TraitLabel = keyof typeof TRAIT_ITEMS;
export const TRAIT_LABELS = Object.keys(TRAIT_ITEMS) as TraitLabel[];

/** SPEC §5's score of one trait, worked out here on its own so the page's figure is checked, not echoed. */
export function expectedScore(answers: AssessmentAnswers, trait: TraitLabel): number {
  const counted = TRAIT_ITEMS[trait].map((item) => {
    const answer = answers.likert[`q${item}`]!;
    return REVERSED.has(item) ? 6 - answer : answer;
  });
  return Math.round((counted.reduce((sum, value) => sum + value, 0) / counted.length) * 20);
}

/** The Likert answers in item order 1 … 15, from a list of fifteen. */
export const likertOf = (values: number[]): Record<string, number> => Object.fromEntries(values.map((value, index) => [`q${index + 1}`, value]));

/**
 * Holds every GraphQL call of one operation until `release()`, so a pending state ('Generating Play
 * Book...') can be seen however fast the server is; `fail()` makes the held calls fail instead.
 */
export async function holdOperation(page: Page, operationName: string) {
  let release!: (outcome: 'continue' | 'abort') => void;
  const outcome = new Promise<'continue' | 'abort'>((resolve) => (release = resolve));
  const handling: Promise<void>[] = [];
  const handler = (route: Route) => {
    if (route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
    const handled = outcome.then((chosen) => (chosen === 'abort' ? route.abort('failed') : route.continue()));
    handling.push(handled);
    return handled;
  };
  await page.route('**/graphql', handler);
  return {
    /** How many calls of the operation were held so far. */
    held: () => handling.length,
    release: () => release('continue'),
    fail: () => release('abort'),
    /** Lets the held calls go on (unless failed) and stops holding: removing the route while a call is held would answer it twice. */
    async stop() {
      release('continue');
      await Promise.all(handling);
      await page.unroute('**/graphql', handler);
    },
  };
}

/** /psychology: the three steps, the results on file. */
export class PsychologyAssessmentPage {
  readonly stepHeading: Locator;
  readonly progress: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly complete: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    // The sidebar has an h2 of its own ('Agent Status'): the page's are inside the main content.
    this.stepHeading = page.locator('#main-content').getByRole('heading', { level: 2 });
    this.progress = page.getByRole('progressbar', { name: /^Step \d of 3$/ });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.previous = page.getByRole('button', { name: 'Previous', exact: true });
    this.complete = page.getByRole('button', { name: /^(Complete Assessment|Generating Play Book\.\.\.)$/ });
    this.results = page.getByRole('list', { name: 'Your Big Five scores' });
  }

  async open() {
    await this.page.goto('/psychology');
    await this.page.getByRole('heading', { name: 'Trading Psychology Assessment', level: 1 }).waitFor();
  }

  /** The question whose legend is `legend` ('1. Have a vivid imagination.', 'Risk tolerance'…). */
  question(legend: string | RegExp): Locator {
    return this.page.getByRole('group', { name: legend });
  }

  /** The n-th Likert item (1-based) of step 1, whatever its wording. */
  likertItem(number: number): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^${number}\\. `) });
  }

  /** A trait's row of the results: its name, 'NN / 100', its bar and what it tends to mean. */
  traitResult(trait: TraitLabel): Locator {
    return this.results.getByRole('listitem').filter({ has: this.page.getByText(trait, { exact: true }) });
  }

  // The questions of each step in page order, each with the option to choose.
  private stepQuestions(answers: AssessmentAnswers): [Locator, string][][] {
    return [
      Array.from({ length: 15 }, (_, index) => [this.likertItem(index + 1), likertLabel(answers.likert[`q${index + 1}`]!)] as [Locator, string]),
      [
        [this.question('Risk tolerance'), answers.riskTolerance],
        [this.question('Trading experience'), answers.tradingExperience],
        [this.question('Preferred timeframe'), answers.preferredTimeframe],
      ],
      [
        [this.question(/^Emotional control/), String(answers.emotionalControl)],
        [this.question(/^Discipline level/), String(answers.disciplineLevel)],
        [this.question('How do you handle stress?'), answers.stressHandling],
      ],
    ];
  }

  /** Answers one question with the mouse. */
  async choose(question: Locator, option: string) {
    await question.getByRole('radio', { name: option, exact: true }).check();
  }

  /**
   * Answers one question with the keyboard alone: Tab into the group, Space picks its first option,
   * arrows move the choice along until `option` is checked.
   */
  async chooseByKeyboard(question: Locator, option: string) {
    const keyboard = new Keyboard(this.page);
    const radios = question.getByRole('radio');
    await keyboard.tabTo(radios.first());
    await this.page.keyboard.press('Space');
    const target = question.getByRole('radio', { name: option, exact: true });
    for (let moves = 0; moves < 10 && !(await target.isChecked()); moves += 1) await this.page.keyboard.press('ArrowRight');
    await expect(target).toBeChecked();
  }

  /** Answers every question of step `step` (1-3) and leaves the step's button to the caller. */
  async answerStep(step: 1 | 2 | 3, answers: AssessmentAnswers, { keyboard = false } = {}) {
    for (const [question, option] of this.stepQuestions(answers)[step - 1]!) {
      if (keyboard) await this.chooseByKeyboard(question, option);
      else await this.choose(question, option);
    }
    if (step === 2) {
      const goals = this.page.getByLabel('Trading goals');
      if (keyboard) await new Keyboard(this.page).fill(goals, answers.tradingGoals);
      else await goals.fill(answers.tradingGoals);
    }
  }

  /** The whole assessment with the mouse, up to (not including) Complete Assessment. */
  async answerAllSteps(answers: AssessmentAnswers) {
    await this.answerStep(1, answers);
    await this.next.click();
    await this.answerStep(2, answers);
    await this.next.click();
    await this.answerStep(3, answers);
  }
}

/** The five tabs of SPEC §2, in order. */
export const PLAYBOOK_TABS = ['Trading Rules', 'Risk Management', 'Optimal Conditions', 'Psychology', 'AI Coaching'] as const;

/** /playbook: its states, the Play Book's header (version, Active, Confidence) and its tabs. */
export class PlaybookPage {
  readonly version: Locator;
  readonly active: Locator;
  readonly confidence: Locator;
  readonly regenerate: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.version = page.getByRole('heading', { name: /^Version \d+$/, level: 2 });
    const main = page.locator('#main-content');
    this.active = main.getByText('Active', { exact: true });
    this.confidence = main.getByText(/^Confidence: \d+%$/);
    this.regenerate = page.getByRole('button', { name: /^(Regenerate|Regenerating\.\.\.)$/ });
    this.tabs = page.getByRole('tablist', { name: 'Play Book sections' });
    this.panel = page.getByRole('tabpanel');
  }

  async open() {
    await this.page.goto('/playbook');
    await this.page.getByRole('heading', { name: 'Your Trading Play Book', level: 1 }).waitFor();
  }

  tab(name: (typeof PLAYBOOK_TABS)[number]): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  /** The Confidence percentage as a number. */
  async confidencePercent(): Promise<number> {
    return Number((await this.confidence.textContent())!.match(/(\d+)%/)![1]);
  }

  /** A figure of the Risk Management tab: its value and reason, by its name. */
  riskFigure(name: string): Locator {
    return this.panel.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
