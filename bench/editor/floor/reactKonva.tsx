/** The floor drawn by React and react-konva, without any UI around the page (see page.ts). */
import { renderFloor } from './reactPage';

await renderFloor((page) => page);
