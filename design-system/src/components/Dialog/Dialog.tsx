import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useModalFocus } from './useModalFocus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** `wide`: most of a desk's width (a chart, a table), and the whole screen on a phone. */
  size?: 'default' | 'wide';
}

/** Under this width a wide dialog takes the whole screen. */
const PHONE_WIDTH = '640px';

const Backdrop = styled.div<{ $wide: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.overlay};
  @media (max-width: ${PHONE_WIDTH}) { padding: ${({ theme, $wide }) => ($wide ? '0' : theme.space.lg)}; }
`;

const Panel = styled.div<{ $wide: boolean }>`
  position: relative;
  width: ${({ $wide }) => ($wide ? 'min(1100px, 100%)' : 'min(520px, 100%)')};
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus { outline: none; }
  ${({ $wide, theme }) =>
    $wide &&
    `@media (max-width: ${PHONE_WIDTH}) {
      width: 100%;
      height: 100%;
      max-height: 100vh;
      padding: ${theme.space.md};
      border: none;
      border-radius: 0;
    }`}
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  /* Room for the Close button. */
  padding-right: ${({ theme }) => theme.space.xxl};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

/** The page behind a modal must not scroll under it. */
function useBodyScrollLock(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
}

/**
 * A modal dialog: a visible Close button, Escape and a backdrop click close it, Tab stays inside,
 * focus returns to the opener (see useModalFocus). Every dialog of the app is this one.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'default' }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useModalFocus(open, panel, close);
  useBodyScrollLock(open);

  if (!open) return null;

  return createPortal(
    // A press that starts inside the panel and ends on the backdrop (selecting text) must not close it.
    <Backdrop $wide={size === 'wide'} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <Panel
        $wide={size === 'wide'}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        {footer && <Footer>{footer}</Footer>}
        {/* Last in the tab order, so focus starts on the dialog's own first control; shown top right. */}
        <CloseButton type="button" aria-label="Close" title="Close" onClick={close}>
          <span aria-hidden="true">✕</span>
        </CloseButton>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
