import { lazy, Suspense, type ComponentType } from 'react';
import type { ModalContentProps } from './modal-content.ts';
import { MODAL_REGISTRY } from './modal-registry.ts';
import { useModalStore, type ModalId, type OpenModal } from './modal-store.ts';
import { NotificationRegion } from './NotificationRegion.tsx';
import { usePromptStore } from './prompt-store.ts';

const ConfirmPrompt = lazy(() => import('./ConfirmPrompt.tsx'));

function ModalContent({ open, onClose }: { open: OpenModal; onClose: () => void }) {
  // The registry is keyed by the same id as the payload, so this pairing is sound.
  const Content = MODAL_REGISTRY[open.id] as ComponentType<ModalContentProps<ModalId>>;
  return <Content payload={open.payload} onClose={onClose} />;
}

/** The one host per page for notifications, prompts and modals (storefront §4). */
export function Overlays() {
  const modal = useModalStore((state) => state.current);
  const closeModal = useModalStore((state) => state.close);
  const prompt = usePromptStore((state) => state.current);
  return (
    <>
      <NotificationRegion />
      <Suspense fallback={null}>
        {modal ? <ModalContent key={modal.id} open={modal} onClose={() => closeModal(modal.id)} /> : null}
        {prompt ? <ConfirmPrompt key={prompt.id} prompt={prompt} /> : null}
      </Suspense>
    </>
  );
}
