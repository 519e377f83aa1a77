import { Modal } from '@app/components/modal';
import { PlusSquare, Share } from 'lucide-react';
import { isIos, useInstallPrompt } from '../hooks/use-install';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const IOS_STEPS = [
  { icon: Share, text: "Tap the Share button in Safari's toolbar." },
  { icon: PlusSquare, text: "Scroll down and tap 'Add to Home Screen'." },
  { icon: null, text: "Tap 'Add' in the top-right corner." },
];
const OTHER_STEPS = [
  { icon: null, text: "Open your browser's menu (⋮ or ⋯)." },
  { icon: PlusSquare, text: "Tap 'Add to Home screen' or 'Install app'." },
  { icon: null, text: "Confirm with 'Add' or 'Install'." },
];

/** 'Add to Home Screen': the browser's own prompt where it offers one, otherwise three steps. */
export function AddToHomeScreenModal({ open, onOpenChange }: Props) {
  const { canPrompt, install } = useInstallPrompt();
  const steps = isIos() ? IOS_STEPS : OTHER_STEPS;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add to Home Screen"
      description="Open Cakeday from your home screen like any other app. Without a connection it still shows your birthdays as last loaded."
    >
      {canPrompt && !isIos() ? (
        <button
          type="button"
          className="btn-primary w-full"
          onClick={async () => {
            await install();
            onOpenChange(false);
          }}
        >
          <PlusSquare className="size-4" aria-hidden />
          Install Cakeday
        </button>
      ) : (
        <ol className="space-y-3">
          {steps.map((step, i) => (
            <li key={step.text} className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent-ink"
              >
                {i + 1}
              </span>
              <span className="text-ink-2">{step.text}</span>
              {step.icon ? <step.icon className="ml-auto size-5 shrink-0 text-ink-4" aria-hidden /> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
