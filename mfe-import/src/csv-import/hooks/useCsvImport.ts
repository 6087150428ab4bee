import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { SITE_EVENTS, useShell, useToast } from '@tj/design-system';
import type {
  CsvImportInput,
  GenericColumnMappingInput,
  ImportCsvMutation,
  ImportCsvMutationVariables,
  PreviewCsvImportMutation,
  PreviewCsvImportMutationVariables,
} from '../../__generated__/graphql';
import { useRefreshAfterImport } from '../../import-center/hooks/useRefreshAfterImport';
import { UPLOAD_TOASTS } from '../constants/texts';
import { IMPORT_CSV_MUTATION } from '../graphql/ImportCsvMutation';
import { PREVIEW_CSV_IMPORT_MUTATION } from '../graphql/PreviewCsvImportMutation';
import { fileRejections } from '../utils/fileChecks';
import { uploadFailureMessage } from '../utils/uploadFailure';
import { useUploadProgress } from './useUploadProgress';

export type CsvPreview = PreviewCsvImportMutation['previewCsvImport'];
export type CsvImportResult = ImportCsvMutation['importCsv'];
export type ColumnMapping = GenericColumnMappingInput;

export interface CsvImportOptions {
  /** A platform id, 'generic', or '' to let the file tell. */
  platform: string;
  /** YYYY-MM-DD: the trading day of an export without dates (DAS Trader). */
  tradeDate: string;
  /** The generic CSV's columns, once the trader has mapped them. */
  mapping: ColumnMapping | null;
  /** Generic CSV, chosen for this file: skip (and list) rows that are not trades instead of refusing it. */
  skipNonTrades: boolean;
}

/**
 * Beyond SPEC §4 (idle, uploading, result), a file is read and previewed before anything is
 * stored: previewing → preview (or refused, with the server's line-numbered reason) → the trader
 * confirms → uploading → succeeded or failed. Upload Another File goes back to idle. While a
 * file is read again (new options) or refused, its last preview is kept as `previous`: the
 * column mapping of a generic CSV stays on screen to be corrected.
 */
export type CsvImportStep =
  | { name: 'idle' }
  | { name: 'previewing'; file: File; previous: CsvPreview | null }
  | { name: 'preview'; file: File; preview: CsvPreview }
  | { name: 'refused'; file: File; message: string; previous: CsvPreview | null }
  | { name: 'uploading'; file: File; preview: CsvPreview }
  | { name: 'succeeded'; file: File; result: CsvImportResult }
  | { name: 'failed'; file: File; message: string };

export type CsvImportController = ReturnType<typeof useCsvImport>;

/**
 * The whole CSV path of the Import Trade Center; `defaultTradeDate` is today in the user's zone,
 * `defaultPlatform` the platform chosen until the trader picks one (the Default Broker of Settings).
 */
export function useCsvImport(defaultTradeDate: string, defaultPlatform = '') {
  const { toast } = useToast();
  const { analytics } = useShell();
  const refresh = useRefreshAfterImport('csv');
  const upload = useUploadProgress();
  const [step, setStep] = useState<CsvImportStep>({ name: 'idle' });
  const [rejections, setRejections] = useState<string[]>([]);
  // null: not chosen yet, so the default (which may arrive after the first render) is what applies.
  const [choices, setChoices] = useState<Omit<CsvImportOptions, 'tradeDate' | 'platform'> & { tradeDate: string | null; platform: string | null }>({ platform: null, tradeDate: null, mapping: null, skipNonTrades: false });
  const withDefaults = (chosen: typeof choices): CsvImportOptions => ({ ...chosen, platform: chosen.platform ?? defaultPlatform, tradeDate: chosen.tradeDate ?? defaultTradeDate });
  const options = withDefaults(choices);
  // Options can change while a preview is on its way: only the newest request may update the page.
  const newestPreview = useRef(0);
  const [previewCsv] = useMutation<PreviewCsvImportMutation, PreviewCsvImportMutationVariables>(PREVIEW_CSV_IMPORT_MUTATION);
  const [importCsv] = useMutation<ImportCsvMutation, ImportCsvMutationVariables>(IMPORT_CSV_MUTATION);

  // SPEC §8: a refused file (too large, a bad row) is a failed upload too: the toast says why.
  const showUploadFailed = (message: string) => toast({ title: UPLOAD_TOASTS.failedTitle, description: message, variant: 'destructive' });

  const runPreview = async (file: File, chosen: CsvImportOptions) => {
    newestPreview.current += 1;
    const request = newestPreview.current;
    setStep((current) => ({ name: 'previewing', file, previous: lastPreviewOf(current, file) }));
    try {
      const { data } = await previewCsv({ variables: { input: inputOf(file, chosen) } });
      if (!data) throw new Error('The preview came back empty');
      if (request === newestPreview.current) setStep({ name: 'preview', file, preview: data.previewCsvImport });
    } catch (error) {
      const message = uploadFailureMessage(error);
      if (request !== newestPreview.current) return;
      setStep((current) => ({ name: 'refused', file, message, previous: lastPreviewOf(current, file) }));
      showUploadFailed(message);
    }
  };

  const chooseFiles = (files: File[]) => {
    if (step.name === 'uploading') return;
    const problems = fileRejections(files, options.platform);
    setRejections(problems);
    const [file] = files;
    if (problems.length > 0 || !file) {
      newestPreview.current += 1;
      setStep({ name: 'idle' });
      showUploadFailed(problems.join(' '));
      return;
    }
    // Skipping rows that are not trades is a choice for one file: a new file starts without it.
    const fresh = { ...options, skipNonTrades: false };
    setChoices((current) => ({ ...current, skipNonTrades: false }));
    void runPreview(file, fresh);
  };

  const changeOptions = (change: Partial<CsvImportOptions>) => {
    const platformChanged = change.platform !== undefined && change.platform !== options.platform;
    const next = { ...choices, ...change, ...(platformChanged ? { mapping: null, skipNonTrades: false } : {}) };
    setChoices(next);
    const previewed = step.name === 'previewing' || step.name === 'preview' || step.name === 'refused';
    if (previewed) void runPreview(step.file, withDefaults(next));
  };

  const confirm = async () => {
    if (step.name !== 'preview' || step.preview.needsMapping || step.preview.nothingNew !== null) return;
    const { file, preview } = step;
    setStep({ name: 'uploading', file, preview });
    upload.start();
    try {
      // The platform the trader saw in the preview is the one imported.
      const platform = options.platform || preview.platform;
      const { data } = await importCsv({ variables: { input: inputOf(file, { ...options, platform }) } });
      if (!data) throw new Error('The import came back empty');
      upload.finish(true);
      analytics.event(SITE_EVENTS.csvUploadSuccess(platform, data.importCsv.tradesImported));
      setStep({ name: 'succeeded', file, result: data.importCsv });
      // Nothing stored (the file changed since its preview) is no success to celebrate in green.
      toast({ title: UPLOAD_TOASTS.successTitle, description: data.importCsv.message, variant: data.importCsv.executionsImported > 0 ? 'success' : 'default' });
    } catch (error) {
      upload.finish(false);
      const message = uploadFailureMessage(error);
      setStep({ name: 'failed', file, message });
      toast({ title: UPLOAD_TOASTS.failedTitle, description: message, variant: 'destructive' });
    }
    void refresh();
  };

  const reset = () => {
    newestPreview.current += 1;
    upload.reset();
    setRejections([]);
    setStep({ name: 'idle' });
  };

  return { step, options, rejections, progress: upload.progress, chooseFiles, changeOptions, confirm, reset };
}

/** The newest preview of this file, while it is read again or after it was refused. */
function lastPreviewOf(step: CsvImportStep, file: File): CsvPreview | null {
  if (step.name === 'idle' || step.file !== file) return null;
  if (step.name === 'preview' || step.name === 'uploading') return step.preview;
  return step.name === 'previewing' || step.name === 'refused' ? step.previous : null;
}

function inputOf(file: File, options: CsvImportOptions): CsvImportInput {
  return {
    file,
    platform: options.platform || null,
    tradeDate: options.tradeDate || null,
    mapping: options.platform === 'generic' ? options.mapping : null,
    skipNonTrades: options.platform === 'generic' && options.skipNonTrades ? true : null,
  };
}
