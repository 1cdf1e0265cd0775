import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/700-italic.css';
import { Stack } from '@mantine/core';
import type Konva from 'konva';
import { useEffect } from 'react';
import { onLogout } from '../session/logout';
import { CanvasPane } from './canvas/CanvasPane';
import { useLeaveModeOnOutsidePress } from './canvas/modes/useLeaveModeOnOutsidePress';
import { stageOf } from './canvas/stages';
import { CommandsContext, useKeyboardShortcuts } from './commands';
import { DialogHost } from './dialogs/DialogHost';
import { useExportOnSuccess } from './download/useExportOnSuccess';
import { ToolbarHost } from './floating/ToolbarHost';
import { BottomMenu } from './menus/BottomMenu';
import { LeftMenu } from './menus/LeftMenu';
import { TopBar } from './menus/TopBar';
import { PagesPanel } from './pages/PagesPanel';
import { useStoragePlans } from './plans';
import { usePurchaseReturn } from './payments/usePurchaseReturn';
import { useDraftAutosave, useDraftRecovery } from './drafts/useDrafts';
import { useLeaveWarning, useSaveStatusFollowsDocument } from './saving';
import { getContent, useEditor } from './state/editorStore';
import { useDataDrivenFields } from './text/dataDrivenTexts';
import { useCommands } from './useCommands';

export interface EditorPageProps {
  documentType: string | undefined;
  designId: string | undefined;
  creatorName: string | undefined;
  startNewDesign: boolean;
}

declare global {
  interface Window {
    /** Read-only access for browser tests. */
    __layoutEditor?: {
      getContent: typeof getContent;
      getSelection: () => readonly string[];
      /** The Konva stage of a page, for browser tests and the editor benchmark. */
      getStage: (pageId: string) => Konva.Stage | undefined;
    };
  }
}

/** The editor screen (spec 001 section 2.2): top bar, left menu and drawer, canvas, bottom menu, Pages panel. */
export function EditorPage({ documentType, designId, creatorName, startNewDesign }: EditorPageProps) {
  // One command table for the keyboard and every button and menu that runs a command.
  const commands = useCommands();
  useKeyboardShortcuts(commands);
  useLeaveModeOnOutsidePress();
  useLeaveWarning();
  useSaveStatusFollowsDocument();
  useDraftAutosave();
  useDraftRecovery(documentType, designId, startNewDesign);
  useDataDrivenFields();
  useExportOnSuccess();
  useStoragePlans();
  usePurchaseReturn();

  useEffect(() => {
    window.__layoutEditor = { getContent, getSelection: () => useEditor.getState().selectedIds, getStage: stageOf };
    const unsubscribe = onLogout(() => useEditor.getState().reset());
    return () => {
      unsubscribe();
      delete window.__layoutEditor;
    };
  }, []);

  return (
    <CommandsContext value={commands}>
      <Stack gap={0} h="100vh">
        <TopBar creatorName={creatorName} />
        <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <LeftMenu />
          <Stack gap={0} style={{ flex: 1, minWidth: 0, position: 'relative' }} renderRoot={(props) => <main {...props} />}>
            <CanvasPane documentType={documentType} designId={designId} startNewDesign={startNewDesign} />
            <BottomMenu />
            <ToolbarHost />
          </Stack>
          <PagesPanel />
        </div>
        <DialogHost />
      </Stack>
    </CommandsContext>
  );
}
