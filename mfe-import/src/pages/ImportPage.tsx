import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@apollo/client/react';
import { ErrorPanel, ianaZoneOf, LoadingStatus, PageColumn, PageColumns, PageLayout, Tabs, todayIn, useToast } from '@tj/design-system';
import type { ImportCenterQuery, RecentImportsQuery, RecentImportsQueryVariables } from '../__generated__/graphql';
import { BrokerSelectionCard } from '../broker-import/components/BrokerSelectionCard';
import { PLATFORM_SELECTED_TOAST } from '../broker-import/constants/texts';
import { useAuthorizationReturn } from '../broker-import/hooks/useAuthorizationReturn';
import { useBrokerImport } from '../broker-import/hooks/useBrokerImport';
import { useDisconnectBroker } from '../broker-import/hooks/useDisconnectBroker';
import { type Broker, type BrokerSelection, defaultCsvPlatform, initialSelection } from '../broker-import/utils/brokerSelection';
import { CsvUploadTab } from '../csv-import/components/CsvUploadTab';
import { useCsvImport } from '../csv-import/hooks/useCsvImport';
import { GettingStarted } from '../import-center/components/GettingStarted';
import { ImportMethodsNote } from '../import-center/components/ImportMethodsNote';
import { RecentImports } from '../import-center/components/RecentImports';
import { SummaryCards } from '../import-center/components/SummaryCards';
import { RECENT_IMPORTS_SHOWN } from '../import-center/constants/limits';
import { type ImportTab, PAGE_SUBTITLE, PAGE_TITLE, TAB_LABELS } from '../import-center/constants/texts';
import { IMPORT_CENTER_QUERY } from '../import-center/graphql/ImportCenterQuery';
import { RECENT_IMPORTS_QUERY } from '../import-center/graphql/RecentImportsQuery';

/** Sends the browser to a broker's authorization page (a navigation, not a call). */
const navigateTo = (path: string) => window.location.assign(path);

export default function ImportPage() {
  const { toast } = useToast();
  const center = useQuery<ImportCenterQuery>(IMPORT_CENTER_QUERY);
  const history = useQuery<RecentImportsQuery, RecentImportsQueryVariables>(RECENT_IMPORTS_QUERY, { variables: { limit: RECENT_IMPORTS_SHOWN } });
  const brokers = center.data?.brokers;
  const timeZone = ianaZoneOf(center.data?.settings.timezone);
  const today = useMemo(() => todayIn(timeZone, new Date()), [timeZone]);

  const [tab, setTab] = useState<ImportTab>('connect');
  // Until the trader chooses, the selection is the Default Broker of Settings.
  const [chosen, setChosen] = useState<BrokerSelection | null>(null);
  const selection = chosen ?? initialSelection(brokers ?? [], center.data?.settings.defaultBroker);
  // The CSV tab starts on the Default Broker too, when it has a CSV export.
  const csv = useCsvImport(today, defaultCsvPlatform(brokers ?? [], center.data?.settings.defaultBroker));
  const { importFrom, importing } = useBrokerImport();
  const { disconnect, disconnecting } = useDisconnectBroker();
  useAuthorizationReturn(brokers, setChosen);

  const dropZone = useRef<HTMLDivElement>(null);
  const uploadCsvFrom = (broker: Broker) => {
    // Upload CSV takes its own button away with its tab: keyboard focus goes on to the drop zone.
    flushSync(() => {
      csv.changeOptions({ platform: broker.id });
      setTab('csv');
    });
    dropZone.current?.focus();
    toast({ title: PLATFORM_SELECTED_TOAST, description: `Upload the CSV file ${broker.name} exports.` });
  };

  return (
    <PageLayout title={PAGE_TITLE} description={PAGE_SUBTITLE}>
      <SummaryCards brokers={brokers} brokersLoading={center.loading && !brokers} importCount={history.data?.importCount} importCountLoading={history.loading && !history.data} />
      <ImportMethodsNote />
      <PageColumns sideMinWidth={260}>
        <PageColumn>
          {center.error && !brokers && <ErrorPanel title="The platforms could not be loaded" message={center.error.message} onRetry={() => void center.refetch()} />}
          {center.loading && !brokers && (
            <LoadingStatus label="Loading platforms" blocks={[360]} />
          )}
          {brokers && (
            <Tabs
              aria-label={PAGE_TITLE}
              value={tab}
              onValueChange={(id) => setTab(id as ImportTab)}
              items={[
                {
                  id: 'connect',
                  label: TAB_LABELS.connect,
                  content: (
                    <BrokerSelectionCard
                      brokers={brokers}
                      selection={selection}
                      defaultBroker={center.data?.settings.defaultBroker}
                      onSelectionChange={setChosen}
                      onUploadCsv={uploadCsvFrom}
                      onConnectApi={importFrom}
                      onDisconnect={(broker) => void disconnect(broker)}
                      onAuthorize={navigateTo}
                      importing={importing}
                      disconnecting={disconnecting}
                      autoImport={center.data?.settings.autoImport ?? false}
                      timeZone={timeZone}
                    />
                  ),
                },
                { id: 'csv', label: TAB_LABELS.csv, content: <CsvUploadTab csv={csv} brokers={brokers} timeZone={timeZone} dropZone={dropZone} /> },
              ]}
            />
          )}
        </PageColumn>
        <PageColumn as="aside" aria-label="Import history and help">
          <RecentImports imports={history.data?.recentImports} loading={history.loading} error={history.error} onRetry={() => void history.refetch()} timeZone={timeZone} />
          <GettingStarted />
        </PageColumn>
      </PageColumns>
    </PageLayout>
  );
}
