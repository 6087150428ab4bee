import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaQuery } from '../../theme/media';
import { Button } from '../Button/Button';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The lead (a search box): the widest of the head on a desk; on a phone it has a row of its own with the Filters button. */
const Lead = styled.div`
  flex: 3 1 240px;
  min-width: 0;
  @media ${mediaQuery.mobile} {
    flex: 1 1 0;
  }
`;

/** On a phone, the lead and the Filters button in one row, the summary under them; on a desk, part of the head's row. */
const LeadRow = styled.div`
  display: contents;
  @media ${mediaQuery.mobile} {
    display: flex;
    flex: 1 1 100%;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The page's buttons under the choices. On a phone they keep their own width, side by side and a
 * size smaller, so the figures under the bar stay on the first screen.
 */
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  @media ${mediaQuery.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    > * { min-height: 32px; padding: 4px 10px; font-size: ${({ theme }) => theme.fontSize.sm}; }
  }
`;

/** The choices: a wrapping row of fields on a desk; on a phone, one a line, behind the Filters button. */
const Fields = styled.div<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  > * { min-width: 0; }
  select, input { min-width: 0; width: 100%; }
  @media ${mediaQuery.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    > * { flex: 1 1 100%; }
  }
`;

/** Only a phone needs the Filters button: a desk shows every choice. */
const Toggle = styled(Button)`
  display: none;
  @media ${mediaQuery.mobile} {
    display: inline-flex;
  }
`;

const Summary = styled.p`
  margin: 0;
  flex: 1 1 200px;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** One labelled choice of a FilterBar: a label above its control. */
export const FilterField = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  flex: ${({ $wide }) => ($wide ? '2 1 220px' : '1 1 140px')};
  label { margin-bottom: 0; }
`;

export interface FilterBarProps {
  /** The accessible name of the form ("Filter trades"). */
  label: string;
  /** How many filters are applied: the Filters button of a phone says so. */
  activeCount: number;
  /** What the filters keep, in words, beside the button ("All trades", "This month · AAPL"). */
  summary: ReactNode;
  /** The labelled fields (FilterField). */
  children: ReactNode;
  /** Buttons and links after the summary (Clear, links to other views). */
  actions?: ReactNode;
  /** Enter in a text field: its value is applied. */
  onSubmit?: () => void;
  /** Always shown, first (a search box); on a phone it shares its row with the Filters button. */
  lead?: ReactNode;
  /** Always shown, under the choices: the page's buttons (Apply, Export). */
  footer?: ReactNode;
}

/**
 * A bar of filter choices over a page's figures. On a desk every choice shows; on a phone the
 * choices wait behind a Filters button (counting those applied), so the figures are on the first
 * screen. A native form: every field has its label, Tab reaches each, Enter submits. A page's
 * search (`lead`) and buttons (`footer`) are in the same form, so a page has one filter control.
 */
export function FilterBar({ label, activeCount, summary, children, actions, onSubmit, lead, footer }: FilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = (
    <Toggle type="button" variant="outline" aria-expanded={open} aria-controls={`${id}-fields`} onClick={() => setOpen((shown) => !shown)}>
      {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
    </Toggle>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <Head>
        {lead ? (
          <LeadRow>
            <Lead>{lead}</Lead>
            {toggle}
          </LeadRow>
        ) : (
          toggle
        )}
        <Summary aria-live="polite">{summary}</Summary>
        {actions}
      </Head>
      <Fields id={`${id}-fields`} $open={open}>
        {children}
      </Fields>
      {footer && <Footer>{footer}</Footer>}
    </Form>
  );
}
