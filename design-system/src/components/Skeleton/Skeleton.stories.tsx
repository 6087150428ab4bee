import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

const meta: Meta<typeof Skeleton> = { title: 'Components/Skeleton', component: Skeleton };
export default meta;

export const LoadingCard: StoryObj<typeof Skeleton> = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton width="40%" height={24} />
      <Skeleton height={120} />
      <Spinner label="Loading 5m chart..." />
    </div>
  ),
};
