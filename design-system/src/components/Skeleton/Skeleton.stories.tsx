import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardContent, CardHeader } from '../Card/Card';
import { PhoneFrame } from '../storybook/storyStates';
import { Skeleton } from './Skeleton';

const meta: Meta<typeof Skeleton> = { title: 'Feedback/Skeleton', component: Skeleton, args: { width: 240, height: 16 } };
export default meta;

export const Playground: StoryObj<typeof Skeleton> = {};

/** A stat card while its figures load. */
export const LoadingCard: StoryObj<typeof Skeleton> = {
  render: () => (
    <Card style={{ maxWidth: 360 }} aria-busy="true" aria-label="Total P&L, loading">
      <CardHeader>
        <Skeleton width="40%" height={20} />
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 8 }}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={120} radius={12} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Skeleton width={32} height={32} radius="50%" />
          <Skeleton width="50%" />
        </div>
      </CardContent>
    </Card>
  ),
};

/** On a phone: a loading list row by row, each placeholder within the screen's width. */
export const Mobile: StoryObj<typeof Skeleton> = {
  render: () => (
    <PhoneFrame>
      <div aria-busy="true" aria-label="Recent trades, loading" style={{ display: 'grid', gap: 12 }}>
        {[0, 1, 2].map((row) => (
          <div key={row} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Skeleton width={32} height={32} radius="50%" />
            <div style={{ flex: 1, display: 'grid', gap: 6 }}>
              <Skeleton width="70%" />
              <Skeleton width="40%" height={12} />
            </div>
          </div>
        ))}
      </div>
    </PhoneFrame>
  ),
};
