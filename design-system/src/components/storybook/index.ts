/**
 * What the remotes' own stories share with the design system's: Storybook's story types (resolved
 * from here, where Storybook is installed) and the phone frame.
 */
export type { Meta, StoryObj } from 'storybook-react-rsbuild';
export { PhoneFrame, PHONE_CONTENT_WIDTH, focusFirstControl } from './storyStates';
