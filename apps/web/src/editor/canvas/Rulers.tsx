import type { Unit } from '@layout/model';
import { memo, useEffect, useRef } from 'react';
import { rulerTicks } from './frame';

/** Thickness of the rulers, in screen px. */
export const RULER_SIZE_PX = 18;

const BACKGROUND = '#f1f3f5';
const TICK = '#868e96';
const LABEL = '#495057';

interface RulerProps {
  orientation: 'horizontal' | 'vertical';
  unit: Unit;
  scale: number;
  /** Where the trim edge (zero) lies along the ruler, in screen px. */
  origin: number;
  length: number;
}

/**
 * A ruler along the top or the left of a page (spec 001 section 2.5), in the document's units.
 * Drawn on a plain canvas: it changes only with the zoom and the page size.
 */
export const Ruler = memo(function Ruler({ orientation, unit, scale, origin, length }: RulerProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const horizontal = orientation === 'horizontal';
  const width = horizontal ? length : RULER_SIZE_PX;
  const height = horizontal ? RULER_SIZE_PX : length;

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = BACKGROUND;
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = TICK;
    ctx.fillStyle = LABEL;
    ctx.font = '9px Roboto, sans-serif';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const tick of rulerTicks({ unit, scale, origin, length })) {
      const at = Math.round(tick.at) + 0.5;
      const size = tick.major ? RULER_SIZE_PX * 0.6 : RULER_SIZE_PX * 0.25;
      if (horizontal) {
        ctx.moveTo(at, RULER_SIZE_PX);
        ctx.lineTo(at, RULER_SIZE_PX - size);
      } else {
        ctx.moveTo(RULER_SIZE_PX, at);
        ctx.lineTo(RULER_SIZE_PX - size, at);
      }
      if (tick.major) {
        const label = String(tick.value);
        if (horizontal) {
          ctx.fillText(label, at + 2, 9);
        } else {
          ctx.save();
          ctx.translate(9, at - 2);
          ctx.rotate(-Math.PI / 2);
          ctx.fillText(label, 0, 0);
          ctx.restore();
        }
      }
    }
    ctx.stroke();
  }, [horizontal, unit, scale, origin, length, width, height]);

  return <canvas ref={ref} data-testid={`ruler-${orientation}`} style={{ width, height, display: 'block' }} />;
});
