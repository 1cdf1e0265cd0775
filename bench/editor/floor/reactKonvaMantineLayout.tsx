/**
 * The floor drawn by React and react-konva inside a minimal Mantine frame, its texts laid out by
 * the shared text layout as the editor's are (see page.ts; the address says &text=layout).
 */
import { MantineFrame } from './frame';
import { renderFloor } from './reactPage';

await renderFloor((page) => <MantineFrame>{page}</MantineFrame>);
