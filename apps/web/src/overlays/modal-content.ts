import type { ModalId, ModalPayloads } from './modal-store.ts';

/** What every modal's content component receives: its typed payload and a way to close. */
export interface ModalContentProps<K extends ModalId> {
  payload: ModalPayloads[K];
  onClose: () => void;
}
