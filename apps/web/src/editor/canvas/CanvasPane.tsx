import { Center, Loader } from '@mantine/core';
import { useTemplateLink } from '../library/templateLink';
import { useRoundProduct } from '../pages/useRoundProduct';
import { useOpenDocument } from '../useOpenDocument';
import { CanvasAnnouncer } from './CanvasAnnouncer';
import { CanvasArea } from './CanvasArea';
import { DroppedPictures } from './DroppedPictures';

interface Props {
  documentType: string | undefined;
  designId: string | undefined;
  startNewDesign: boolean;
}

/**
 * The canvas with the document the route opens, and its loader: shown while the design comes
 * (no canvas yet), and over the canvas while its pages, rendered, wait for their pictures to be
 * drawn (useOpenDocument). The open's progress is state of this pane alone, so the menus and bars
 * around it do not re-render at each step of it.
 */
export function CanvasPane({ documentType, designId, startNewDesign }: Props) {
  const phase = useOpenDocument(startNewDesign ? undefined : documentType, designId);
  // A template link opens a new design with the template applied (library/templateLink.ts).
  useTemplateLink(phase === 'ready' && (startNewDesign || designId === 'new' || designId === undefined));
  const round = useRoundProduct();
  return (
    <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {phase !== 'loading' && <CanvasArea round={round} />}
      <CanvasAnnouncer />
      {phase === 'ready' && <DroppedPictures />}
      {phase !== 'ready' && (
        <Center pos="absolute" inset={0} bg="gray.2" data-testid="canvas-loader">
          <Loader />
        </Center>
      )}
    </div>
  );
}
