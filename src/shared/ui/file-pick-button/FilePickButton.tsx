import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'component'> {
  children: ReactNode;
  /** The file types offered, as the input's `accept`. */
  accept?: string;
  /** The file input's own name (assistive technology and tests find the input by it). */
  inputLabel: string;
  /** The picked file; the input is emptied after, so picking the same file again is seen. */
  onPick: (file: File | undefined) => void;
}

/**
 * A button that opens the file chooser: a real button (not a label dressed as one, a role a label may
 * not take) that clicks a hidden file input.
 */
export function FilePickButton({ children, accept, inputLabel, onPick, disabled, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        hidden
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
