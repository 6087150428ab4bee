import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableElements } from './focusable';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div`
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus { outline: none; }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
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

/** Focus moves into the panel on open and back to whatever had it (the opener) on close. */
function useFocusWhileOpen(open: boolean, panel: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open || !panel.current) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableElements(panel.current)[0] ?? panel.current).focus();
    return () => opener?.focus();
  }, [open, panel]);
}

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

/** Keeps Tab and Shift+Tab cycling inside the panel. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = focusableElements(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outsideCycle = !focusable.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outsideCycle)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outsideCycle)) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal dialog: Escape and a backdrop click close it, Tab stays inside, focus returns to the opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusWhileOpen(open, panel);
  useBodyScrollLock(open);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog closes when dialogs are stacked.
      event.stopPropagation();
      onOpenChange(false);
    } else if (event.key === 'Tab' && panel.current) {
      trapTab(event, panel.current);
    }
  };

  return createPortal(
    // A press that starts inside the panel and ends on the backdrop (selecting text) must not close it.
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onOpenChange(false)}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
