import { themes } from 'storybook/theming';
import type { Preview } from 'storybook-react-rsbuild';
import { ThemeProvider, ToastProvider } from '../src';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The components are drawn for the app's dark surfaces; light docs pages would hide ghost and outline styles.
    docs: { theme: themes.dark },
  },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
