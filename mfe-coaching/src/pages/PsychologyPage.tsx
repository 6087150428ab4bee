import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, CardContent, CardHeader, CardTitle, ErrorPanel, LoadingStatus, SITE_EVENTS, useShell, useToast } from '@tj/design-system';
import type { AssessmentFieldsFragment, GeneratePlaybookMutation, PsychologyAssessmentInput, PsychologyPageQuery, SubmitAssessmentMutation, SubmitAssessmentMutationVariables } from '../__generated__/graphql';
import { PageColumn } from '../layout/PageColumn';
import { GENERATE_PLAYBOOK_MUTATION } from '../playbook/graphql/GeneratePlaybookMutation';
import { AssessmentForm } from '../psychology/components/AssessmentForm';
import { TraitScoresChart } from '../psychology/components/TraitScoresChart';
import { GENERATE_FAILED, SAVE_FAILED } from '../psychology/constants/questions';
import { PSYCHOLOGY_PAGE_QUERY } from '../psychology/graphql/PsychologyPageQuery';
import { SUBMIT_ASSESSMENT_MUTATION } from '../psychology/graphql/SubmitAssessmentMutation';
import { refusalOf } from '@tj/design-system';

function Results({ assessment, justCompleted, onRetake }: { assessment: AssessmentFieldsFragment; justCompleted: boolean; onRetake(): void }) {
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{justCompleted ? 'Assessment Complete' : 'Your Trading Psychology Profile'}</CardTitle>
        <p style={{ margin: 0 }}>Your Big Five scores (0-100) and what each tends to mean for your trading.</p>
      </CardHeader>
      <CardContent>
        <TraitScoresChart assessment={assessment} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 20 }}>
          <Button onClick={() => navigate('/playbook')}>View My Play Book</Button>
          <Button variant="outline" onClick={onRetake}>
            Retake Assessment
          </Button>
          <Button variant="ghost" onClick={() => navigate('/dashboard')}>
            Back to Dashboard
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The assessment: the three steps, or the results on file (Retake goes back to step 1). */
export default function PsychologyPage() {
  const { data, loading, error, refetch } = useQuery<PsychologyPageQuery>(PSYCHOLOGY_PAGE_QUERY);
  const [submitAssessment] = useMutation<SubmitAssessmentMutation, SubmitAssessmentMutationVariables>(SUBMIT_ASSESSMENT_MUTATION);
  // The Play Book page is not mounted here, so refetching it by name does nothing: a visit to
  // /playbook before the assessment left 'no Play Book' in the cache. Forget that answer so the
  // next visit asks the server.
  const [generatePlaybook] = useMutation<GeneratePlaybookMutation>(GENERATE_PLAYBOOK_MUTATION, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'playbook' });
      cache.gc();
    },
  });
  const { toast } = useToast();
  const { analytics } = useShell();
  const [retaking, setRetaking] = useState(false);
  const [pending, setPending] = useState(false);
  const [completed, setCompleted] = useState<AssessmentFieldsFragment | null>(null);

  // SPEC §8's title, with the server's reason when it refused (the demo journal is read-only).
  const failed = (title: string) => (error: unknown) => {
    toast({ title, description: refusalOf(error) ?? undefined, variant: 'destructive' });
    return null;
  };

  // Saving the answers, then building the Play Book from them: 'Generating Play Book...' covers both.
  const complete = async (input: PsychologyAssessmentInput) => {
    setPending(true);
    try {
      const saved = await submitAssessment({ variables: { input } }).catch(failed(SAVE_FAILED));
      if (!saved) return;
      if (!saved.data) {
        toast({ title: SAVE_FAILED, variant: 'destructive' });
        return;
      }
      analytics.event(SITE_EVENTS.psychologyAssessmentComplete('assessment'));
      await generatePlaybook().catch(failed(GENERATE_FAILED));
      setCompleted(saved.data.submitPsychologyAssessment);
      setRetaking(false);
      void refetch();
    } finally {
      setPending(false);
    }
  };

  const onFile = completed ?? data?.psychologyAssessment ?? null;
  return (
    <PageColumn maxWidth={880}>
      <header>
        <h1 style={{ margin: 0 }}>Trading Psychology Assessment</h1>
        <p>Understand how your personality shapes your trading, and get a Play Book built on it.</p>
      </header>
      {loading && !data && (
        <LoadingStatus label="Loading the assessment" blocks={[320]} />
      )}
      {error && !data && <ErrorPanel title="The assessment could not be loaded" message={error.message} onRetry={() => void refetch()} />}
      {data && (onFile && !retaking ? <Results assessment={onFile} justCompleted={completed !== null} onRetake={() => setRetaking(true)} /> : <AssessmentForm items={data.assessmentItems} pending={pending} onSubmit={(input) => void complete(input)} />)}
    </PageColumn>
  );
}
