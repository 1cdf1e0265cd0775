import type { UserImage, UserImageKind } from '@layout/model';
import { ActionIcon, Button, Group, Menu, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useRole } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { UploadProgress } from './UploadProgress';
import { dropboxConfigQuery, openDropboxAuthorization, storedDropboxToken } from './dropbox/dropboxClient';
import { useImageUpload } from './useImageUpload';

const DropboxPicker = lazy(() => import('./dropbox/DropboxPicker').then((m) => ({ default: m.DropboxPicker })));

const LABELS: Record<UserImageKind, string> = { image: 'Upload image', logo: 'Upload logo' };

/**
 * Upload pictures or logos (spec 000 section 5, spec 001 sections 2.3 and 5): a button that opens
 * the file dialog for JPEG and PNG files, several at once, and a menu with 'From Dropbox'. While
 * files upload it shows 'Loading image...' with a progress bar. Guests get the required-login
 * warning instead. `onUploaded` gets the stored items (the caller may add them to a page).
 */
export function UploadImagesButton({
  kind,
  label = LABELS[kind],
  onUploaded,
  fullWidth = true,
}: {
  kind: UserImageKind;
  label?: string;
  onUploaded?: (images: UserImage[]) => void;
  fullWidth?: boolean;
}) {
  const isGuest = useRole() === 'guest';
  const { progress, choose } = useImageUpload(kind, onUploaded);
  const queryClient = useQueryClient();
  const [picker, setPicker] = useState<null | { waiting: boolean }>(null);

  const fromDropbox = () => {
    if (isGuest) return openDialog({ kind: 'loginRequired' });
    // Dropbox's page opens from this click while it is still a user's gesture (a popup opened
    // later would be blocked): with no token yet, the picker opens waiting for the code.
    const config = queryClient.getQueryData<{ enabled: boolean; authorizeUrl: string | null }>(dropboxConfigQuery.queryKey);
    const authorizeNow = !storedDropboxToken() && config?.enabled && config.authorizeUrl;
    const opened = authorizeNow ? openDropboxAuthorization(config.authorizeUrl!) : null;
    if (opened !== 'page') setPicker({ waiting: opened === 'popup' });
  };

  return (
    <Stack gap={6} w={fullWidth ? '100%' : undefined}>
      <Group gap={0} wrap="nowrap">
        <Button
          onClick={choose}
          loading={progress !== null}
          fullWidth={fullWidth}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          data-testid={`upload-${kind}-button`}
        >
          {label}
        </Button>
        <Menu position="bottom-end" withinPortal onOpen={() => void queryClient.prefetchQuery(dropboxConfigQuery)}>
          <Menu.Target>
            <ActionIcon
              size={36}
              aria-label={`More ways to ${label.toLowerCase()}`}
              style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: '1px solid rgba(255,255,255,0.35)' }}
              data-testid={`upload-${kind}-menu`}
            >
              <ChevronDown />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={choose}>From my computer</Menu.Item>
            <Menu.Item onClick={fromDropbox}>From Dropbox</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {progress !== null && <UploadProgress progress={progress} />}
      {picker && (
        <Suspense fallback={null}>
          <DropboxPicker
            kind={kind}
            waitingForAuthorization={picker.waiting}
            onClose={() => setPicker(null)}
            onImported={(image) => {
              setPicker(null);
              onUploaded?.([image]);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function ChevronDown() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
