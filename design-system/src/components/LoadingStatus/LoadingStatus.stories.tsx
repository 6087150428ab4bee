import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import { PhoneFrame } from '../storybook/storyStates';
import { LoadingStatus } from './LoadingStatus';

const meta: Meta<typeof LoadingStatus> = {
  title: 'Feedback/LoadingStatus',
  component: LoadingStatus,
  args: { label: 'Loading recent trades', blocks: [180] },
};
export default meta;

export const Playground: StoryObj<typeof LoadingStatus> = {};

/** A dashboard card while its figures load: the card's title stays, its body is the placeholder. */
export const InACard: StoryObj<typeof LoadingStatus> = {
  render: (args) => (
    <Card style={{ maxWidth: 420 }}>
      <CardHeader>
        <CardTitle as="h2">Recent Trades</CardTitle>
      </CardHeader>
      <CardContent>
        <LoadingStatus {...args} />
      </CardContent>
    </Card>
  ),
};

/** With a visible line, as the trade dialog's analysis says what it is doing. */
export const WithText: StoryObj<typeof LoadingStatus> = {
  args: { label: 'Analyzing trade...', text: 'Analyzing trade...', blocks: [{ height: 160, radius: 12 }] },
};

/** Several blocks: a heading's line, then two sections. */
export const Sections: StoryObj<typeof LoadingStatus> = {
  args: { label: 'Loading insights', blocks: [{ height: 28, width: '40%' }, 180, 180] },
};

/** On a phone: every placeholder within the screen's width. */
export const Mobile: StoryObj<typeof LoadingStatus> = {
  render: (args) => (
    <PhoneFrame>
      <LoadingStatus {...args} blocks={[48, 48, 48]} label="Loading recent imports" />
    </PhoneFrame>
  ),
};
