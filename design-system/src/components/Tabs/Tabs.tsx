import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaQuery } from '../../theme/media';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** The selected tab's id when the parent controls the selection. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  'aria-label'?: string;
}

// On a phone the tabs wrap onto more rows rather than scroll: a scrolled list hid the selected tab
// ('CSV Upload (Manual)' on Import, 'Risk Management' on the Play Book) half behind the edge.
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-x: auto;
  @media ${mediaQuery.mobile} {
    flex-wrap: wrap;
    overflow-x: visible;
    > button { flex: 1 1 auto; padding: 8px 10px; font-size: ${({ theme }) => theme.fontSize.sm}; }
  }
`;

// A grid or flex item is at least as wide as its content unless told otherwise: without this, a
// long tab list (which scrolls in its own region) widened the whole page on a phone.
const Root = styled.div`
  min-width: 0;
`;

const Panel = styled.div`
  min-width: 0;
`;

const Tab = styled.button<{ $selected: boolean }>`
  padding: 8px 16px;
  border: none;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  background: none;
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.text}; }
`;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End select; one tab stop. */
export function Tabs({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.id);
  const requested = value ?? uncontrolled;
  // An unknown id (items changed) falls back to the first tab so one tab always stays reachable.
  const selected = items.some((item) => item.id === requested) ? requested : items[0]?.id;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (item: TabItem) => `${baseId}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.id}`;

  const select = (item: TabItem) => {
    if (item.id === selected) return;
    setUncontrolled(item.id);
    onValueChange?.(item.id);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, items.length);
    const item = items[target];
    if (!item) return;
    select(item);
    tabRefs.current[target]?.focus();
  };

  const selectedItem = items.find((item) => item.id === selected);

  return (
    <Root>
      <List role="tablist" aria-label={ariaLabel} aria-orientation="horizontal">
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item)}
            aria-selected={item.id === selected}
            aria-controls={panelId(item)}
            tabIndex={item.id === selected ? 0 : -1}
            $selected={item.id === selected}
            onClick={() => select(item)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {selectedItem && (
        <Panel role="tabpanel" id={panelId(selectedItem)} aria-labelledby={tabId(selectedItem)} tabIndex={0}>
          {selectedItem.content}
        </Panel>
      )}
    </Root>
  );
}
