import type { Preview } from 'storybook-react-rsbuild';
import { ThemeProvider, ToastProvider } from '../src';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <ToastProvider>
          <div style={{ padding: 24 }}>
            <Story />
          </div>
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
