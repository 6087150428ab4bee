// The theme type of every styled component is the design tokens (imported by index.ts so
// every package that uses the design system sees it).
import 'styled-components';
import type { Tokens } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Tokens {}
}
