import styled, { css } from 'styled-components';
import type { ToastVariant } from './toastTypes';

const accents = {
  default: css`
    --toast-accent: ${({ theme }) => theme.color.primary};
  `,
  success: css`
    --toast-accent: ${({ theme }) => theme.color.success};
  `,
  warning: css`
    --toast-accent: ${({ theme }) => theme.color.warning};
  `,
  destructive: css`
    --toast-accent: ${({ theme }) => theme.color.destructive};
    background: ${({ theme }) => theme.color.destructiveSurface};
  `,
};

/** Each variant also has its own symbol, so colour is not the only difference. */
const glyphs: Record<ToastVariant, string> = { default: 'i', success: '✓', warning: '!', destructive: '✕' };

const Card = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid var(--toast-accent);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ $variant }) => accents[$variant]}
`;

const Glyph = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: var(--toast-accent);
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Description = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Close = styled.button`
  flex: none;
  padding: 0 4px;
  border: none;
  background: none;
  color: inherit;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
`;

export interface ToastCardProps {
  title: string;
  description?: string;
  variant: ToastVariant;
  onDismiss: () => void;
}

/** One toast as shown; destructive and warning toasts interrupt (role alert), others wait (status). */
export function ToastCard({ title, description, variant, onDismiss }: ToastCardProps) {
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <Card $variant={variant} role={urgent ? 'alert' : 'status'} data-variant={variant}>
      <Glyph aria-hidden="true">{glyphs[variant]}</Glyph>
      <Body>
        <strong>{title}</strong>
        {description && <Description>{description}</Description>}
      </Body>
      <Close type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        ×
      </Close>
    </Card>
  );
}
