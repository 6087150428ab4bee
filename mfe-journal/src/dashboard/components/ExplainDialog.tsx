import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { explanationTitle, type ExplainRequest } from '../utils/explanation';
import { ExplanationDetails } from './ExplanationDetails';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.md}; }
  p { margin: 0; }
  dl { display: grid; grid-template-columns: auto auto; gap: 4px ${({ theme }) => theme.space.lg}; margin: 0; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .error { color: ${({ theme }) => theme.color.destructive}; }
`;

export interface ExplainDialogProps {
  /** The opened figure; null when the dialog is closed. */
  request: ExplainRequest | null;
  timeZone: string;
  onClose: () => void;
  /** Lines the page adds from what it already shows (the chart point's own figures). */
  extraInputs?: { name: string; value: string }[];
  /** The trades behind the figure (came with the explanation), each opening its trade. */
  trades: (trades: readonly TradeRow[]) => ReactNode;
  /** More about the figure (a day's journal entry). */
  children?: ReactNode;
}

/** What a figure is made of: the server's formula in words, its inputs, and the trades behind it. */
export function ExplainDialog({ request, timeZone, onClose, extraInputs = [], trades, children }: ExplainDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()} title={request ? explanationTitle(request) : ''}>
      <Body>
        {request && <ExplanationDetails request={request} timeZone={timeZone} extraInputs={extraInputs} trades={trades} />}
        {children}
      </Body>
    </Dialog>
  );
}
