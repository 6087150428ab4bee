import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { InstrumentName } from './InstrumentName';

const meta: Meta<typeof InstrumentName> = { title: 'Components/InstrumentName', component: InstrumentName, args: { symbol: 'SPXW 260309C6970' } };
export default meta;

export const Option: StoryObj<typeof InstrumentName> = {};
export const Future: StoryObj<typeof InstrumentName> = { args: { symbol: 'ESH2026' } };
export const Stock: StoryObj<typeof InstrumentName> = { args: { symbol: 'AAPL' } };
