import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import { PageColumn, PageColumns, PageLayout } from './PageLayout';

const meta: Meta<typeof PageLayout> = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  args: { title: 'Dashboard', description: 'Your closed trades’ figures. Open any figure to see how it is calculated and the trades behind it.' },
};
export default meta;

function Section({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>…</CardContent>
    </Card>
  );
}

/** Title, what the page is for, then its sections one under the other. */
export const Sections: StoryObj<typeof PageLayout> = {
  render: (args) => (
    <PageLayout {...args}>
      <Section title="Performance" text="Cumulative net P&L of your closed trades." />
      <Section title="Recent Trades" text="Your last five closed trades." />
    </PageLayout>
  ),
};

/** Two columns on a wide screen: the main one twice as wide, the side one (here an aside, at least 260 px) beside it. */
export const TwoColumns: StoryObj<typeof PageLayout> = {
  render: (args) => (
    <PageLayout {...args}>
      <Section title="Performance" text="Above the columns, across the page." />
      <PageColumns sideMinWidth={260}>
        <PageColumn>
          <Section title="Recent Trades" text="The main column." />
          <Section title="Daily P&L" text="The main column." />
        </PageColumn>
        <PageColumn as="aside" aria-label="Insights and symbols">
          <Section title="AI Insights" text="The side column." />
          <Section title="Top Performing Symbols" text="The side column." />
        </PageColumn>
      </PageColumns>
    </PageLayout>
  ),
};

/** On a phone (below the 1024 px breakpoint): the columns become one, the main column first. */
export const Mobile: StoryObj<typeof PageLayout> = {
  ...TwoColumns,
  tags: ['!autodocs'],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
