import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
import { InstrumentName } from './InstrumentName';

const meta: Meta<typeof InstrumentName> = { title: 'Components/InstrumentName', component: InstrumentName, args: { symbol: 'SPXW 260309C6970' } };
export default meta;

export const Option: StoryObj<typeof InstrumentName> = {};
export const Future: StoryObj<typeof InstrumentName> = { args: { symbol: 'ESH2026' } };
export const Stock: StoryObj<typeof InstrumentName> = { args: { symbol: 'AAPL' } };

/** Each kind of contract as a phone's table cell shows it. */
export const Mobile: StoryObj<typeof InstrumentName> = {
  render: () => (
    <PhoneFrame>
      <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {['SPXW 260309C6970', 'ESH2026', 'AAPL'].map((symbol) => (
          <li key={symbol}>
            <InstrumentName symbol={symbol} />
          </li>
        ))}
      </ul>
    </PhoneFrame>
  ),
};
