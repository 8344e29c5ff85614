import type { ComponentPropsWithRef, ElementType, ReactElement, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';
import { theme } from './theme';

const { colors, fonts, fontSizes, radii, motion } = theme;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const interactive = ':hover:not(:disabled):not([aria-disabled="true"])';

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.textInverse};
    &${interactive} {
      background: ${colors.primaryHover};
      border-color: ${colors.primaryHover};
      color: ${colors.textInverse};
    }
    &:active:not(:disabled) {
      background: ${colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    border-color: ${colors.primaryText};
    color: ${colors.primaryText};
    &${interactive} {
      background: ${colors.primarySubtle};
      color: ${colors.primaryActive};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    /* Inherits so it works on the navy bars as well as on white. */
    color: inherit;
    &${interactive} {
      background: rgba(127, 127, 127, 0.14);
      color: inherit;
    }
  `,
  danger: css`
    background: ${colors.danger};
    border-color: ${colors.danger};
    color: ${colors.textInverse};
    &${interactive} {
      background: ${colors.dangerHover};
      border-color: ${colors.dangerHover};
      color: ${colors.textInverse};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 0 0.75rem;
    font-size: ${fontSizes.sm};
    /* Visually compact, but the hit area still reaches 44px (WCAG 2.5.5). */
    &::before {
      content: '';
      position: absolute;
      inset: -4px 0;
    }
  `,
  md: css`
    min-height: 44px;
    padding: 0 1.25rem;
    font-size: ${fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 1.75rem;
    font-size: ${fontSizes.lg};
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  font-family: ${fonts.ui};
  font-weight: 500;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${motion.fast} ease,
    border-color ${motion.fast} ease,
    color ${motion.fast} ease;
  ${({ $variant = 'primary' }) => variantStyles[$variant]}
  ${({ $size = 'md' }) => sizeStyles[$size]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const ButtonBase = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

interface ButtonOwnProps extends ButtonStyleProps {
  /** Shows a spinner, sets aria-busy and blocks further clicks until the work is done. */
  loading?: boolean;
  children?: ReactNode;
}

/** Button props; `as` renders it as another element or component (e.g. react-router's Link) with its props. */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & { as?: C } & Omit<
    ComponentPropsWithRef<C>,
    keyof ButtonOwnProps | 'as'
  >;

/**
 * The main action button. `type` keeps the HTML default (submit inside a form), like a plain <button>.
 * `<Button as={Link} to="/register">Daftar</Button>` renders a link with the button look.
 */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>): ReactElement {
  const { as, loading = false, children, $variant, $size, $block, ...rest } = props;
  // The generic rest cannot be narrowed by TypeScript; at run time it holds the target element's props.
  const domProps = rest as ComponentPropsWithRef<'button'>;
  const isNativeButton = as === undefined || as === 'button';
  const busyProps = isNativeButton
    ? { disabled: Boolean(domProps.disabled) || loading }
    : { 'aria-disabled': loading || domProps['aria-disabled'] || undefined };

  return (
    <ButtonBase
      {...domProps}
      {...busyProps}
      // ElementType and styled-components' KnownTarget describe the same values; the cast bridges the two types.
      as={as as ElementType as 'button' | undefined}
      $variant={$variant}
      $size={$size}
      $block={$block}
      aria-busy={loading || undefined}
      onClick={loading && !isNativeButton ? (event) => event.preventDefault() : domProps.onClick}
    >
      {loading && <Spinner size={$size === 'lg' ? 20 : 16} />}
      {children}
    </ButtonBase>
  );
}

export const IconButtonBase = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  padding: 0;
  flex-shrink: 0;
  width: ${({ $size = 'md' }) => ($size === 'sm' ? '36px' : $size === 'lg' ? '52px' : '44px')};
  &::before {
    inset: -4px;
  }
`;

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> &
  Omit<ButtonStyleProps, '$block'> & {
    /** Accessible name: the button shows only an icon. */
    label: string;
    children: ReactNode;
  };

/** A square icon-only button; `type` defaults to "button" since icon buttons are never form submits. */
export function IconButton({
  label,
  children,
  $variant = 'ghost',
  $size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <IconButtonBase {...rest} type={type} aria-label={label} $variant={$variant} $size={$size}>
      {children}
    </IconButtonBase>
  );
}

/**
 * `:not(…)` chain that leaves Button and IconButton out of a container's link/button rules (NavItem, Dropdown,
 * TopBar): those rules are more specific than a class, and would otherwise repaint a `<Button as={Link}>`.
 */
// A selector fragment, not declarations: a formatter's space or semicolon here breaks every rule that uses it.
// prettier-ignore
export const notDesignSystemButton = css`:not(${ButtonBase}):not(${IconButtonBase})`;
