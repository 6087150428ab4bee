import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
