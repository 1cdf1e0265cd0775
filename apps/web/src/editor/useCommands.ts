import { useMemo } from 'react';
import { type Commands, documentCommands, editingCommands } from './commands';
import { saveAsTemplate, updateTemplate } from './library/templateActions';
import { useSaveActions } from './saving';

/** The editor's command table (spec 001 section 4.3): the editing commands and those on the open document. */
export function useCommands(): Commands {
  const { save, saveAs, downloadOrExport } = useSaveActions();
  return useMemo(() => ({ ...editingCommands, ...documentCommands({ save, saveAs, downloadOrExport, saveAsTemplate, updateTemplate }) }), [save, saveAs, downloadOrExport]);
}
