import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  'aria-label'?: string;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  padding: 8px 16px;
  border: none;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  background: none;
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is tabbable. */
export function Tabs({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? uncontrolled;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setUncontrolled(item.id);
    onValueChange?.(item.id);
    tabs.current[items.indexOf(item)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <List role="tablist" aria-label={ariaLabel}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            $selected={item.id === selected}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items
        .filter((item) => item.id === selected)
        .map((item) => (
          <div key={item.id} role="tabpanel" id={`${baseId}-panel-${item.id}`} aria-labelledby={`${baseId}-tab-${item.id}`}>
            {item.content}
          </div>
        ))}
    </div>
  );
}
