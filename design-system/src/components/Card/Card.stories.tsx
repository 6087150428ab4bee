import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { formatMoney } from '../../format/money';
import { formatWinRate, winRateTone } from '../../format/ratios';
import { toneColor } from '../../theme/tones';
import { Button } from '../Button/Button';
import { PhoneFrame } from '../storybook/storyStates';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta: Meta<typeof Card> = { title: 'Components/Card', component: Card };
export default meta;

export const WithHeaderAndFooter: StoryObj<typeof Card> = {
  render: () => (
    <Card style={{ maxWidth: 360 }}>
      <CardHeader>
        <CardTitle>Recent Trades</CardTitle>
        <CardDescription>Your last five closed trades</CardDescription>
      </CardHeader>
      <CardContent>No trades yet.</CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          View All
        </Button>
      </CardFooter>
    </Card>
  ),
};

/** Dashboard stat cards: the formatters and tone colours in use. */
export const StatCards: StoryObj<typeof Card> = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
      {[0.63, 0.48, 0.31].map((winRate) => (
        <Card key={winRate}>
          <CardContent>
            <CardDescription>Win Rate</CardDescription>
            <CardTitle as="p" style={{ fontSize: '1.5rem', color: toneColor[winRateTone(winRate)] }}>
              {formatWinRate(winRate)}
            </CardTitle>
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardContent>
          <CardDescription>Total P&amp;L</CardDescription>
          <CardTitle as="p" style={{ fontSize: '1.5rem' }}>
            {formatMoney('-1234.5')}
          </CardTitle>
        </CardContent>
      </Card>
    </div>
  ),
};

/** On a phone: the card takes the screen's width and its footer actions wrap. */
export const Mobile: StoryObj<typeof Card> = {
  render: () => (
    <PhoneFrame>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recent Trades</CardTitle>
          <CardDescription>Your last five closed trades</CardDescription>
        </CardHeader>
        <CardContent>No trades yet.</CardContent>
        <CardFooter>
          <Button size="sm" variant="outline">
            View All
          </Button>
          <Button size="sm">Import Trades</Button>
          <Button size="sm" variant="ghost">
            Export CSV
          </Button>
        </CardFooter>
      </Card>
    </PhoneFrame>
  ),
};
