import { css } from 'styled-components';

/** The look shared by every text-like form control (Input, Select). */
export const fieldStyles = css`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.color.textMuted}; }
  &:focus-visible { border-color: ${({ theme }) => theme.color.primary}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.destructive}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
