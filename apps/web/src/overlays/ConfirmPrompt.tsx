import { useTranslation } from '../i18n/use-translation.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { usePromptStore, type Prompt } from './prompt-store.ts';
import { resolveText } from './text.ts';

/**
 * The confirmation prompt (loaded only when one first opens). What it asks
 * about cannot be undone (remove, cancel an order, refund), so the safe
 * answer has the focus: Enter twice never confirms by accident.
 */
export default function ConfirmPrompt({ prompt }: { prompt: Prompt }) {
  const { t } = useTranslation('common');
  const close = usePromptStore((state) => state.close);
  const cancel = () => {
    close(prompt.id);
    prompt.onCancel?.();
  };
  const confirm = () => {
    close(prompt.id);
    // After the dialog has closed and given focus back: the action may move focus
    // itself (its button may be gone), which a still-open modal dialog would block.
    window.setTimeout(() => prompt.onConfirm?.(), 0);
  };
  return (
    <Modal
      open
      role="alertdialog"
      width="md"
      onClose={cancel}
      title={resolveText(t, prompt.title)}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} data-autofocus>
            {resolveText(t, prompt.cancelLabel ?? { key: 'actions.cancel' })}
          </Button>
          <Button onClick={confirm}>{resolveText(t, prompt.confirmLabel ?? { key: 'actions.confirm' })}</Button>
        </>
      }
    >
      <p className="text-ink-soft">{resolveText(t, prompt.message)}</p>
    </Modal>
  );
}
