import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
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

/** On a phone: the Agent Status panel of the navigation drawer. */
export const Mobile: StoryObj<typeof StatusDot> = {
  render: () => (
    <PhoneFrame>
      {['Data Ingestion', 'Pattern Recognition', 'Analysis Orchestrator'].map((agent, index) => (
        <span key={agent} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <StatusDot status={index < 2 ? 'active' : 'inactive'} label={`${agent}: ${index < 2 ? 'Active' : 'Inactive'}`} /> {agent}
        </span>
      ))}
    </PhoneFrame>
  ),
};
