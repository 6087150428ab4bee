import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { useToast, type ToastVariant } from './Toast';

function Triggers() {
  const { toast } = useToast();
  const variants: ToastVariant[] = ['default', 'success', 'warning', 'destructive'];
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      {variants.map((variant) => (
        <Button key={variant} variant="outline" onClick={() => toast({ title: `A ${variant} toast`, description: 'At most one toast shows at a time.', variant })}>
          {variant}
        </Button>
      ))}
    </div>
  );
}

const meta: Meta = { title: 'Components/Toast' };
export default meta;

export const Variants: StoryObj = { render: () => <Triggers /> };
