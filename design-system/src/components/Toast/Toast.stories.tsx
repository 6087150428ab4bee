import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { ToastCard } from './ToastCard';
import type { ToastVariant } from './toastTypes';
import { useToast } from './useToast';

const VARIANTS: ToastVariant[] = ['default', 'success', 'warning', 'destructive'];

const meta: Meta<typeof ToastCard> = { title: 'Feedback/Toast', component: ToastCard };
export default meta;

/** The four variants side by side, as the provider shows them. */
export const Variants: StoryObj<typeof ToastCard> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 380 }}>
      {VARIANTS.map((variant) => (
        <ToastCard key={variant} variant={variant} title={`A ${variant} toast`} description="Your changes have been saved." onDismiss={() => undefined} />
      ))}
    </div>
  ),
};

function Triggers() {
  const { toast, dismiss } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant="outline" onClick={() => toast({ title: `A ${variant} toast`, description: 'At most one toast shows at a time.', variant })}>
          Show {variant}
        </Button>
      ))}
      <Button variant="ghost" onClick={() => dismiss()}>
        Dismiss
      </Button>
    </div>
  );
}

/** Live toasts from the ToastProvider of the preview: a new one replaces the current one. */
export const Live: StoryObj<typeof ToastCard> = { render: () => <Triggers /> };

/** On a phone: a refused upload's toast with the server's reason. */
export const Mobile: StoryObj<typeof ToastCard> = {
  render: () => (
    <PhoneFrame>
      <ToastCard variant="destructive" title="Upload Failed" description='Line 4: Unknown side "X" (expected B, S or SS)' onDismiss={() => undefined} />
    </PhoneFrame>
  ),
};

/** Keyboard focus on the dismiss button. */
export const Focused: StoryObj<typeof ToastCard> = {
  render: () => <ToastCard variant="success" title="Upload Successful" description="Imported 3 trades from DAS Trader Pro" onDismiss={() => undefined} />,
  play: focusFirstControl,
};
