import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { EmptyState } from './EmptyState';

const meta: Meta<typeof EmptyState> = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No trades yet. Upload a CSV to see your trading data!' },
};
export default meta;

export const TitleOnly: StoryObj<typeof EmptyState> = {};

export const WithDescriptionAndAction: StoryObj<typeof EmptyState> = {
  args: { description: 'Import your broker export to get started.', action: <Button>Import Trades</Button> },
};

/** Keyboard focus on the action. */
export const Focused: StoryObj<typeof EmptyState> = {
  args: { description: 'Import your broker export to get started.', action: <Button>Import Trades</Button> },
  play: focusFirstControl,
};

/** On a phone: the long title wraps and the action takes the width. */
export const Mobile: StoryObj<typeof EmptyState> = {
  render: () => (
    <PhoneFrame>
      <EmptyState
        title="No trades yet. Upload a CSV to see your trading data!"
        description="Import your broker export to get started."
        action={<Button fullWidth>Import Trades</Button>}
      />
    </PhoneFrame>
  ),
};
