import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { acceptedFileTypes, XML_PLATFORMS } from '../constants/limits';
import { DROP_ZONE_TEXTS } from '../constants/texts';

const Zone = styled.div<{ $active: boolean; $disabled: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceRaised : 'transparent')};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  p { margin: 0; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface FileDropZoneProps {
  /** Every file picked or dropped: the caller checks them (one CSV under 10 MB). */
  onFiles: (files: File[]) => void;
  /** The chosen platform ('' for Auto-detect): Interactive Brokers takes its Flex Query's XML too. */
  platform?: string;
  disabled: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * SPEC §2: drop a file or click to browse; Enter or Space opens the picker too. The files are handed
 * over as given, so a drop of two files can be refused with 'Too many files'.
 */
export function FileDropZone({ onFiles, disabled, ref, platform = '' }: FileDropZoneProps) {
  const xmlTaken = XML_PLATFORMS.includes(platform);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const browse = () => {
    if (!disabled) input.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    browse();
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Zone
      ref={ref}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label="Choose a CSV file to upload"
      aria-describedby={hintId}
      aria-disabled={disabled || undefined}
      $active={dragging}
      $disabled={disabled}
      onClick={browse}
      onKeyDown={onKeyDown}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p>
        <strong>{DROP_ZONE_TEXTS.title}</strong>
      </p>
      <p>{DROP_ZONE_TEXTS.browse}</p>
      <Hint id={hintId}>
        {DROP_ZONE_TEXTS.limit}
        {xmlTaken && (
          <>
            <br />
            {DROP_ZONE_TEXTS.xmlAccepted}
          </>
        )}
      </Hint>
      <input
        ref={input}
        type="file"
        accept={acceptedFileTypes(platform).join(',')}
        disabled={disabled}
        hidden
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file may be chosen again after Upload Another File.
          event.target.value = '';
        }}
      />
    </Zone>
  );
}
