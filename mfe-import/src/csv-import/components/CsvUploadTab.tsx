import { type RefObject, useRef } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Button, cssVar, type SelectOption, Spinner } from '@tj/design-system';
import type { Broker } from '../../broker-import/utils/brokerSelection';
import { SectionCard } from '../../import-center/components/SectionCard';
import { PLATFORMS_WITHOUT_DATES } from '../constants/limits';
import { AUTO_DETECT_LABEL, GENERIC_CSV } from '../constants/texts';
import type { CsvImportController } from '../hooks/useCsvImport';
import { useRevealWhenShown } from '../hooks/useRevealWhenShown';
import { formatFileSize } from '../utils/fileChecks';
import { ColumnMappingForm } from './ColumnMappingForm';
import { CsvPreviewPanel } from './CsvPreviewPanel';
import { FileDropZone } from './FileDropZone';
import { ImportOptions } from './ImportOptions';
import { SupportedFormats } from './SupportedFormats';
import { UploadProgress } from './UploadProgress';
import { UploadResult } from './UploadResult';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const alertStyle = { margin: 0, color: cssVar('color', 'destructive') };

interface CsvUploadTabProps {
  csv: CsvImportController;
  brokers: readonly Broker[];
  timeZone: string;
  /** The page focuses the drop zone when Upload CSV brings the trader here. */
  dropZone: RefObject<HTMLDivElement | null>;
}

/** SPEC §2 CSV tab: options, drop zone, preview and confirm, progress, result; Supported Formats. */
export function CsvUploadTab({ csv, brokers, timeZone, dropZone }: CsvUploadTabProps) {
  const { step, options } = csv;
  const rejectionAlert = useRef<HTMLDivElement>(null);
  const refusalAlert = useRef<HTMLDivElement>(null);
  useRevealWhenShown(rejectionAlert, csv.rejections.length > 0 && csv.rejections);
  useRevealWhenShown(refusalAlert, step.name === 'refused' && step);
  // Upload Another File takes its own button away: keyboard focus goes on to the drop zone.
  const uploadAnother = () => {
    flushSync(csv.reset);
    dropZone.current?.focus();
  };
  const platforms: SelectOption[] = [
    { value: '', label: AUTO_DETECT_LABEL },
    ...brokers.filter((broker) => broker.csvSupported).map((broker) => ({ value: broker.id, label: broker.name })),
    GENERIC_CSV,
  ];
  const preview = step.name === 'preview' || step.name === 'uploading' ? step.preview : null;
  const uploading = step.name === 'uploading';
  const finished = step.name === 'succeeded' || step.name === 'failed';
  const askTradeDate = PLATFORMS_WITHOUT_DATES.includes(options.platform) || (preview !== null && PLATFORMS_WITHOUT_DATES.includes(preview.platform));
  // A CSV platform's catalogue entry says where its export is found.
  const exportHint = brokers.find((broker) => broker.id === options.platform && broker.type === 'CSV')?.documentation;
  // A generic CSV's mapping stays on screen while the file is read again or refused, to be corrected.
  const mappingSource = preview ?? ('previous' in step ? step.previous : null);
  const showMapping = options.platform === GENERIC_CSV.value && mappingSource?.platform === GENERIC_CSV.value;

  return (
    <Stack>
      <SectionCard title="Upload CSV File" description="Export your trade history from your platform, then drop the file here. You will see what it holds before it is imported.">
        <Stack>
          {!finished && (
            <>
              <ImportOptions options={options} platforms={platforms} askTradeDate={askTradeDate} disabled={uploading} onChange={csv.changeOptions} />
              {exportHint && <p style={{ margin: 0, fontSize: '0.875rem', color: cssVar('color', 'textMuted') }}>Where to find the export: {exportHint}</p>}
              <FileDropZone ref={dropZone} onFiles={csv.chooseFiles} disabled={uploading} platform={options.platform} />
            </>
          )}
          {csv.rejections.length > 0 && (
            <div role="alert" ref={rejectionAlert}>
              {csv.rejections.map((rejection) => (
                <p key={rejection} style={alertStyle}>
                  {rejection}
                </p>
              ))}
            </div>
          )}
          {'file' in step && !finished && (
            <p style={{ margin: 0 }}>
              Selected file: <strong>{step.file.name}</strong> ({formatFileSize(step.file.size)})
            </p>
          )}
          {/* Always in the page: screen readers miss live regions that arrive with their content. */}
          <div aria-live="polite" style={{ display: 'grid', gap: 16 }}>
            {step.name === 'previewing' && <Spinner size={16} label="Reading your file..." />}
            {uploading && <UploadProgress value={csv.progress} />}
            {step.name === 'succeeded' && <UploadResult fileName={step.file.name} result={step.result} onUploadAnother={uploadAnother} />}
            {step.name === 'failed' && <UploadResult fileName={step.file.name} failure={step.message} onUploadAnother={uploadAnother} />}
          </div>
          {step.name === 'refused' && (
            <div role="alert" ref={refusalAlert} style={{ display: 'grid', gap: 4 }}>
              <p style={{ margin: 0, fontWeight: 600 }}>This file cannot be imported</p>
              <p style={alertStyle}>{step.message}</p>
              <p style={{ margin: 0, fontSize: '0.875rem' }}>Choose its platform above, or choose another file.</p>
            </div>
          )}
          {showMapping && mappingSource && (
            <ColumnMappingForm
              preview={mappingSource}
              applied={options.mapping}
              appliedSkipNonTrades={options.skipNonTrades}
              disabled={uploading}
              onApply={(mapping, skipNonTrades) => csv.changeOptions({ mapping, skipNonTrades })}
            />
          )}
          {preview && !preview.needsMapping && (
            <>
              <CsvPreviewPanel preview={preview} timeZone={timeZone} />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {/* A file that adds nothing has nothing to confirm: the panel above says why. */}
                <Button onClick={() => void csv.confirm()} loading={uploading} disabled={preview.nothingNew !== null}>
                  Confirm import
                </Button>
                <Button variant="outline" onClick={csv.reset} disabled={uploading}>
                  Cancel
                </Button>
              </div>
            </>
          )}
        </Stack>
      </SectionCard>
      <SupportedFormats brokers={brokers} />
    </Stack>
  );
}
