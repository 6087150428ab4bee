import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta: Meta<typeof Card> = { title: 'Components/Card', component: Card };
export default meta;

export const WithHeaderAndFooter: StoryObj<typeof Card> = {
  render: () => (
    <Card style={{ maxWidth: 360 }}>
      <CardHeader>
        <CardTitle>Total P&amp;L</CardTitle>
        <CardDescription>Net of fees, all accounts</CardDescription>
      </CardHeader>
      <CardContent>$12,345.67</CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          View All
        </Button>
      </CardFooter>
    </Card>
  ),
};
