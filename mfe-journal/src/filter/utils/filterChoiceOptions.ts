import type { SelectOption } from '@tj/design-system';
import type { JournalFilterChoicesQuery } from '../../__generated__/graphql';

export type FilterChoices = JournalFilterChoicesQuery['journalFilterChoices'];

/**
 * The chosen value kept as an option when it is none of the trader's (an old link, an account whose
 * trades were undone): the bar still shows and applies it rather than dropping it. It keeps no
 * trades, and says so once the choices are known.
 */
function keptOption(chosen: string, known: readonly string[], choices: FilterChoices | undefined, label: string): SelectOption[] {
  if (!chosen || known.includes(chosen)) return [];
  return [{ value: chosen, label: choices ? `${label} (no trades)` : label }];
}

/**
 * 'All accounts', then each of the trader's accounts once, by name. With trades on several
 * platforms, each says which ("U1234567 · Interactive Brokers"); an account name found on two
 * platforms is one choice, as the filter matches the name on every platform.
 */
export function accountOptions(choices: FilterChoices | undefined, chosen: string): SelectOption[] {
  const names = [...new Set((choices?.accounts ?? []).map(({ name }) => name))];
  const platformName = (id: string) => choices?.platforms.find((platform) => platform.id === id)?.name ?? id;
  const labelOf = (name: string) => {
    if ((choices?.platforms.length ?? 0) < 2) return name;
    const platforms = choices!.accounts.filter((account) => account.name === name).map((account) => platformName(account.platform));
    return `${name} · ${platforms.join(', ')}`;
  };
  return [{ value: '', label: 'All accounts' }, ...keptOption(chosen, names, choices, chosen), ...names.map((name) => ({ value: name, label: labelOf(name) }))];
}

/** 'All platforms', then each platform the trader has trades on, by its name. */
export function platformOptions(choices: FilterChoices | undefined, chosen: string): SelectOption[] {
  const platforms = choices?.platforms ?? [];
  const known = platforms.map(({ id }) => id);
  return [{ value: '', label: 'All platforms' }, ...keptOption(chosen, known, choices, chosen), ...platforms.map(({ id, name }) => ({ value: id, label: name }))];
}
