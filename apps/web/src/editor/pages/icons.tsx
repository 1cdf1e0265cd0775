/**
 * The few line icons of the page strip and the Pages panel (24 px grid, drawn with currentColor),
 * so the editor needs no icon library for them.
 */
function Icon({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={d} />
    </svg>
  );
}

export const CopyIcon = () => <Icon d="M9 9h11v11H9z M5 15H4V4h11v1" />;
export const TrashIcon = () => <Icon d="M4 7h16 M10 11v6 M14 11v6 M5 7l1 13h12l1-13 M9 7V4h6v3" />;
export const UploadIcon = () => <Icon d="M4 17v3h16v-3 M12 4v12 M7 9l5-5 5 5" />;
export const PaidIcon = () => <Icon d="M17 7.5C16 6 14.5 5.5 12 5.5S7.5 6.8 7.5 8.7c0 4.3 9.5 2.3 9.5 6.6 0 1.9-2 3.2-5 3.2s-4.2-.7-5-2.2 M12 3v2.5 M12 18.5V21" />;
export const DragIcon = () => <Icon d="M9 6h.01 M15 6h.01 M9 12h.01 M15 12h.01 M9 18h.01 M15 18h.01" />;
export const ChevronLeftIcon = () => <Icon d="M15 6l-6 6 6 6" />;
export const ChevronRightIcon = () => <Icon d="M9 6l6 6-6 6" />;
export const ArrowUpIcon = () => <Icon d="M12 19V5 M6 11l6-6 6 6" />;
export const ArrowDownIcon = () => <Icon d="M12 5v14 M6 13l6 6 6-6" />;
