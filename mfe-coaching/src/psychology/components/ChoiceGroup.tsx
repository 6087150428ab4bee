import { useId } from 'react';

export interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange(value: string): void;
}

/** One question: a labelled group of radio buttons (arrow keys move between them; wraps on a phone). */
export function ChoiceGroup({ legend, options, value, onChange }: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: '8px 0', minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 6 }}>{legend}</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 16px' }}>
        {options.map((option) => (
          <label key={option.value} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 32 }}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
