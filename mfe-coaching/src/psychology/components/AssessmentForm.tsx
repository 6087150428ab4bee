import { type FormEvent, useState } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle, Label, Progress } from '@tj/design-system';
import type { PsychologyAssessmentInput, PsychologyPageQuery } from '../../__generated__/graphql';
import { LIKERT_CHOICES, PREFERRED_TIMEFRAMES, RISK_TOLERANCES, SELF_RATINGS, STEP_TITLES, STRESS_HANDLINGS, TRADING_EXPERIENCES } from '../constants/questions';
import { ChoiceGroup } from './ChoiceGroup';

type Answers = Record<string, string>;

const likertOptions = LIKERT_CHOICES.map(({ value, label }) => ({ value: String(value), label: `${value} ${label}` }));
const STEP_TWO = ['riskTolerance', 'tradingExperience', 'preferredTimeframe', 'tradingGoals'];
const STEP_THREE = ['emotionalControl', 'disciplineLevel', 'stressHandling'];

export interface AssessmentFormProps {
  items: PsychologyPageQuery['assessmentItems'];
  pending: boolean;
  onSubmit(input: PsychologyAssessmentInput): void;
}

function inputOf(answers: Answers, items: AssessmentFormProps['items']): PsychologyAssessmentInput {
  return {
    answers: items.map(({ key }) => ({ item: key, answer: Number(answers[key]) })),
    riskTolerance: answers.riskTolerance ?? null,
    tradingExperience: answers.tradingExperience ?? null,
    preferredTimeframe: answers.preferredTimeframe ?? null,
    tradingGoals: answers.tradingGoals?.trim() ?? null,
    emotionalControl: Number(answers.emotionalControl),
    disciplineLevel: Number(answers.disciplineLevel),
    stressHandling: answers.stressHandling ?? null,
  };
}

/** The three steps: Next and Complete Assessment open only once every question of the step is answered. */
export function AssessmentForm({ items, pending, onSubmit }: AssessmentFormProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const answer = (key: string) => (value: string) => setAnswers((current) => ({ ...current, [key]: value }));
  const keysOfStep = [items.map(({ key }) => key), STEP_TWO, STEP_THREE][step]!;
  const stepAnswered = keysOfStep.every((key) => (answers[key] ?? '').trim() !== '');
  const last = step === STEP_TITLES.length - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stepAnswered || pending) return;
    if (last) onSubmit(inputOf(answers, items));
    else setStep(step + 1);
  };

  return (
    <Card>
      <CardHeader>
        <p style={{ margin: 0 }}>
          Step {step + 1} of {STEP_TITLES.length}
        </p>
        <Progress value={((step + 1) / STEP_TITLES.length) * 100} label={`Step ${step + 1} of ${STEP_TITLES.length}`} />
        <CardTitle as="h2">{STEP_TITLES[step]}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} style={{ display: 'grid', gap: 8 }}>
          {step === 0 && (
            <>
              <p style={{ margin: 0 }}>Describe yourself as you generally are now: how accurately does each statement describe you?</p>
              {items.map((item, index) => (
                <ChoiceGroup key={item.key} legend={`${index + 1}. ${item.text}`} options={likertOptions} value={answers[item.key]} onChange={answer(item.key)} />
              ))}
            </>
          )}
          {step === 1 && (
            <>
              <ChoiceGroup legend="Risk tolerance" options={RISK_TOLERANCES} value={answers.riskTolerance} onChange={answer('riskTolerance')} />
              <ChoiceGroup legend="Trading experience" options={TRADING_EXPERIENCES} value={answers.tradingExperience} onChange={answer('tradingExperience')} />
              <ChoiceGroup legend="Preferred timeframe" options={PREFERRED_TIMEFRAMES} value={answers.preferredTimeframe} onChange={answer('preferredTimeframe')} />
              <Label htmlFor="trading-goals">Trading goals</Label>
              <textarea id="trading-goals" rows={3} maxLength={2000} value={answers.tradingGoals ?? ''} onChange={(event) => answer('tradingGoals')(event.target.value)} style={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: 8 }} />
            </>
          )}
          {step === 2 && (
            <>
              <ChoiceGroup legend="Emotional control (1 = poor, 10 = excellent)" options={SELF_RATINGS} value={answers.emotionalControl} onChange={answer('emotionalControl')} />
              <ChoiceGroup legend="Discipline level (1 = poor, 10 = excellent)" options={SELF_RATINGS} value={answers.disciplineLevel} onChange={answer('disciplineLevel')} />
              <ChoiceGroup legend="How do you handle stress?" options={STRESS_HANDLINGS} value={answers.stressHandling} onChange={answer('stressHandling')} />
            </>
          )}
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
            <Button type="button" variant="outline" disabled={step === 0 || pending} onClick={() => setStep(step - 1)}>
              Previous
            </Button>
            <Button type="submit" disabled={!stepAnswered || pending}>
              {last ? (pending ? 'Generating Play Book...' : 'Complete Assessment') : 'Next'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
