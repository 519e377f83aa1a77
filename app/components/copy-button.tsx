import { toast } from '@app/lib/toast';
import { useAfter } from '@app/lib/use-after';
import { COPY_CONFIRMATION_MS } from '@shared/constants';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

type Props = {
  text: string;
  /** The toast after a copy, e.g. 'User ID copied to clipboard!'. */
  copied: string;
  failed: string;
  label?: string;
  disabled?: boolean;
  className?: string;
};

/** Copies to the clipboard; says 'Copied' for 2 s (spec §9) besides the toast. */
export function CopyButton({ text, copied, failed, label, disabled, className = 'btn-secondary' }: Props) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  useAfter(done, COPY_CONFIRMATION_MS, () => setDone(false));

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setDone(true);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  }

  return (
    <button type="button" className={className} onClick={copy} disabled={disabled}>
      {done ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {done
        ? intl.formatMessage({ id: 'copy.copied', defaultMessage: 'Copied' })
        : (label ?? intl.formatMessage({ id: 'copy.copy', defaultMessage: 'Copy' }))}
    </button>
  );
}
