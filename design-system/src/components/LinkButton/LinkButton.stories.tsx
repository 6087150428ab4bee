import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { LinkButton } from './LinkButton';

const meta: Meta<typeof LinkButton> = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { type: 'button', children: 'AAPL', 'aria-label': 'Open trade AAPL long, Mar 14, 2025, 9:45 AM' },
};
export default meta;

export const Default: StoryObj<typeof LinkButton> = {};

/** In a table's first cell, as the trade tables draw it (their own weight on top). */
export const InATable: StoryObj<typeof LinkButton> = {
  render: (args) => (
    <table>
      <tbody>
        <tr>
          <th scope="row">
            <LinkButton {...args} style={{ fontWeight: 700 }} />
          </th>
          <td>+$75.00</td>
        </tr>
      </tbody>
    </table>
  ),
};

/** Keyboard focus on it: the focus ring the global style draws. */
export const Focused: StoryObj<typeof LinkButton> = { play: focusFirstControl };

/** On a phone: a long name wraps in its cell. */
export const Mobile: StoryObj<typeof LinkButton> = {
  render: (args) => (
    <PhoneFrame>
      <p>
        <LinkButton {...args}>09:00-09:59, the hour with the highest expectancy among those with enough data</LinkButton>
      </p>
    </PhoneFrame>
  ),
};
