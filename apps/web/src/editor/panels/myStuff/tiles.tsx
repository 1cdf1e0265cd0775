import { type UserAssetKind, userAssetDeleteWarning } from '@layout/model';
import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { handleRequestError } from '../../../app/requestErrors';
import { openDialog } from '../../dialogs/dialogQueue';
import { TrashIcon } from '../../pages/icons';
import './myStuff.css';

/**
 * An item with small buttons over its top-right corner, shown while it is pointed at or focused.
 * The buttons sit beside the item's own button, not inside it (a button inside a button would
 * click both).
 */
export function WithActions({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="my-stuff-item" style={{ position: 'relative' }}>
      {children}
      <div className="my-stuff-actions" style={{ position: 'absolute', top: 2, right: 2, display: 'flex', gap: 2 }}>
        {actions}
      </div>
    </div>
  );
}

/** A small trash button over an item. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon size={20} variant="default" radius="xl" aria-label={label} title={label} onClick={onClick} style={{ opacity: 0.9 }}>
      <TrashIcon />
    </ActionIcon>
  );
}

/**
 * Asks before deleting one of the user's files, with the spec's warning that it will not be
 * available in saved designs; the delete runs on 'Delete' and a failure is shown as a toast.
 */
export function confirmUserAssetDelete(kind: UserAssetKind, name: string, remove: () => Promise<unknown>): void {
  const { title, message } = userAssetDeleteWarning(kind, name);
  openDialog({
    kind: 'confirm',
    title,
    message,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: () => void remove().catch(handleRequestError),
  });
}
