import { forwardRef, type AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonLook, type ButtonLookProps, type ButtonSize, type ButtonVariant } from '../Button/buttonLook';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const StyledLink = styled.a<ButtonLookProps>`
  ${buttonLook}
  text-decoration: none;
`;

/**
 * A link that looks like a Button: for a call to action that goes to another page (Start Free
 * Trial, Sign In), which screen readers should announce as a link, not as a button.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
});
