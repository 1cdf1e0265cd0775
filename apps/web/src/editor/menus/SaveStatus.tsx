import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSaveStatus } from '../saveStatus';
import { useEditor } from '../state/editorStore';

/** Whether the browser says it is online, following its online and offline events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Where saving is, in the top bar: 'Saving...', 'All changes saved', 'Unsaved changes',
 * 'Offline - will retry' (or 'Not saved - will retry' when the server did not answer while the
 * browser is online), 'Save failed'. A never-saved design with nothing changed shows nothing.
 */
export function SaveStatus() {
  const status = useSaveStatus((s) => s.status);
  const unsaved = useEditor((s) => s.history.unsavedChanges > 0);
  const isSaved = useEditor((s) => s.info.id !== null);
  const online = useOnline();
  let text = '';
  if (status === 'saving') text = 'Saving...';
  else if (status === 'retrying') text = online ? 'Not saved - will retry' : 'Offline - will retry';
  else if (status === 'failed') text = 'Save failed';
  else if (unsaved) text = 'Unsaved changes';
  else if (isSaved) text = 'All changes saved';
  return (
    <Text size="xs" c={status === 'failed' || status === 'retrying' ? 'red.3' : 'gray.4'} miw={150} data-testid="save-status" aria-live="polite">
      {text}
    </Text>
  );
}
