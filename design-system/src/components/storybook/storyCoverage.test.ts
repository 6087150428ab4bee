import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every component folder is held to the states bar of docs/building-a-page.md: a stories file
 * with a Mobile story; a Focused story when it renders a control that takes keyboard focus; a
 * Loading or Error story when it has a `loading` or an `error`/`invalid` prop. The folders are read
 * from disk, so a component added later is checked without editing this test.
 */

const componentsDir = path.resolve(import.meta.dirname, '..');

interface ComponentFolder {
  name: string;
  /** The component's own code: every .ts/.tsx file but stories and tests. */
  source: string;
  storiesFiles: string[];
  storyNames: Set<string>;
}

function readComponentFolders(): ComponentFolder[] {
  return (
    readdirSync(componentsDir, { withFileTypes: true })
      // Components are PascalCase folders; lowercase ones (storybook/) hold helpers.
      .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
      .map(({ name }) => {
        const files = readdirSync(path.join(componentsDir, name));
        const read = (file: string) => readFileSync(path.join(componentsDir, name, file), 'utf8');
        const storiesFiles = files.filter((file) => /\.stories\.tsx?$/.test(file));
        const sourceFiles = files.filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file));
        const storyNames = new Set(storiesFiles.flatMap((file) => [...read(file).matchAll(/^export const (\w+)/gm)].map((match) => match[1] ?? '')));
        return { name, source: sourceFiles.map(read).join('\n'), storiesFiles, storyNames };
      })
  );
}

/** A native control, a link, or an element put in the tab order (any tabIndex but -1). */
const FOCUSABLE_MARKUP = /styled\.(button|input|select|textarea|a)\b|<(button|input|select|textarea)\b|<a\s[^>]*\bhref|tabIndex=\{(?!-1\})/;

/** Components whose own code draws a focusable control, or draws another component that does. */
function focusableComponents(folders: ComponentFolder[]): Set<string> {
  const focusable = new Set(folders.filter((folder) => FOCUSABLE_MARKUP.test(folder.source)).map((folder) => folder.name));
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (focusable.has(folder.name)) continue;
      const used = [...folder.source.matchAll(/from '\.\.\/(\w+)\//g)].map((match) => match[1] ?? '');
      if (used.some((name) => focusable.has(name))) {
        focusable.add(folder.name);
        grew = true;
      }
    }
  }
  return focusable;
}

const folders = readComponentFolders();
const focusable = focusableComponents(folders);

/** The stories a component must have, each with the reason it applies. */
function requiredStories(folder: ComponentFolder): { story: string; because: string }[] {
  return [
    { story: 'Mobile', because: 'every component is shown on a 390 px phone', applies: true },
    { story: 'Focused', because: 'it renders a focusable control', applies: focusable.has(folder.name) },
    { story: 'Loading', because: 'it has a loading prop', applies: /\bloading\?:/.test(folder.source) },
    { story: 'Error', because: 'it has an error form', applies: /\b(error|invalid)\?:/.test(folder.source) },
  ].filter((requirement) => requirement.applies);
}

describe('design-system stories', () => {
  it('finds the components and tells the focusable ones', () => {
    expect(folders.map((folder) => folder.name)).toEqual(expect.arrayContaining(['Button', 'Card', 'Dialog', 'Input', 'Toast']));
    // Markup (Button, NavItem's link), composition (ErrorPanel's Retry) and a roving tabIndex (CalendarHeatmap).
    expect([...focusable]).toEqual(expect.arrayContaining(['Button', 'Input', 'Select', 'NavItem', 'ErrorPanel', 'Dialog', 'CalendarHeatmap']));
    expect(focusable.has('Card')).toBe(false);
    expect(focusable.has('Spinner')).toBe(false);
  });

  describe.each(folders)('$name', (folder) => {
    it('has a stories file', () => {
      expect(folder.storiesFiles, `${folder.name} has no *.stories.tsx beside it`).not.toHaveLength(0);
    });

    it.each(requiredStories(folder))('has a $story story: $because', ({ story }) => {
      expect([...folder.storyNames]).toContain(story);
    });
  });
});
