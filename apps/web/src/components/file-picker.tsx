import { Button, type ButtonVariant, Group, type MantineSpacing, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './file-picker.module.css';

export interface FilePickerProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'className' | 'style'> {
  /** The input's id: the one given to the `Input.Wrapper` around it, whose label names the input. */
  id: string;
  /** The button's text; "Scegli un file" / "Choose a file" unless the place has its own words. */
  children?: ReactNode;
  /** The button's look (Mantine's variant); `light` unless said otherwise. */
  variant?: ButtonVariant;
  /** The file chosen, shown next to the button (where the page shows it nowhere else). */
  fileName?: string | null;
  /** The space above the picker, below the label and description. */
  mt?: MantineSpacing;
}

/**
 * The file picker of every upload of the portal. The browser's own file input writes its button
 * and its "no file chosen" in the browser's language, not the page's: here the native input stays
 * in the page, out of sight but focusable and named by its label (keyboards, screen readers and
 * tests reach it as before), and a button in the page's language opens it for pointer users,
 * showing the input's focus. Every attribute of the input (accept, multiple, onChange, disabled,
 * required, aria-*) is given as to a native one; `disabled` disables the button too.
 */
export function FilePicker({
  id,
  children,
  variant = 'light',
  fileName,
  mt = 'xs',
  disabled,
  ref,
  ...input
}: FilePickerProps) {
  const { t } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  return (
    <Group gap="xs" mt={mt} className={classes.root}>
      <input
        {...input}
        ref={mergedRef}
        id={id}
        type="file"
        disabled={disabled}
        className={clsx('sr-only', classes.input)}
      />
      <Button
        variant={variant}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        // Not a second control: the input above is the one keyboards and screen readers use.
        tabIndex={-1}
        aria-hidden="true"
        className={classes.button}
      >
        {children ?? t('upload.choose')}
      </Button>
      {fileName && (
        <Text size="sm" className={classes.fileName}>
          {fileName}
        </Text>
      )}
    </Group>
  );
}
