import type { Insight } from '../../insights';
import { type EngineFindings, kindOf } from './engine-findings';
import type { PlaybookItem } from './playbook-content';

/** Behaviours that are emotional triggers, in the Play Book's words (the engine's title gives the numbers' subject). */
const TRIGGERS: Record<string, string> = {
  'pattern:revenge': 'Revenge trading: right after a loss you trade again fast or bigger, and those trades do worse.',
  'pattern:tilt': 'Tilt: after three losses in a row your next trades do worse.',
  'pattern:overtrading': 'Overtrading: on your busiest days your trades do worse.',
};

export interface EngineEntries {
  emotionalTriggers: PlaybookItem[];
  tradingRules: PlaybookItem[];
  optimalConditions: PlaybookItem[];
  biasAlerts: PlaybookItem[];
}

/**
 * The confident findings the generator has not already said from its own measures, each where it
 * belongs: behaviours as triggers (and the engine's rule against them), edges as conditions, leaks
 * as rules, the holding pattern and risk alerts as bias alerts.
 */
export function engineEntries(engine: EngineFindings): EngineEntries {
  const entries: EngineEntries = { emotionalTriggers: [], tradingRules: [], optimalConditions: [], biasAlerts: [] };
  const add = (list: PlaybookItem[], item: PlaybookItem | null) => {
    if (item) list.push(item);
  };
  for (const finding of engine.confident) {
    const advice = engine.adviceOn(finding);
    const trigger = TRIGGERS[finding.id];
    if (trigger) {
      add(entries.emotionalTriggers, engine.entry(finding, 'trigger', trigger));
      if (advice) add(entries.tradingRules, engine.entry(finding, 'rule', advice));
    } else if (finding.category === 'risk' || finding.id === 'pattern:holding') {
      add(entries.biasAlerts, engine.entry(finding, 'alert', alertText(finding, advice)));
    } else if (kindOf(finding) === 'edge') {
      add(entries.optimalConditions, engine.entry(finding, 'condition', advice ?? `Favour this: ${finding.title}.`));
    } else {
      // Leaks, and measured costs (fee drag): a rule against them.
      add(entries.tradingRules, engine.entry(finding, 'rule', advice ?? finding.text));
    }
  }
  return entries;
}

const alertText = (finding: Insight, advice: string | null) => (advice ? `${finding.title}. ${advice}` : `${finding.title}.`);
