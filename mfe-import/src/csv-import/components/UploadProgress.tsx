import { Progress } from '@tj/design-system';
import { PROCESSING_TEXT } from '../constants/texts';

/** SPEC §4: the upload's progress while the server reads and stores the file. */
export function UploadProgress({ value }: { value: number }) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between' }}>
        <span>{PROCESSING_TEXT}</span>
        <span aria-hidden="true">{value}%</span>
      </p>
      <Progress value={value} label={PROCESSING_TEXT} />
    </div>
  );
}
