import styled from 'styled-components';
import { Input, Label, Select, type SelectOption, cssVar } from '@tj/design-system';
import type { CsvImportOptions } from '../hooks/useCsvImport';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  > div { display: grid; align-content: start; }
`;

interface ImportOptionsProps {
  options: CsvImportOptions;
  platforms: SelectOption[];
  /** The file's platform has no dates in it (DAS Trader): ask for the trading day. */
  askTradeDate: boolean;
  disabled: boolean;
  onChange: (change: Partial<CsvImportOptions>) => void;
}

/** Which platform the file comes from (or let the file tell) and, for DAS Trader, its trading day. */
export function ImportOptions({ options, platforms, askTradeDate, disabled, onChange }: ImportOptionsProps) {
  return (
    <Row>
      <div>
        <Label htmlFor="csv-platform">Platform</Label>
        <Select id="csv-platform" value={options.platform} options={platforms} disabled={disabled} onChange={(event) => onChange({ platform: event.target.value })} />
      </div>
      {askTradeDate && (
        <div>
          <Label htmlFor="csv-trade-date">Trade date</Label>
          <Input
            id="csv-trade-date"
            type="date"
            value={options.tradeDate}
            disabled={disabled}
            aria-describedby="csv-trade-date-hint"
            onChange={(event) => onChange({ tradeDate: event.target.value })}
          />
          <p id="csv-trade-date-hint" style={{ margin: '4px 0 0', fontSize: '0.75rem', color: cssVar('color', 'textMuted') }}>
            DAS Trader exports have times but no date.
          </p>
        </div>
      )}
    </Row>
  );
}
