import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import {
  type AssessmentAnswers,
  expectedScore,
  holdOperation,
  likertLabel,
  likertOf,
  PLAYBOOK_TABS,
  PlaybookPage,
  PsychologyAssessmentPage,
  TRAIT_LABELS,
} from './pages/CoachingPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { JOURNAL_DAYS } from './pages/JournalPages';
import { Keyboard } from './pages/Keyboard';
import { elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// Issue 19 in a real browser: from an empty account through the assessment to a Play Book, a
// retake, a regenerate, and a Play Book grounded in imported trades. Each test signs up its own
// trader, so what one sees is only what it made.
test.use({ storageState: { cookies: [], origins: [] } });
// Sign-up, fifteen answers and two GraphQL round trips per Play Book on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** High neuroticism (93), so the Play Book's triggers and loss limit must cite that score. */
const ANXIOUS_PLANNER: AssessmentAnswers = {
  likert: likertOf([5, 2, 2, 1, 4, 4, 4, 4, 4, 5, 5, 5, 3, 2, 1]),
  riskTolerance: 'Medium',
  tradingExperience: 'Intermediate',
  preferredTimeframe: 'Day trading',
  tradingGoals: 'Keep a daily loss under $200',
  emotionalControl: 3,
  disciplineLevel: 7,
  stressHandling: 'Fair',
};

/** The retake: a calm trader (neuroticism 20). */
const CALM_TRADER: AssessmentAnswers = {
  likert: likertOf([3, 3, 4, 2, 1, 3, 3, 2, 4, 1, 3, 3, 4, 2, 5]),
  riskTolerance: 'Low',
  tradingExperience: 'Advanced',
  preferredTimeframe: 'Swing trading',
  tradingGoals: 'Twenty planned swing trades a month',
  emotionalControl: 8,
  disciplineLevel: 9,
  stressHandling: 'Good',
};

async function signUp(page: Page, label: string) {
  await new SignUpPage(page).signUp(newAccount(label));
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The page has no sideways scroll and no serious axe violation (as every-route.spec checks). */
async function expectFitsAndAccessible(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow, `wider than the window by ${overflow}px: ${(await elementsPastTheRightEdge(page)).join('; ')}`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

test('an empty account takes the assessment by keyboard alone and reads every tab of its Play Book', async ({ page }) => {
  await signUp(page, 'coachkeys');
  const keyboard = new Keyboard(page);
  const playbook = new PlaybookPage(page);
  await playbook.open();
  await expect(page.getByRole('heading', { name: 'Psychology Assessment Required' })).toBeVisible();
  await keyboard.tabTo(page.getByRole('button', { name: 'Take Assessment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/psychology$/);

  const assessment = new PsychologyAssessmentPage(page);
  await expect(assessment.stepHeading).toHaveText('Big Five Personality Traits');
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(assessment.progress).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('group', { name: /^\d+\. / })).toHaveCount(15);
  await expect(assessment.previous).toBeDisabled();
  await expect(assessment.next).toBeDisabled();
  // Fourteen of fifteen answered: Next stays shut until the last one.
  for (let item = 1; item <= 14; item += 1) {
    await assessment.chooseByKeyboard(assessment.likertItem(item), likertLabel(ANXIOUS_PLANNER.likert[`q${item}`]!));
  }
  await expect(assessment.next).toBeDisabled();
  await assessment.chooseByKeyboard(assessment.likertItem(15), likertLabel(ANXIOUS_PLANNER.likert.q15!));
  await expect(assessment.next).toBeEnabled();
  await keyboard.tabTo(assessment.next);
  await page.keyboard.press('Enter');

  await expect(assessment.stepHeading).toHaveText('Trading Experience & Preferences');
  await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await expect(assessment.progress).toHaveAttribute('aria-valuenow', '67');
  await expect(assessment.next).toBeDisabled();
  // Previous keeps what was answered: step 1 comes back complete, Next open.
  await keyboard.tabTo(assessment.previous);
  await page.keyboard.press('Enter');
  await expect(assessment.stepHeading).toHaveText('Big Five Personality Traits');
  await expect(assessment.likertItem(15).getByRole('radio', { name: '1 Very inaccurate' })).toBeChecked();
  await keyboard.tabTo(assessment.next);
  await page.keyboard.press('Enter');
  await expect(assessment.stepHeading).toHaveText('Trading Experience & Preferences');
  for (const [legend, option] of [['Risk tolerance', ANXIOUS_PLANNER.riskTolerance], ['Trading experience', ANXIOUS_PLANNER.tradingExperience], ['Preferred timeframe', ANXIOUS_PLANNER.preferredTimeframe]] as const) {
    await assessment.chooseByKeyboard(assessment.question(legend), option);
  }
  // The goals are a question of the step too.
  await expect(assessment.next).toBeDisabled();
  await keyboard.fill(page.getByLabel('Trading goals'), ANXIOUS_PLANNER.tradingGoals);
  await expect(assessment.next).toBeEnabled();
  await keyboard.tabTo(assessment.next);
  await page.keyboard.press('Enter');

  await expect(assessment.stepHeading).toHaveText('Emotional Control & Discipline');
  await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
  await expect(assessment.progress).toHaveAttribute('aria-valuenow', '100');
  await expect(assessment.complete).toHaveText('Complete Assessment');
  await expect(assessment.complete).toBeDisabled();
  await assessment.chooseByKeyboard(assessment.question(/^Emotional control/), String(ANXIOUS_PLANNER.emotionalControl));
  await assessment.chooseByKeyboard(assessment.question(/^Discipline level/), String(ANXIOUS_PLANNER.disciplineLevel));
  await expect(assessment.complete).toBeDisabled();
  await assessment.chooseByKeyboard(assessment.question('How do you handle stress?'), ANXIOUS_PLANNER.stressHandling);
  await expect(assessment.complete).toBeEnabled();

  const generation = await holdOperation(page, 'GeneratePlaybook');
  await keyboard.tabTo(assessment.complete);
  await page.keyboard.press('Enter');
  await expect(assessment.complete).toHaveText('Generating Play Book...');
  await expect(assessment.complete).toBeDisabled();
  await expect(assessment.previous).toBeDisabled();
  await expect.poll(generation.held).toBe(1);
  await generation.stop();

  await expect(page.getByRole('heading', { name: 'Assessment Complete', level: 2 })).toBeVisible();
  for (const trait of TRAIT_LABELS) {
    const score = expectedScore(ANXIOUS_PLANNER, trait);
    await expect(assessment.traitResult(trait)).toContainText(`${score} / 100`);
    await expect(assessment.traitResult(trait).getByRole('progressbar', { name: `${trait} ${score} out of 100` })).toBeVisible();
  }
  await keyboard.tabTo(page.getByRole('button', { name: 'View My Play Book' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/playbook$/);

  await expect(playbook.version).toHaveText('Version 1');
  await expect(playbook.active).toBeVisible();
  await expect(playbook.confidence).toBeVisible();
  await expect(page.getByText('Built from your assessment and settings alone: there are no closed trades to test it against yet.')).toBeVisible();
  await expect(playbook.tabs.getByRole('tab')).toHaveText([...PLAYBOOK_TABS]);

  // The tabs by keyboard: one tab stop, arrows select.
  await keyboard.tabTo(playbook.tab('Trading Rules'));
  await expect(playbook.tab('Trading Rules')).toHaveAttribute('aria-selected', 'true');
  // Risk per Trade is the SPEC §5 default, 2.
  await expect(playbook.panel).toContainText('Set a stop before every entry and size the position so the stop loses at most 2% of your account.');
  await expect(playbook.panel).toContainText('Why: Your Risk per Trade setting');

  await page.keyboard.press('ArrowRight');
  await expect(playbook.tab('Risk Management')).toHaveAttribute('aria-selected', 'true');
  await expect(playbook.riskFigure('Risk per trade')).toHaveText('2% of account equity');
  const neuroticism = expectedScore(ANXIOUS_PLANNER, 'Neuroticism');
  await expect(playbook.riskFigure('Daily loss limit')).toHaveText('4% of account equity (2 full losses)');
  await expect(playbook.panel).toContainText(`because your neuroticism score is ${neuroticism}`);

  await page.keyboard.press('ArrowRight');
  await expect(playbook.tab('Optimal Conditions')).toHaveAttribute('aria-selected', 'true');
  await expect(playbook.panel).toContainText('No hour, weekday, symbol, setup or holding time stands out yet.');
  await expect(playbook.panel).toContainText('Why: There are no closed trades to measure.');

  await page.keyboard.press('ArrowRight');
  await expect(playbook.tab('Psychology')).toHaveAttribute('aria-selected', 'true');
  await expect(playbook.panel.getByRole('region', { name: 'Emotional Triggers' })).toContainText(`Your neuroticism score is ${neuroticism} of 100.`);
  await expect(playbook.panel.getByRole('region', { name: 'Emotional Triggers' })).toContainText('You rated your emotional control 3 of 10.');
  await expect(playbook.panel.getByRole('region', { name: 'Bias Alerts' })).toContainText('Loss aversion');
  await expect(playbook.panel.getByRole('region', { name: 'Your traits tested on your trades' })).toContainText('Not enough data yet');

  await page.keyboard.press('ArrowRight');
  await expect(playbook.tab('AI Coaching')).toHaveAttribute('aria-selected', 'true');
  await expect(playbook.panel.getByRole('region', { name: 'Coaching Tips' })).toContainText(`"${ANXIOUS_PLANNER.tradingGoals}"`);
  await expect(playbook.panel.getByRole('region', { name: 'Strategy Recommendations' })).toContainText('Import your trades so the Play Book can test these recommendations against your own record.');
});

test('a failed generation, Generate My Play Book, Regenerate to a new Active version, and a retake from step 1', async ({ page }) => {
  await signUp(page, 'coachretake');
  const assessment = new PsychologyAssessmentPage(page);
  const playbook = new PlaybookPage(page);
  await assessment.open();
  await assessment.answerAllSteps(ANXIOUS_PLANNER);
  // The answers are saved; the Play Book after them fails: SPEC §8's text, the assessment kept.
  const failing = await holdOperation(page, 'GeneratePlaybook');
  await assessment.complete.click();
  await expect.poll(failing.held).toBe(1);
  failing.fail();
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText('Failed to generate Play Book. Please try again.');
  await expect(page.getByRole('heading', { name: 'Assessment Complete' })).toBeVisible();
  await failing.stop();

  await page.getByRole('button', { name: 'View My Play Book' }).click();
  await expect(page.getByRole('heading', { name: 'Generate My Play Book' })).toBeVisible();
  const generating = await holdOperation(page, 'GeneratePlaybook');
  await page.getByRole('button', { name: 'Generate My Play Book' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Generating your Play Book from your assessment, settings and trades\.\.\.$/ })).toBeVisible();
  await expect.poll(generating.held).toBe(1);
  await generating.stop();
  await expect(playbook.version).toHaveText('Version 1');
  await expect(playbook.active).toBeVisible();

  const regenerating = await holdOperation(page, 'GeneratePlaybook');
  await playbook.regenerate.click();
  await expect(playbook.regenerate).toHaveText('Regenerating...');
  await expect(playbook.regenerate).toBeDisabled();
  await expect.poll(regenerating.held).toBe(1);
  await regenerating.stop();
  await expect(playbook.version).toHaveText('Version 2');
  await expect(playbook.active).toBeVisible();
  await expect(playbook.regenerate).toBeEnabled();
  // A reload reads the newest from the server, not the page's memory.
  await playbook.open();
  await expect(playbook.version).toHaveText('Version 2');

  await assessment.open();
  await expect(page.getByRole('heading', { name: 'Your Trading Psychology Profile' })).toBeVisible();
  await expect(assessment.traitResult('Neuroticism')).toContainText(`${expectedScore(ANXIOUS_PLANNER, 'Neuroticism')} / 100`);
  await page.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(assessment.stepHeading).toHaveText('Big Five Personality Traits');
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(assessment.likertItem(1).getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(assessment.next).toBeDisabled();
  // The assessment's longest step on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsAndAccessible(page);
  await page.setViewportSize({ width: 1400, height: 900 });

  await assessment.answerAllSteps(CALM_TRADER);
  // A save that fails: SPEC §8's text, and the answers stay on screen to try again.
  const saving = await holdOperation(page, 'SubmitAssessment');
  await assessment.complete.click();
  await expect.poll(saving.held).toBe(1);
  saving.fail();
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText('Failed to save assessment. Please try again.');
  await saving.stop();
  await expect(assessment.complete).toHaveText('Complete Assessment');
  await expect(assessment.question('How do you handle stress?').getByRole('radio', { name: 'Good' })).toBeChecked();
  await assessment.complete.click();
  await expect(page.getByRole('heading', { name: 'Assessment Complete' })).toBeVisible();
  for (const trait of TRAIT_LABELS) await expect(assessment.traitResult(trait)).toContainText(`${expectedScore(CALM_TRADER, trait)} / 100`);

  // The retake built the next Play Book from the new answers.
  await page.getByRole('button', { name: 'View My Play Book' }).click();
  await expect(playbook.version).toHaveText('Version 3');
  await expect(playbook.active).toBeVisible();
  await playbook.tab('Risk Management').click();
  await expect(playbook.riskFigure('Daily loss limit')).toHaveText('6% of account equity (3 full losses)');
});

test('after importing trades the Play Book cites their numbers, with a higher confidence than with none; another trader sees none of it', async ({ page, browser, baseURL }) => {
  await signUp(page, 'coachtrades');
  const assessment = new PsychologyAssessmentPage(page);
  const playbook = new PlaybookPage(page);
  await assessment.open();
  await assessment.answerAllSteps(ANXIOUS_PLANNER);
  await assessment.complete.click();
  await expect(page.getByRole('heading', { name: 'Assessment Complete' })).toBeVisible();
  await playbook.open();
  await expect(playbook.version).toHaveText('Version 1');
  const withoutTrades = await playbook.confidencePercent();

  // The journal trader's two DAS days (JournalPages): 4 closed trades, AAPL +$75, TSLA +$75, MSFT -$45, AAPL +$50.
  const center = new ImportTradeCenter(page);
  await center.open();
  for (const [file, tradeDate] of [['das-trades.csv', JOURNAL_DAYS.first], ['das-journal-day2.csv', JOURNAL_DAYS.second]] as const) {
    await center.uploadCsvFrom('DAS Trader Pro');
    await center.chooseCsv(file, { tradeDate });
    await center.confirmImport();
    await expect(center.uploadResult).toContainText('Imported');
    await page.getByRole('button', { name: 'Upload Another File' }).click();
  }

  await playbook.open();
  await playbook.regenerate.click();
  await expect(playbook.version).toHaveText('Version 2');
  await expect(playbook.active).toBeVisible();
  expect(await playbook.confidencePercent()).toBeGreaterThan(withoutTrades);
  await expect(page.getByText('Built from your assessment, settings and 4 closed trades (0 with a planned stop, 0 with a setup tag).')).toBeVisible();
  await expect(page.getByText('Import more trades: 4 closed trades so far; the record counts fully from 100.')).toBeVisible();

  await playbook.tab('Risk Management').click();
  await expect(playbook.riskFigure('Planned stop recorded')).toHaveText('0 of 4 trades (0.0%); aim for every trade');
  await expect(playbook.riskFigure('Largest losing streak so far')).toHaveText('1 trade, -$45.00');
  await expect(playbook.riskFigure('Max drawdown so far')).toHaveText('$45.00');
  await expect(playbook.panel).toContainText('The largest peak-to-trough fall of your cumulative net P&L over 4 closed trades.');
  await playbook.tab('Optimal Conditions').click();
  await expect(playbook.panel).toContainText('Each needs at least 5 trades and a better average than your overall one; 4 closed trades so far.');
  await playbook.tab('Psychology').click();
  await expect(playbook.panel.getByRole('region', { name: 'Your traits tested on your trades' })).toContainText('Not enough data yet:');

  // The full Play Book and the results on a phone: every tab fits and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of PLAYBOOK_TABS) {
    await playbook.tab(name).click();
    await expect(playbook.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expectFitsAndAccessible(page);
  }
  // The tabs wrap onto more rows on a phone rather than scroll: none is half behind the card's edge.
  for (const name of PLAYBOOK_TABS) {
    const box = (await playbook.tab(name).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390 - 16);
  }
  await assessment.open();
  await expect(assessment.results).toBeVisible();
  await expectFitsAndAccessible(page);

  // Another trader: no Play Book of their own, and this one's id answers as not found.
  const { id } = (await (await page.request.get('/api/playbook')).json()) as { id: string };
  const other = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const otherPage = await other.newPage();
  await signUp(otherPage, 'coachother');
  expect(await (await otherPage.request.get('/api/playbook')).json()).toBeNull();
  expect((await otherPage.request.get(`/api/playbook/${id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/playbook/${id}`)).status()).toBe(200);
  await new PlaybookPage(otherPage).open();
  await expect(otherPage.getByRole('heading', { name: 'Psychology Assessment Required' })).toBeVisible();
  await other.close();
});
