import { useLazyQuery, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, readInstrument } from '@tj/design-system';
import type { LinkedTradeQuery, LinkedTradeQueryVariables, TradeAssignmentLinkQuery, TradeAssignmentLinkQueryVariables } from '../../__generated__/graphql';
import { LINKED_TRADE_QUERY, TRADE_ASSIGNMENT_LINK_QUERY } from '../graphql/TradeAssignmentLinkQuery';
import type { TradeRow } from '../utils/tradeRow';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0;
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.color.destructive};
`;

export type Link = NonNullable<TradeAssignmentLinkQuery['trade']['assignmentLink']>;

/** "Opened by assignment of SPY 19 Dec 25 450 P", or, on the option, where its shares went. */
export function assignmentSentence(link: Link): string {
  const name = readInstrument(link.symbol).label;
  const event = link.kind === 'assigned' ? 'assignment' : 'exercise';
  if (link.linkedIs === 'option') return `${link.sharesOpened ? 'Opened' : 'Closed'} by ${event} of ${name}`;
  return `${link.kind === 'assigned' ? 'Assigned' : 'Exercised'}: its shares are the ${name} trade (${link.sharesOpened ? 'opened' : 'closed'} at the strike)`;
}

/**
 * The trade at the other end of an assignment or exercise (docs/options.md, "Assignment and
 * exercise"), with a button that shows it in this dialog. Nothing shows for a trade without one,
 * nor when the link cannot be read (the rest of the dialog stands without it).
 */
export function TradeAssignmentLink({ tradeId, onOpen }: { tradeId: string; onOpen: (trade: TradeRow) => void }) {
  const { data } = useQuery<TradeAssignmentLinkQuery, TradeAssignmentLinkQueryVariables>(TRADE_ASSIGNMENT_LINK_QUERY, { variables: { id: tradeId } });
  const [load, linked] = useLazyQuery<LinkedTradeQuery, LinkedTradeQueryVariables>(LINKED_TRADE_QUERY);
  const link = data?.trade.assignmentLink;
  if (!link) return null;
  const open = async () => {
    const answer = await load({ variables: { id: link.tradeId } });
    if (answer.data) onOpen(answer.data.trade);
  };
  return <AssignmentLinkRow link={link} opening={linked.loading} failed={Boolean(linked.error)} onOpen={() => void open()} />;
}

/** The sentence and its button, without the queries (for stories). */
export function AssignmentLinkRow({ link, opening, failed, onOpen }: { link: Link; opening: boolean; failed: boolean; onOpen: () => void }) {
  const what = link.linkedIs === 'option' ? 'option trade' : 'shares trade';
  return (
    <Row>
      <span>{assignmentSentence(link)}</span>
      <Button variant="secondary" size="sm" onClick={onOpen} disabled={opening}>
        Open the {what}
      </Button>
      {failed && <Failure role="alert">The linked trade could not be loaded. Try again.</Failure>}
    </Row>
  );
}
