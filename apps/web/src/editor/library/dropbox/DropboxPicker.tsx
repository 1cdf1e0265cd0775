import { DROPBOX_PUBLIC_FOLDER, type DropboxFile, FILE_PICKER_POPUP_WIDTH, IMAGE_BROWSER_MAX, MESSAGES, type UserImage, type UserImageKind } from '@layout/model';
import { Alert, Anchor, Button, Group, Loader, Modal, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { reportError } from '../../../app/errors';
import { UploadProgress } from '../UploadProgress';
import {
  dropboxConfigQuery,
  exchangeDropboxCode,
  forgetDropboxToken,
  importFromDropbox,
  listDropboxPictures,
  needsDropboxAuthorization,
  openDropboxAuthorization,
  storedDropboxToken,
  takeAuthorizationResult,
  watchAuthorizationResult,
} from './dropboxClient';

const KIND_LABEL: Record<UserImageKind, string> = { image: 'My images', logo: 'My logos' };

/**
 * The Dropbox picker (spec 001 sections 7 and 9): without a token it sends the user to Dropbox's
 * authorize page and exchanges the code that comes back; with one it shows the pictures of the
 * folder 'public' (770 x 560 at most) and imports the chosen one into My images or My logos.
 * `waitingForAuthorization` says the click that opened it already opened Dropbox's page.
 */
export function DropboxPicker({
  kind,
  waitingForAuthorization = false,
  onImported,
  onClose,
}: {
  kind: UserImageKind;
  waitingForAuthorization?: boolean;
  onImported: (image: UserImage) => void;
  onClose: () => void;
}) {
  const config = useQuery(dropboxConfigQuery);
  const [token, setToken] = useState(storedDropboxToken);
  const [waiting, setWaiting] = useState(waitingForAuthorization);
  const [exchanging, setExchanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // A code left by the callback page (now, or when the popup finishes) becomes a token.
  const takeResult = useCallback(() => {
    const result = takeAuthorizationResult();
    if (!result) return;
    setWaiting(false);
    if ('error' in result) return setNotice(`Dropbox did not connect: ${result.error}`);
    setExchanging(true);
    exchangeDropboxCode(result.code)
      .then((accessToken) => {
        setNotice(null);
        setToken(accessToken);
      })
      .catch(reportError)
      .finally(() => setExchanging(false));
  }, []);
  useEffect(() => {
    takeResult();
    return watchAuthorizationResult(takeResult);
  }, [takeResult]);

  const connect = () => {
    if (!config.data?.authorizeUrl) return;
    setNotice(null);
    if (openDropboxAuthorization(config.data.authorizeUrl) === 'popup') setWaiting(true);
  };
  const disconnect = () => {
    forgetDropboxToken();
    setToken(null);
  };
  const expired = useCallback(() => {
    forgetDropboxToken();
    setToken(null);
    setNotice('Your Dropbox access has expired. Connect to Dropbox again.');
  }, []);

  let body: ReactNode;
  if (config.isPending || exchanging) {
    body = <Loader size="sm" mx="auto" my="xl" aria-label="Loading" />;
  } else if (!config.data?.enabled) {
    body = (
      <Alert color="gray" title={MESSAGES.dropboxNotConfigured}>
        Pictures cannot be brought in from Dropbox on this site. Upload them from your computer instead.
      </Alert>
    );
  } else if (!token) {
    body = (
      <Stack align="center" py="lg" gap="sm">
        {notice && (
          <Alert color="yellow" w="100%">
            {notice}
          </Alert>
        )}
        <Text ta="center">
          Connect your Dropbox to choose pictures from its folder <b>{DROPBOX_PUBLIC_FOLDER.slice(1)}</b>.
        </Text>
        {waiting ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Waiting for Dropbox... allow Layout in the Dropbox window.
            </Text>
            <Anchor component="button" size="sm" onClick={connect}>
              Open it again
            </Anchor>
          </Group>
        ) : (
          <Button onClick={connect}>Connect to Dropbox</Button>
        )}
      </Stack>
    );
  } else {
    body = <DropboxBrowser token={token} kind={kind} onExpired={expired} onImported={onImported} onDisconnect={disconnect} onCancel={onClose} />;
  }

  return (
    <Modal opened onClose={onClose} title="Add from Dropbox" size={FILE_PICKER_POPUP_WIDTH} centered data-testid="dropbox-picker">
      {body}
      {(!token || !config.data?.enabled) && (
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      )}
    </Modal>
  );
}

/** The pictures of the folder 'public', one to choose, and the import. */
function DropboxBrowser({
  token,
  kind,
  onExpired,
  onImported,
  onDisconnect,
  onCancel,
}: {
  token: string;
  kind: UserImageKind;
  onExpired: () => void;
  onImported: (image: UserImage) => void;
  onDisconnect: () => void;
  onCancel: () => void;
}) {
  const files = useQuery({ queryKey: ['dropboxFiles', token], queryFn: () => listDropboxPictures(token), staleTime: 0, gcTime: 0 });
  const [chosen, setChosen] = useState<DropboxFile | null>(null);
  const [importing, setImporting] = useState(false);
  // Files whose preview the browser could not show (named .jpg, but not a picture).
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!files.error) return;
    if (needsDropboxAuthorization(files.error)) onExpired();
    else reportError(files.error);
  }, [files.error, onExpired]);

  const bringIn = async (file: DropboxFile) => {
    setImporting(true);
    try {
      onImported(await importFromDropbox(token, file.path, kind));
    } catch (error) {
      if (needsDropboxAuthorization(error)) onExpired();
      else reportError(error);
    } finally {
      setImporting(false);
    }
  };

  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah={IMAGE_BROWSER_MAX.height} maw={IMAGE_BROWSER_MAX.width} type="auto" data-testid="dropbox-browser">
        {files.isPending && <Loader size="sm" mx="auto" my="xl" display="block" aria-label="Loading your Dropbox pictures" />}
        {files.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            No JPEG or PNG pictures in your Dropbox folder <b>{DROPBOX_PUBLIC_FOLDER.slice(1)}</b> yet.
          </Text>
        )}
        {files.data && files.data.length > 0 && (
          <SimpleGrid cols={4} spacing="xs" p={2}>
            {files.data.map((file) => (
              <UnstyledButton
                key={file.id}
                onClick={() => setChosen(file)}
                onDoubleClick={() => void bringIn(file)}
                aria-pressed={chosen?.id === file.id}
                title={file.name}
                data-testid="dropbox-file"
                style={{
                  borderRadius: 4,
                  padding: 4,
                  outline: chosen?.id === file.id ? '3px solid var(--mantine-color-accent-5, #4ac6e3)' : '1px solid var(--mantine-color-gray-3)',
                }}
              >
                {unreadable.has(file.id) ? (
                  <Text size="xs" c="dimmed" ta="center" h={120} pt={50} bg="var(--mantine-color-gray-0)">
                    No preview
                  </Text>
                ) : (
                  <img
                    src={file.link}
                    alt=""
                    loading="lazy"
                    onError={() => setUnreadable((known) => new Set(known).add(file.id))}
                    style={{ width: '100%', height: 120, objectFit: 'contain', display: 'block', background: 'var(--mantine-color-gray-0)' }}
                  />
                )}
                <Text size="xs" truncate mt={4}>
                  {file.name}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </ScrollArea.Autosize>
      {importing && <UploadProgress progress={1} />}
      <Group justify="space-between">
        <Anchor component="button" size="sm" c="dimmed" onClick={onDisconnect}>
          Disconnect Dropbox
        </Anchor>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!chosen || importing} loading={importing} onClick={() => chosen && void bringIn(chosen)}>
            Add to {KIND_LABEL[kind]}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
