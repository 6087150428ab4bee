import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState, ErrorPanel, formatConfidence, LoadingStatus, Spinner, useToast } from '@tj/design-system';
import type { GeneratePlaybookMutation, PlaybookFieldsFragment, PlaybookPageQuery } from '../__generated__/graphql';
import { PlaybookTabs } from '../playbook/components/PlaybookTabs';
import { PageColumn } from '../layout/PageColumn';
import { RiskRulesCard } from '../risk-rules/components/RiskRulesCard';
import { GENERATE_PLAYBOOK_MUTATION } from '../playbook/graphql/GeneratePlaybookMutation';
import { PLAYBOOK_PAGE_QUERY } from '../playbook/graphql/PlaybookPageQuery';
import { GENERATE_FAILED } from '../psychology/constants/questions';
import { refusalOf } from '@tj/design-system';

function PlaybookView({ playbook, regenerating, onRegenerate }: { playbook: PlaybookFieldsFragment; regenerating: boolean; onRegenerate(): void }) {
  return (
    <Card>
      <CardHeader>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, justifyContent: 'space-between' }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <CardTitle as="h2" style={{ margin: 0 }}>
              Version {playbook.version}
            </CardTitle>
            {playbook.active && <Badge variant="success">Active</Badge>}
          </div>
          <Button variant="outline" disabled={regenerating} onClick={onRegenerate}>
            {regenerating ? 'Regenerating...' : 'Regenerate'}
          </Button>
        </div>
        <p style={{ margin: '8px 0 0' }}>
          <strong>Confidence: {formatConfidence(playbook.confidenceScore)}</strong> — {playbook.confidenceBasis}
        </p>
        {playbook.raiseConfidence.length > 0 && (
          <>
            <p style={{ margin: '8px 0 0' }}>To raise it:</p>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {playbook.raiseConfidence.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </>
        )}
      </CardHeader>
      <CardContent>
        <PlaybookTabs playbook={playbook} />
      </CardContent>
    </Card>
  );
}

/** SPEC §2's states: assessment required, generate, generating, and the Play Book itself. */
export default function PlaybookPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery<PlaybookPageQuery>(PLAYBOOK_PAGE_QUERY);
  const [generate, { loading: generating }] = useMutation<GeneratePlaybookMutation>(GENERATE_PLAYBOOK_MUTATION, { refetchQueries: ['PlaybookPage'], awaitRefetchQueries: true });
  // SPEC §8's title, with the server's reason when it refused (the demo journal is read-only).
  const run = () => void generate().catch((error: unknown) => toast({ title: GENERATE_FAILED, description: refusalOf(error) ?? undefined, variant: 'destructive' }));

  return (
    <PageColumn maxWidth={960}>
      <header>
        <h1 style={{ margin: 0 }}>Your Trading Play Book</h1>
        <p>Rules, risk limits and coaching built from your assessment, your settings and your own trades.</p>
      </header>
      {loading && !data && (
        <LoadingStatus label="Loading your Play Book" blocks={[320]} />
      )}
      {error && !data && <ErrorPanel title="Your Play Book could not be loaded" message={error.message} onRetry={() => void refetch()} />}
      {data && !data.psychologyAssessment && (
        <EmptyState title="Psychology Assessment Required" description="Your Play Book is built on your assessment. Take it first: it takes about five minutes." action={<Button onClick={() => navigate('/psychology')}>Take Assessment</Button>} />
      )}
      {data?.psychologyAssessment && !data.playbook && generating && (
        // The Spinner is the status itself: a second live region around it would announce it twice.
        <div style={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 32 }}>
          <Spinner label="Generating your Play Book from your assessment, settings and trades..." />
        </div>
      )}
      {data?.psychologyAssessment && !data.playbook && !generating && (
        <EmptyState title="Generate My Play Book" description="Your assessment is on file. Build your Play Book from it, your settings and your trades." action={<Button onClick={run}>Generate My Play Book</Button>} />
      )}
      {data?.playbook && <PlaybookView playbook={data.playbook} regenerating={generating} onRegenerate={run} />}
      <RiskRulesCard />
    </PageColumn>
  );
}
