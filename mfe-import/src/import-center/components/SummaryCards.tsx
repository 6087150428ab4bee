import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardContent, MISSING, Skeleton } from '@tj/design-system';
import type { Broker } from '../../broker-import/utils/brokerSelection';
import { SUMMARY_LABELS } from '../constants/texts';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Value = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

function SummaryCard({ label, value, loading }: { label: string; value: number | undefined; loading: boolean }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId}>
      <CardContent>
        <Label id={labelId}>{label}</Label>
        {loading ? <Skeleton height={32} width={48} /> : <Value>{value ?? MISSING}</Value>}
      </CardContent>
    </Card>
  );
}

interface SummaryCardsProps {
  /** The catalogue, once loaded. */
  brokers: readonly Broker[] | undefined;
  brokersLoading: boolean;
  /** How many imports the user has run, once loaded. */
  importCount: number | undefined;
  importCountLoading: boolean;
}

/** SPEC §2: Total Platforms, API Supported, CSV Import (the catalogue's own counts) and Recent Imports. */
export function SummaryCards({ brokers, brokersLoading, importCount, importCountLoading }: SummaryCardsProps) {
  return (
    <Grid aria-label="Import summary">
      <SummaryCard label={SUMMARY_LABELS.totalPlatforms} value={brokers?.length} loading={brokersLoading} />
      <SummaryCard label={SUMMARY_LABELS.apiSupported} value={brokers?.filter((broker) => broker.apiSupported).length} loading={brokersLoading} />
      <SummaryCard label={SUMMARY_LABELS.csvImport} value={brokers?.filter((broker) => broker.type === 'CSV').length} loading={brokersLoading} />
      <SummaryCard label={SUMMARY_LABELS.recentImports} value={importCount} loading={importCountLoading} />
    </Grid>
  );
}
