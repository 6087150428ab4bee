import { useState } from 'react';
import { Input, Select, Switch } from '@tj/design-system';
import type { SettingsPageQuery } from '../../__generated__/graphql';
import { API_BROKERS, BROKERS, RISK_PER_TRADE } from '../constants/options';
import { autoImportHint, REAL_TIME_ANALYSIS_HINT } from '../constants/texts';
import { useSaveSetting } from '../hooks/useSaveSetting';
import { SettingRow, SettingsSection } from './SettingsSection';

type Settings = SettingsPageQuery['settings'];

export function TradingSection({ settings }: { settings: Settings }) {
  const saveSetting = useSaveSetting();
  const [risk, setRisk] = useState(String(settings.riskPerTrade));
  const riskValue = Number(risk);
  const riskValid = risk !== '' && riskValue >= RISK_PER_TRADE.min && riskValue <= RISK_PER_TRADE.max;
  const defaultBroker = BROKERS.find((broker) => broker.value === settings.defaultBroker);

  return (
    <SettingsSection title="Trading">
      <SettingRow label="Default Broker" htmlFor="settings-broker">
        <Select id="settings-broker" options={BROKERS} value={settings.defaultBroker} onChange={(event) => void saveSetting({ defaultBroker: event.target.value })} />
      </SettingRow>
      <SettingRow label="Risk per Trade (%)" htmlFor="settings-risk" hint={riskValid ? undefined : `Enter a value from ${RISK_PER_TRADE.min} to ${RISK_PER_TRADE.max}.`}>
        <Input
          id="settings-risk"
          type="number"
          {...RISK_PER_TRADE}
          value={risk}
          invalid={!riskValid}
          onChange={(event) => setRisk(event.target.value)}
          onBlur={() => riskValid && riskValue !== settings.riskPerTrade && void saveSetting({ riskPerTrade: riskValue })}
        />
      </SettingRow>
      <SettingRow label="Auto-import trades" hint={autoImportHint(defaultBroker && { label: defaultBroker.label, api: API_BROKERS.includes(defaultBroker.value) })}>
        <Switch aria-label="Auto-import trades" checked={settings.autoImport} onCheckedChange={(autoImport) => void saveSetting({ autoImport })} />
      </SettingRow>
      <SettingRow label="Real-time analysis" hint={settings.realTimeAnalysis ? REAL_TIME_ANALYSIS_HINT.on : REAL_TIME_ANALYSIS_HINT.off}>
        <Switch aria-label="Real-time analysis" checked={settings.realTimeAnalysis} onCheckedChange={(realTimeAnalysis) => void saveSetting({ realTimeAnalysis })} />
      </SettingRow>
    </SettingsSection>
  );
}
