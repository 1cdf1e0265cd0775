/** The floor drawn by React and react-konva inside a minimal Mantine frame (see page.ts). */
import { MantineFrame } from './frame';
import { renderFloor } from './reactPage';

await renderFloor((page) => <MantineFrame>{page}</MantineFrame>);
