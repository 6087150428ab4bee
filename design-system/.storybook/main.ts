import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // The design system's components, then the remotes' own (under 'Journal/', 'Import/'…), where a
  // designer looks for every piece of the product's interface.
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../mfe-*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // No network here, and none wanted: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The package has no rsbuild.config.ts of its own; without the React plugin JSX compiles to the classic runtime.
  rsbuildFinal: (rsbuildConfig) => mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] }),
};

export default config;
