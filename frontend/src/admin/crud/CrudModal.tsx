import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../ui/Modal';
import { useUiLang } from '../messages/useUiLang';
import { FormActions } from '../ui/parts';

/** A create or edit form in a modal, with Cancel and Save. */
export function CrudModal({
  title,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useUiLang();
  return (
    <Modal title={title} closeLabel={t.crud.close} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <FormActions onCancel={onClose} />
      </form>
    </Modal>
  );
}
