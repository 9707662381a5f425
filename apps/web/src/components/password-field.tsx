import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * Mantine's PasswordInput, marked `aria-invalid` while it shows an error like every other field
 * of the portal (Mantine leaves the attribute off its inner input). The one password field of the
 * web app.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return <PasswordInput ref={ref} aria-invalid={props.error ? true : undefined} {...props} />;
  },
);
