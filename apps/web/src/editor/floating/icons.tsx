import type { ReactNode } from 'react';

/**
 * The toolbar's icons: small line drawings on a 24 x 24 grid, stroked in the text colour so the
 * active (inverted) button inverts them too. Inline SVG: an icon font or library would weigh more
 * than the eighteen drawings together.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      {children}
    </svg>
  );
}

export type ToolIcon = () => ReactNode;

/** Sliders: the format popup of the selection. */
export const FormatIcon: ToolIcon = () => (
  <Icon>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx={15} cy={6} r={2} />
    <circle cx={9} cy={12} r={2} />
    <circle cx={17} cy={18} r={2} />
  </Icon>
);

/** A wand with sparkles: the background's picture effects. */
export const EffectsIcon: ToolIcon = () => (
  <Icon>
    <path d="M4 20 15 9M13 7l4 4" />
    <path d="M18 3v3M16.5 4.5h3M7 4v2M6 5h2M19 15v2M18 16h2" />
  </Icon>
);

/** Four corners pushed outwards: fit to the page. */
export const FitIcon: ToolIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    <rect x={9} y={9} width={6} height={6} rx={1} />
  </Icon>
);

export const CropIcon: ToolIcon = () => (
  <Icon>
    <path d="M7 3v14h14" />
    <path d="M3 7h14v14" />
  </Icon>
);

/** A paint bucket. */
export const FillIcon: ToolIcon = () => (
  <Icon>
    <path d="m5 12 7-7 7 7-7 7z" />
    <path d="M5 12h14M20 16c0 1.5 1 2.5 1 3.5a1 1 0 0 1-2 0c0-1 1-2 1-3.5z" />
  </Icon>
);

/** A letter over a colour bar: the text's colour. */
export const ColourIcon: ToolIcon = () => (
  <Icon>
    <path d="m7 16 5-12 5 12M9 11h6" />
    <path d="M4 20h16" strokeWidth={3} />
  </Icon>
);

/** An outlined square: the border. */
export const StrokeIcon: ToolIcon = () => (
  <Icon>
    <rect x={4} y={4} width={16} height={16} rx={2} strokeWidth={3} />
  </Icon>
);

/** Lines of text on a filled box. */
export const BoxFillIcon: ToolIcon = () => (
  <Icon>
    <rect x={3} y={5} width={18} height={14} rx={2} fill="currentColor" fillOpacity={0.25} />
    <path d="M7 10h10M7 14h6" />
  </Icon>
);

/** Crossed arrows: place and size. */
export const PositionIcon: ToolIcon = () => (
  <Icon>
    <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
  </Icon>
);

/** Two overlapping sheets. */
export const CopyIcon: ToolIcon = () => (
  <Icon>
    <rect x={8} y={8} width={12} height={12} rx={2} />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);

/** A circular arrow. */
export const RotateIcon: ToolIcon = () => (
  <Icon>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </Icon>
);

/** A stack of three copies, each further along. */
export const MultiplyIcon: ToolIcon = () => (
  <Icon>
    <rect x={3} y={3} width={10} height={10} rx={1.5} />
    <path d="M17 7h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-2" />
  </Icon>
);

/** Stacked layers. */
export const ArrangeIcon: ToolIcon = () => (
  <Icon>
    <path d="m12 3 9 5-9 5-9-5z" />
    <path d="m3 13 9 5 9-5" />
  </Icon>
);

/** Bars against a left edge. */
export const AlignIcon: ToolIcon = () => (
  <Icon>
    <path d="M4 3v18" />
    <rect x={8} y={6} width={12} height={4} rx={1} />
    <rect x={8} y={14} width={7} height={4} rx={1} />
  </Icon>
);

/** A triangle and its mirror image. */
export const FlipIcon: ToolIcon = () => (
  <Icon>
    <path d="M12 3v18" strokeDasharray="2 3" />
    <path d="M9 7 3 17h6z" />
    <path d="m15 7 6 10h-6z" fill="currentColor" fillOpacity={0.25} />
  </Icon>
);

/** An eyedropper: colours taken from the picture. */
export const ExtractIcon: ToolIcon = () => (
  <Icon>
    <path d="m14 6 4 4M4 20l2-1 9-9-3-3-9 9z" />
    <path d="M13 5l2-2a2.1 2.1 0 0 1 3 0l3 3a2.1 2.1 0 0 1 0 3l-2 2z" />
  </Icon>
);

export const LockIcon: ToolIcon = () => (
  <Icon>
    <rect x={5} y={11} width={14} height={10} rx={2} />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

/** A waste bin. */
export const DeleteIcon: ToolIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);
