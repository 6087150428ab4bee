import { focusFirstControl, type Meta, PhoneFrame, type StoryObj } from '@tj/design-system/storybook';
import { AssignmentLinkRow, type Link } from './TradeAssignmentLink';

const FROM_OPTION: Link = { tradeId: '200', symbol: 'SPY 251219P450', kind: 'assigned', linkedIs: 'option', sharesOpened: true };
const TO_SHARES: Link = { tradeId: '201', symbol: 'AAPL', kind: 'exercised', linkedIs: 'shares', sharesOpened: true };

/** In the trade dialog: the option an assignment or exercise came from, or where its shares went (docs/options.md). */
const meta: Meta<typeof AssignmentLinkRow> = {
  title: 'Journal/TradeAssignmentLink',
  component: AssignmentLinkRow,
  args: { link: FROM_OPTION, opening: false, failed: false, onOpen: () => {} },
};
export default meta;

export const SharesOpenedByAssignment: StoryObj<typeof AssignmentLinkRow> = {};

export const OptionExercised: StoryObj<typeof AssignmentLinkRow> = { args: { link: TO_SHARES } };

/** The linked trade could not be loaded. */
export const Failed: StoryObj<typeof AssignmentLinkRow> = { args: { failed: true } };

/** Keyboard focus on the button. */
export const Focused: StoryObj<typeof AssignmentLinkRow> = { play: focusFirstControl };

/** On a phone the button wraps under the sentence. */
export const Mobile: StoryObj<typeof AssignmentLinkRow> = {
  render: (args) => (
    <PhoneFrame>
      <AssignmentLinkRow {...args} />
    </PhoneFrame>
  ),
};
