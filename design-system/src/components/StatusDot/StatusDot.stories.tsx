import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatusDot } from './StatusDot';

const meta: Meta<typeof StatusDot> = { title: 'Navigation/StatusDot', component: StatusDot, args: { status: 'active', label: 'Active' } };
export default meta;

export const States: StoryObj<typeof StatusDot> = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <StatusDot status="active" label="Data Ingestion: Active" /> Data Ingestion
      </span>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <StatusDot status="inactive" label="Pattern Recognition: Inactive" /> Pattern Recognition
      </span>
    </div>
  ),
};
