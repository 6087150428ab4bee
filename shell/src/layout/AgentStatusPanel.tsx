import { cssVar, StatusDot } from '@tj/design-system';

const AGENTS = ['Data Ingestion', 'Pattern Recognition', 'Analysis Orchestrator'];

/** SPEC §2: the three agents, each shown as Active. */
export function AgentStatusPanel() {
  return (
    <section aria-labelledby="agent-status-title" style={{ padding: '16px', borderTop: `1px solid ${cssVar('color', 'border')}` }}>
      <h2 id="agent-status-title" style={{ fontSize: '0.75rem', textTransform: 'uppercase', margin: '0 0 8px' }}>
        Agent Status
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {AGENTS.map((agent) => (
          <li key={agent}>
            <StatusDot status="active" label={`${agent}: Active`} /> {agent}
          </li>
        ))}
      </ul>
    </section>
  );
}
