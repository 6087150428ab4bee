import { tokens, type Tokens } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const variableName = (group: string, name: string) => `--tj-${kebab(group)}-${kebab(name)}`;

/** `--tj-color-primary: #60a5fa;` … one declaration per token, so plain CSS can use them too. */
export function cssVariables(source: Tokens = tokens): string {
  return Object.entries(source)
    .flatMap(([group, values]) => Object.entries(values).map(([name, value]) => `${variableName(group, name)}: ${value};`))
    .join('\n');
}

/** The tokens as a `:root { … }` block, for a stylesheet outside styled-components. */
export function tokensToCss(source: Tokens = tokens): string {
  return `:root {\n${cssVariables(source)
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')}\n}\n`;
}

/** A token as a custom property reference: cssVar('color', 'textMuted') → 'var(--tj-color-text-muted)'. */
export function cssVar<G extends keyof Tokens>(group: G, name: keyof Tokens[G] & string): string {
  return `var(${variableName(group, name)})`;
}
