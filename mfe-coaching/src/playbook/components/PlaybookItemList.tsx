import type { PlaybookItemFieldsFragment } from '../../__generated__/graphql';

/** Rules, conditions, triggers or tips, each with the reason it is there. */
export function PlaybookItemList({ title, items }: { title: string; items: PlaybookItemFieldsFragment[] }) {
  return (
    <section aria-label={title}>
      <h3 style={{ margin: '0 0 8px' }}>{title}</h3>
      {items.length === 0 ? (
        <p>Nothing here yet: your assessment and trades point to nothing in this section.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 12 }}>
          {items.map((item) => (
            <li key={item.text}>
              <strong>{item.text}</strong>
              <p style={{ margin: '4px 0 0' }}>Why: {item.why}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
