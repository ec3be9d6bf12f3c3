import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { ButtonSize, ButtonVariant } from '../../../components/ui/button-styles';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { useCopyFlash } from '../../../lib/use-copy-flash';

interface CopyButtonProps {
  /** The button's text (and accessible name) before copying. */
  label: string;
  /** Its text for 2 s after a copy worked. */
  copiedLabel: string;
  onCopy: () => Promise<void>;
  icon?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
}

/** A copy-to-clipboard button with the 2-second 'Copied' state of spec §2, announced to screen readers. */
export function CopyButton({
  label,
  copiedLabel,
  onCopy,
  icon = <CopyIcon className="size-4" />,
  variant = 'secondary',
  size = 'sm',
  className = '',
  disabled,
}: CopyButtonProps) {
  const { copied, copy } = useCopyFlash();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={disabled}
        onClick={() => void copy(onCopy)}
        className={`${copied && variant !== 'primary' ? 'text-emerald-700! dark:text-emerald-300!' : ''} ${className}`}
      >
        {copied ? <CheckIcon className="size-4" /> : icon}
        {copied ? copiedLabel : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
