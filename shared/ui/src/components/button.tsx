// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- packages that type-check this source need the CSS module types too
/// <reference path="../css-modules.d.ts" />
import { Button as MantineButton, type ButtonProps as MantineButtonProps, createPolymorphicComponent } from '@mantine/core';
import { forwardRef } from 'react';
import { GLAMOUR_GRADIENT } from '../theme/theme.ts';
import classes from './button.module.css';

export const BUTTON_VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'glamour', 'glass', 'primary'] as const;
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends Omit<MantineButtonProps, 'variant' | 'size'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

type MantineLook = Pick<MantineButtonProps, 'variant' | 'color' | 'gradient'> & { className?: string };

/** How each product variant maps onto Mantine's button looks. */
export const VARIANT_LOOKS: Record<ButtonVariant, MantineLook> = {
  default: { variant: 'filled', color: 'glamour' },
  primary: { variant: 'filled', color: 'grape' },
  // red.9: white text at AA contrast, as axe checks it (red.6 was about 3.3:1).
  destructive: { variant: 'filled', color: 'red.9' },
  outline: { variant: 'outline', color: 'glamour' },
  secondary: { variant: 'light', color: 'gray' },
  ghost: { variant: 'subtle', color: 'gray' },
  link: { variant: 'transparent', color: 'glamour', className: classes.link },
  glamour: { variant: 'gradient', gradient: GLAMOUR_GRADIENT },
  glass: { variant: 'default', className: classes.glass },
};

const SIZE_LOOKS: Record<ButtonSize, { size: MantineButtonProps['size']; className?: string }> = {
  default: { size: 'sm' },
  sm: { size: 'xs' },
  lg: { size: 'md' },
  icon: { size: 'sm', className: classes.icon },
};

const DivaButton = forwardRef<HTMLButtonElement, ButtonProps>(function DivaButton(
  { variant = 'default', size = 'default', className, ...rest },
  ref,
) {
  const { className: variantClass, ...look } = VARIANT_LOOKS[variant];
  const { className: sizeClass, size: mantineSize } = SIZE_LOOKS[size];
  const classNames = [classes.root, variantClass, sizeClass, className].filter(Boolean).join(' ');
  return (
    <MantineButton
      ref={ref}
      {...look}
      size={mantineSize}
      className={classNames}
      classNames={{ label: classes.label }}
      data-variant-name={variant}
      data-size-name={size}
      {...rest}
    />
  );
});

/** The product's Button: variants default/destructive/outline/secondary/ghost/link/glamour/glass/primary. */
export const Button = createPolymorphicComponent<'button', ButtonProps>(DivaButton);
